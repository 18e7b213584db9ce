// The activity log of a shoot, newest first: who did what, when, and what changed (from → to).
import { Alert, Card, Empty, Skeleton, Tooltip, Typography } from 'antd';
import type { TActivity, TActivityChange } from '@studio/shared/orders/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useOrderActivities } from './detail-api.ts';
import { formatExact, formatRelative } from './detail-format.ts';

type Props = { orderId: string; timeZone: string };

export function DetailActivityCard({ orderId, timeZone }: Props) {
  const activities = useOrderActivities(orderId);
  return (
    <Card title="Activity">
      {activities.isPending && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {activities.isError && (
        <Alert type="error" showIcon title={errorLines(activities.error).join(' ')} />
      )}
      {activities.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing has happened yet." />
      )}
      {activities.data && activities.data.length > 0 && (
        <ol className="activity-timeline" aria-label="Activity log">
          {activities.data.map((activity) => (
            <ActivityLine key={activity.id} activity={activity} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function ActivityLine({ activity, timeZone }: { activity: TActivity; timeZone: string }) {
  const exact = formatExact(activity.createdDate, timeZone);
  return (
    <li>
      <div className="activity-timeline-head">
        <span className="shoot-detail-row-name">{activity.summary}</span>
        <Tooltip title={exact}>
          <time dateTime={activity.createdDate} title={exact} tabIndex={0}>
            {formatRelative(activity.createdDate)}
          </time>
        </Tooltip>
      </div>
      <Typography.Text type="secondary">{activity.actorName}</Typography.Text>
      {activity.changes.length > 0 && (
        <ul className="shoot-detail-changes">
          {activity.changes.map((change, index) => (
            <li key={`${change.field}-${index}`}>{changeText(change)}</li>
          ))}
        </ul>
      )}
    </li>
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
