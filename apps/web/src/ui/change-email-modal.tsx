// The "change an email address" dialog and the notice of a change waiting for confirmation, shared
// by the account and the business email: the new address gets a link, the change happens when
// it is opened.
import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography, type FormRule } from 'antd';
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { FormErrors } from './form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from './use-dirty-guard.tsx';
import { showServerError } from './zod-form.ts';

export type ChangeEmailValues = { email: string; password?: string };

type RequestChange = {
  mutate(
    values: ChangeEmailValues,
    options: {
      onSuccess(answer: TMessageResponse | undefined): void;
      onError(error: unknown): void;
    },
  ): void;
  isPending: boolean;
};

export type ChangeEmailModalProps = {
  isOpen: boolean;
  onClose(): void;
  title: string;
  intro: string;
  emailLabel: string;
  emailRule: FormRule;
  /** Ask for the current password (an account that has one). */
  isPasswordNeeded?: boolean;
  request: RequestChange;
};

export function ChangeEmailModal(props: ChangeEmailModalProps) {
  const { isOpen, onClose, request, isPasswordNeeded = false } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangeEmailValues>();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const isDirty = useIsFormDirty(form, { email: '', password: '' });
  const { confirmDiscard } = useDirtyGuard(isOpen && isDirty);

  const close = async () => {
    if (await confirmDiscard()) onClose();
  };
  const submit = (values: ChangeEmailValues) => {
    setServerErrors([]);
    request.mutate(values, {
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
      title={props.title}
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
          <Button type="primary" onClick={() => form.submit()} loading={request.isPending}>
            Send confirmation link
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="email" label={props.emailLabel} rules={[props.emailRule]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {isPasswordNeeded && (
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

export function PendingEmailNotice({ email, detail }: { email: string; detail?: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`Waiting for confirmation of ${email}`}
      description={`Open the link we sent to that address to finish the change.${detail ? ` ${detail}` : ''}`}
    />
  );
}
