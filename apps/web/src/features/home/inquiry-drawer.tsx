// One inquiry in a drawer: who wrote, about which service, when, and their answers, with Delete.
// The full inquiry page (notes, activity, making a shoot of it) comes with the CRM release.
import { Alert, App, Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { Link } from 'react-router';
import { messages } from '@studio/shared/messages';
import type { TInquiry } from '@studio/shared/inquiries/contracts';
import { errorLines } from '../../api/http-client.ts';
import { AnswerList } from '../../ui/answer-list.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useDeleteInquiry, useInquiry } from './use-inquiries.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

type InquiryDrawerProps = {
  inquiryId: string | undefined;
  timeZone: string;
  onClose(): void;
};

export function InquiryDrawer({ inquiryId, timeZone, onClose }: InquiryDrawerProps) {
  const isMobile = useIsMobile();
  const inquiry = useInquiry(inquiryId);
  return (
    <Drawer
      open={inquiryId !== undefined}
      onClose={onClose}
      title={inquiry.data ? `Inquiry from ${inquiry.data.fullName}` : 'Inquiry'}
      size={isMobile ? '100%' : 560}
      destroyOnHidden
    >
      {inquiry.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : inquiry.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorLines(inquiry.error).join(' ')}
          action={<Button onClick={() => void inquiry.refetch()}>Try again</Button>}
        />
      ) : (
        <InquiryDetails inquiry={inquiry.data} timeZone={timeZone} onDeleted={onClose} />
      )}
    </Drawer>
  );
}

function InquiryDetails({
  inquiry,
  timeZone,
  onDeleted,
}: {
  inquiry: TInquiry;
  timeZone: string;
  onDeleted(): void;
}) {
  const { message, modal } = App.useApp();
  const remove = useDeleteInquiry();
  const received = dayjs(inquiry.createdAt).tz(timeZone).format('MMM D, YYYY [at] h:mm A');

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete the inquiry from ${inquiry.fullName}?`,
      content:
        'The inquiry and its answers disappear from your lists. The client is not told. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync(inquiry.id).then(
          () => {
            void message.success(messages.deleted);
            onDeleted();
          },
          (error: unknown) => void message.error(errorLines(error).join(' ')),
        ),
    });

  return (
    <Flex vertical gap={24}>
      <Descriptions
        column={1}
        size="small"
        colon={false}
        styles={{ label: { width: 96 } }}
        items={[
          {
            key: 'service',
            label: 'About',
            children: inquiry.serviceName ? (
              <Flex align="center" gap={8}>
                <span
                  className="studio-color-dot"
                  style={{ background: inquiry.serviceColor ?? '#BFBFBF' }}
                  aria-hidden
                />
                {inquiry.serviceName}
              </Flex>
            ) : (
              'General inquiry'
            ),
          },
          { key: 'received', label: 'Received', children: received },
          {
            key: 'email',
            label: 'Email',
            children: <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>,
          },
          ...(inquiry.phone
            ? [
                {
                  key: 'phone',
                  label: 'Phone',
                  children: <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a>,
                },
              ]
            : []),
          ...(inquiry.orderId
            ? [
                {
                  key: 'shoot',
                  label: 'Shoot',
                  children: <Link to={`/shoots/${inquiry.orderId}`}>Open the shoot</Link>,
                },
              ]
            : []),
        ]}
      />
      <div>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Answers
        </Typography.Title>
        {inquiry.answers.length > 0 ? (
          <AnswerList answers={inquiry.answers} />
        ) : (
          <Typography.Text type="secondary">No answers were given.</Typography.Text>
        )}
      </div>
      <Flex justify="flex-end">
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
          Delete inquiry
        </Button>
      </Flex>
    </Flex>
  );
}
