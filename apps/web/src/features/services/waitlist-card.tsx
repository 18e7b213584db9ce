// The service's waitlist: clients who asked for a time when none was left. Each entry
// can be emailed or deleted (after a confirmation). Newest first, 50 at a time.
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Skeleton, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import type { TWaitlistEntry } from '@studio/shared/waitlist/contracts';
import { dayjs } from '../../ui/dayjs.ts';
import { errorLines } from '../../api/http-client.ts';
import { useDeleteWaitlistEntry, useWaitlist } from './use-service-booking.ts';
import { WaitlistEmailModal } from './waitlist-email-modal.tsx';

function day(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('MMM D, YYYY');
}

export function WaitlistCard({ service }: { service: TService }) {
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const list = useWaitlist(service.id);
  const remove = useDeleteWaitlistEntry(service.id);
  const [emailing, setEmailing] = useState<TWaitlistEntry | undefined>(undefined);
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const confirmDelete = (entry: TWaitlistEntry) =>
    modal.confirm({
      title: `Remove ${entry.fullName} from the waitlist?`,
      content: 'Their entry and note are deleted. They are not told. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync(entry.id).then(
          () => void message.success(messages.deleted),
          (error: unknown) => void message.error(errorLines(error).join(' ')),
        ),
    });

  const body = (() => {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (list.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    }
    if (entries.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Nobody is waiting. When no time is left, clients can join the waitlist from the booking page; email them here when a time opens."
          style={{ margin: '8px 0' }}
        />
      );
    }
    return (
      <Flex vertical>
        <ul aria-label="Waitlist" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              data-testid="waitlist-entry"
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'flex-start',
                padding: '12px 0',
                borderTop: index === 0 ? 'none' : `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{entry.fullName}</Typography.Text>
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 13, overflowWrap: 'anywhere' }}
                >
                  <a href={`mailto:${entry.email}`}>{entry.email}</a>
                  {entry.phone && ` · ${entry.phone}`}
                </Typography.Text>
                {entry.note && (
                  <Typography.Paragraph
                    style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}
                    ellipsis={{ rows: 3, expandable: 'collapsible' }}
                  >
                    {entry.note}
                  </Typography.Paragraph>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Joined {day(entry.createdAt, service.timeZone)}
                  {entry.emailedAt
                    ? ` · Emailed ${day(entry.emailedAt, service.timeZone)}`
                    : ' · Not emailed yet'}
                </Typography.Text>
              </Flex>
              <Flex gap={4} style={{ flex: 'none' }}>
                <Tooltip title="Email">
                  <Button
                    type="text"
                    icon={<MailOutlined />}
                    aria-label={`Email ${entry.fullName}`}
                    onClick={() => setEmailing(entry)}
                  />
                </Tooltip>
                <Tooltip title="Delete">
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${entry.fullName}`}
                    onClick={() => confirmDelete(entry)}
                  />
                </Tooltip>
              </Flex>
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            style={{ alignSelf: 'center', marginTop: 8 }}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more ({entries.length} of {total})
          </Button>
        )}
      </Flex>
    );
  })();

  return (
    <Card
      title={total > 0 ? `Waitlist (${total})` : 'Waitlist'}
      styles={{ body: { paddingTop: entries.length > 0 ? 8 : undefined } }}
    >
      {body}
      {emailing && (
        <WaitlistEmailModal
          serviceId={service.id}
          serviceName={service.name}
          entry={emailing}
          onClose={() => setEmailing(undefined)}
        />
      )}
    </Card>
  );
}
