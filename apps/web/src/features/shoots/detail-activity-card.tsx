// The activity log of a shoot, newest first: who did what, when, and what changed (from → to).
import type { TActivity, TActivityChange } from '@studio/shared/orders/contracts';
import { ActivityCard } from '../../ui/activity-card.tsx';
import { useOrderActivities } from './detail-api.ts';

type Props = { orderId: string; timeZone: string };

export function DetailActivityCard({ orderId, timeZone }: Props) {
  return (
    <ActivityCard
      activities={useOrderActivities(orderId)}
      timeZone={timeZone}
      details={changesOf}
    />
  );
}

function changesOf(activity: TActivity) {
  if (activity.changes.length === 0) return null;
  return (
    <ul className="shoot-detail-changes">
      {activity.changes.map((change, index) => (
        <li key={`${change.field}-${index}`}>{changeText(change)}</li>
      ))}
    </ul>
  );
}

/** Field names the server records, as people read them; others are shown as they come. */
const fieldLabels: Record<string, string> = {
  shootLocation: 'Location',
  fullName: 'Name',
  email: 'Email',
  phone: 'Phone',
  note: 'Notes',
  totalFee: 'Shoot fee',
  startTime: 'Date and time',
  date: 'Date',
  packageName: 'Package',
  package: 'Package',
  quantity: 'Quantity',
  paidDate: 'Paid date',
  dueDate: 'Due date',
  status: 'Status',
};

/** 'Location: Park → Beach'; a missing side reads as an em dash. */
export function changeText(change: TActivityChange): string {
  const label = fieldLabels[change.field] ?? change.field;
  return `${label}: ${change.from ?? '—'} → ${change.to ?? '—'}`;
}
