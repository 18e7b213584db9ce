// The Help and Support dialog: message us on Facebook, on Instagram (desktop only),
// or email us through a short form.
import { useEffect, useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  FacebookFilled,
  InstagramOutlined,
  MailOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { ZHelpRequest, type THelpRequest } from '@studio/shared/account/help-contracts';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { differsFrom, useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { supportLinks } from './support-channels.ts';

type HelpDialogProps = { isOpen: boolean; onClose: () => void };
type View = 'channels' | 'email';
const helpFields = ['name', 'email', 'message'];

export function HelpDialog({ isOpen, onClose }: HelpDialogProps) {
  const [view, setView] = useState<View>('channels');
  const [isFormDirty, setIsFormDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(isOpen && view === 'email' && isFormDirty);

  const close = async () => {
    if (await confirmDiscard()) onClose();
  };
  const back = async () => {
    if (await confirmDiscard()) setView('channels');
  };

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      // Closing resets the dialog: the next opening starts from the channels.
      afterClose={() => setView('channels')}
      destroyOnHidden
      title={view === 'email' ? 'Email us' : 'Help and Support'}
      width={modalWidths.default}
      footer={null}
    >
      {view === 'channels' ? (
        <Channels onEmail={() => setView('email')} />
      ) : (
        <EmailForm onDirtyChange={setIsFormDirty} onBack={back} onSent={onClose} />
      )}
    </Modal>
  );
}

function Channels({ onEmail }: { onEmail: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
        Questions about bookings, your website or your account? Choose how you would like to reach
        us.
      </Typography.Paragraph>
      <ChoiceCard
        href={supportLinks.facebook}
        icon={<FacebookFilled />}
        title="Message us on Facebook"
        description="Chat with us in Messenger."
        extra={<RightOutlined aria-hidden />}
      />
      {!isMobile && (
        <ChoiceCard
          href={supportLinks.instagram}
          icon={<InstagramOutlined />}
          title="Message us on Instagram"
          description="Send us a direct message."
          extra={<RightOutlined aria-hidden />}
        />
      )}
      <ChoiceCard
        onClick={onEmail}
        icon={<MailOutlined />}
        title="Email us"
        description="We usually reply within 4 hours."
        extra={<RightOutlined aria-hidden />}
      />
    </Flex>
  );
}

type EmailFormProps = {
  onDirtyChange: (isDirty: boolean) => void;
  onBack: () => void;
  onSent: () => void;
};

function EmailForm({ onDirtyChange, onBack, onSent }: EmailFormProps) {
  const { message } = App.useApp();
  const { account } = useSession();
  const [form] = Form.useForm<THelpRequest>();
  const [initial] = useState<THelpRequest>(() => ({
    name: '',
    email: account?.email ?? '',
    message: '',
  }));
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  // Reported from the change itself (not a watched value a render later), so a Close right after
  // typing already asks.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const send = useMutation({
    mutationFn: (values: THelpRequest) =>
      http.post<TMessageResponse>('/api/emails/help', ZHelpRequest.parse(values)),
    onSuccess: () => {
      message.success(messages.helpSent);
      onDirtyChange(false);
      onSent();
    },
    onError: (error) => setServerErrors(showServerError(form, helpFields, error)),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_, values) => onDirtyChange(differsFrom(values, initial))}
      onFinish={(values) => {
        setServerErrors([]);
        send.mutate(values);
      }}
      requiredMark={false}
      disabled={send.isPending}
    >
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 16px' }}>
        Tell us what you need and we will answer by email, usually within 4 hours.
      </Typography.Paragraph>
      <Form.Item name="name" label="Your name" rules={[zodRule(ZHelpRequest.shape.name)]}>
        <Input autoComplete="name" autoFocus />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[zodRule(ZHelpRequest.shape.email)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="message" label="Message" rules={[zodRule(ZHelpRequest.shape.message)]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <FormErrors lines={serverErrors} />
      <Flex justify="space-between" gap={8} style={{ marginTop: 8 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={false}>
          Back
        </Button>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          Send message
        </Button>
      </Flex>
    </Form>
  );
}
