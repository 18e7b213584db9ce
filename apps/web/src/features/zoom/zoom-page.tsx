// /zoom: the photographer's Zoom meeting link. Emails give it to clients wherever a template says
// [Zoom Meeting Link] (consultations, online meetings), so it is set once here rather than typed
// into every email.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  ExportOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { ZZoomMeeting } from '@studio/shared/options/contracts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useSaveZoomMeeting, useZoomMeeting } from './use-zoom-meeting.ts';

const TOKEN = '[Zoom Meeting Link]';
const linkRule = zodRule(ZZoomMeeting.shape.meetingUrl.unwrap());

export function ZoomPage() {
  return (
    <PageBody width={800}>
      <PageHeader
        title="Zoom"
        description="Meet clients on Zoom for consultations and planning calls. Save your meeting link once and your emails share it for you."
      />
      <Flex vertical gap={24}>
        <MeetingLinkCard />
        <HowItWorksCard />
      </Flex>
    </PageBody>
  );
}

function MeetingLinkCard() {
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const saved = useZoomMeeting();
  const save = useSaveZoomMeeting();
  const [form] = Form.useForm<{ meetingUrl: string }>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const current = saved.data?.meetingUrl ?? null;

  useEffect(() => {
    form.setFieldsValue({ meetingUrl: current ?? '' });
  }, [form, current]);

  const store = (meetingUrl: string | null, done: string) => {
    setFormErrors([]);
    save.mutate(
      { meetingUrl },
      {
        onSuccess: () => void message.success(done),
        onError: (error) => setFormErrors(showServerError(form, ['meetingUrl'], error)),
      },
    );
  };

  const copy = async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current);
      void message.success('Link copied');
    } catch {
      void message.error('Your browser did not allow copying');
    }
  };

  if (saved.isPending) {
    return (
      <Card title="Your meeting link">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (saved.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your Zoom link could not be loaded"
        action={
          <Button size="small" onClick={() => void saved.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <VideoCameraOutlined aria-hidden />
          Your meeting link
        </Flex>
      }
    >
      {current !== null && (
        <Flex
          gap={8}
          align={isMobile ? 'stretch' : 'center'}
          vertical={isMobile}
          className="zoom-current"
          style={{
            padding: 12,
            marginBottom: 20,
            borderRadius: 8,
            background: '#F3F6F5',
          }}
        >
          <Typography.Text strong style={{ flex: '1 1 auto', minWidth: 0 }} ellipsis>
            {current}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              Copy
            </Button>
            <Button icon={<ExportOutlined />} href={current} target="_blank" rel="noreferrer">
              Open
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={save.isPending && save.variables?.meetingUrl === null}
              onClick={() => store(null, 'Zoom link removed')}
            >
              Remove
            </Button>
          </Flex>
        </Flex>
      )}
      <Form
        form={form}
        name="zoom-meeting"
        layout="vertical"
        requiredMark={false}
        onFinish={({ meetingUrl }) => store(meetingUrl.trim(), 'Saved!')}
      >
        <Flex gap={8} align={isMobile ? 'stretch' : 'flex-start'} vertical={isMobile}>
          <Form.Item
            name="meetingUrl"
            label="Zoom meeting link"
            extra="In Zoom: Meetings, then your Personal Meeting ID or a recurring meeting, then Copy Invitation link."
            rules={[{ required: true, message: 'This field cannot be left blank' }, linkRule]}
            validateTrigger="onSubmit"
            style={isMobile ? { marginBottom: 0 } : { flex: '1 1 320px', marginBottom: 0 }}
          >
            <Input placeholder="https://zoom.us/j/1234567890" autoComplete="off" inputMode="url" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending && save.variables?.meetingUrl !== null}
            block={isMobile}
            style={isMobile ? { marginTop: 8 } : { marginTop: 30 }}
          >
            {current === null ? 'Save link' : 'Save'}
          </Button>
        </Flex>
        {formErrors.map((line) => (
          <Typography.Paragraph key={line} type="danger" style={{ margin: '8px 0 0' }}>
            {line}
          </Typography.Paragraph>
        ))}
      </Form>
    </Card>
  );
}

function HowItWorksCard() {
  return (
    <Card title="Use it in your emails">
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        Add <Typography.Text code>{TOKEN}</Typography.Text> to an email template, for example your
        inquiry response or a consultation reminder. Each email sent gives the client your link.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Until a link is saved the placeholder shows four dashes, so save it before the templates
        that use it are sent.
      </Typography.Paragraph>
    </Card>
  );
}
