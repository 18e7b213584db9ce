// /account/change-password: current password, new password and its confirmation.
import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ZChangePasswordRequest } from '@studio/shared/account/contracts';
import { messages } from '@studio/shared/messages';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { matchesRule, showServerError, zodRule } from '../../ui/zod-form.ts';
import { useChangePassword } from './use-account.ts';

const passwordFields = ['currentPassword', 'newPassword'];

type PasswordForm = { currentPassword?: string; newPassword: string; confirmPassword: string };

export function ChangePasswordPage() {
  const { account } = useSession();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();
  const hasPassword = account?.hasPassword ?? true;

  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = ({ currentPassword, newPassword }: PasswordForm) => {
    setServerErrors([]);
    change.mutate(hasPassword ? { currentPassword, newPassword } : { newPassword }, {
      onSuccess: () => {
        message.success(messages.saved);
        form.resetFields();
      },
      onError: (error) => setServerErrors(showServerError(form, passwordFields, error)),
    });
  };

  return (
    <PageBody width={560}>
      <Link to="/management/account" style={{ display: 'inline-flex', gap: 8, marginBottom: 16 }}>
        <ArrowLeftOutlined aria-hidden />
        Account
      </Link>
      <PageHeader
        title={hasPassword ? 'Change password' : 'Set a password'}
        description="Choose a password of at least 6 characters that you do not use anywhere else."
      />
      <Card>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          {hasPassword && (
            <Form.Item
              name="currentPassword"
              label="Current password"
              rules={[{ required: true, message: messages.required }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Form.Item
            name="newPassword"
            label="New password"
            rules={[zodRule(ZChangePasswordRequest.shape.newPassword)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="Confirm new password"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: messages.required },
              matchesRule('newPassword', 'password'),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <FormErrors lines={serverErrors} />
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              Save password
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageBody>
  );
}
