// The activity log of an inquiry, newest first: what happened (sent, shoot created), who, when.
import { ActivityCard } from '../../ui/activity-card.tsx';
import { useInquiryActivities } from './use-inquiry.ts';

type Props = { inquiryId: string; timeZone: string };

export function InquiryActivityCard({ inquiryId, timeZone }: Props) {
  return <ActivityCard activities={useInquiryActivities(inquiryId)} timeZone={timeZone} />;
}
