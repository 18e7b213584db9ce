// The Inquiries tab's label with the number of unread inquiries (capped at 99), read out as
// 'Inquiries 7 unread'.
import { limits } from '@studio/shared/constants';
import { useInquiryCounts } from './use-inquiries.ts';

export function InquiriesTabLabel() {
  const counts = useInquiryCounts();
  const unread = counts.data?.totalUnRead ?? 0;
  const shown = unread > limits.badgeCap ? `${limits.badgeCap}+` : String(unread);
  return (
    <span className="studio-home-tab-label">
      Inquiries{' '}
      {unread > 0 && (
        <span className="l-count studio-unread-count" data-testid="unread-inquiries">
          <span aria-hidden>{shown}</span>
          <span className="studio-visually-hidden">{`${unread} unread`}</span>
        </span>
      )}
    </span>
  );
}
