// The Inquiries tab's label with the number of unread inquiries (capped at 99).
import { Badge, Flex } from 'antd';
import { limits } from '@studio/shared/constants';
import { useInquiryCounts } from './use-inquiries.ts';

export function InquiriesTabLabel() {
  const counts = useInquiryCounts();
  const unread = counts.data?.totalUnRead ?? 0;
  return (
    <Flex align="center" gap={8}>
      Inquiries
      {unread > 0 && (
        <Badge
          count={unread}
          overflowCount={limits.badgeCap}
          color="#2F5D50"
          aria-label={`${unread} unread`}
          data-testid="unread-inquiries"
        />
      )}
    </Flex>
  );
}
