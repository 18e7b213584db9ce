// The account's email: confirmation state, a pending change, and the change-email dialog.
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import {
  ZRequestChangeEmailRequest,
  type TRequestChangeEmailRequest,
} from '@studio/shared/account/contracts';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ConfirmedTag } from '../../ui/confirmed-tag.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useRequestChangeEmail, useResendConfirmation } from './use-account.ts';

export function AccountEmailCard() {
  const { account } = useSession();
  const { message } = App.useApp();
  const resend = useResendConfirmation();
  const [isChanging, setIsChanging] = useState(false);
  if (!account) return null;

  const resendEmail = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => message.success(answer?.message ?? messages.confirmationSent),
      onError: (error) => message.error(errorLines(error).join(' ')),
    });

  return (
    <Card title="Email address">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ fontSize: 16, wordBreak: 'break-all' }}>
              {account.email}
            </Typography.Text>
            <ConfirmedTag isConfirmed={account.emailConfirmed} />
          </Flex>
          <Button onClick={() => setIsChanging(true)}>Change email</Button>
        </Flex>
        {!account.emailConfirmed && (
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="secondary">
              We sent a confirmation link to this address. Did not get it?
            </Typography.Text>
            <Button
              type="link"
              onClick={resendEmail}
              loading={resend.isPending}
              style={{ padding: 0 }}
            >
              Resend confirmation email
            </Button>
          </Flex>
        )}
        {account.pendingEmail && (
          <Alert
            type="info"
            showIcon
            title={`Waiting for confirmation of ${account.pendingEmail}`}
            description="Open the link we sent to that address to finish the change. Until then you keep logging in with your current email."
          />
        )}
      </Flex>
      <ChangeEmailModal
        isOpen={isChanging}
        hasPassword={account.hasPassword}
        onClose={() => setIsChanging(false)}
      />
    </Card>
  );
}

type ChangeEmailModalProps = { isOpen: boolean; hasPassword: boolean; onClose: () => void };

function ChangeEmailModal({ isOpen, hasPassword, onClose }: ChangeEmailModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TRequestChangeEmailRequest>();
  const change = useRequestChangeEmail();
  const isDirty = useIsFormDirty(form, { email: '', password: '' });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { confirmDiscard } = useDirtyGuard(isOpen && isDirty);

  const close = async () => {
    if (await confirmDiscard()) onClose();
  };
  const submit = (values: TRequestChangeEmailRequest) => {
    setServerErrors([]);
    change.mutate(values, {
      onSuccess: (answer) => {
        message.success(answer?.message ?? messages.confirmationSent);
        form.resetFields();
        onClose();
      },
      onError: (error) => setServerErrors(showServerError(form, ['email', 'password'], error)),
    });
  };

  return (
    <Modal
      open={isOpen}
      title="Change email"
      onCancel={close}
      width={modalWidths.default}
      afterClose={() => {
        form.resetFields();
        setServerErrors([]);
      }}
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" onClick={() => form.submit()} loading={change.isPending}>
            Send confirmation link
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        We will send a link to the new address. Your email changes once you open it.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="email"
          label="New email"
          rules={[zodRule(ZRequestChangeEmailRequest.shape.email)]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {hasPassword && (
          <Form.Item
            name="password"
            label="Current password"
            rules={[{ required: true, message: messages.required }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <FormErrors lines={serverErrors} />
      </Form>
    </Modal>
  );
}
