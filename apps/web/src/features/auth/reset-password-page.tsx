// /reset-password?token=: chooses a new password from an emailed link.
import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ZResetPasswordRequest, type TMessageResponse } from '@studio/shared/auth/contracts';
import { messages } from '@studio/shared/messages';
import { http } from '../../api/http-client.ts';
import { brand } from '../../app/theme.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { matchesRule, showServerError, zodRule } from '../../ui/zod-form.ts';
import { AuthLayout } from './auth-layout.tsx';

type ResetValues = { password: string; confirm: string };
const fields = ['password'] as const;

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const reset = useMutation({
    mutationFn: ({ password }: ResetValues) =>
      http.post<TMessageResponse>('/auth/reset-password', { token, password }),
    onError: (error) => setErrorLines(showServerError(form, fields, error)),
  });

  if (!token) {
    return (
      <AuthLayout title="Reset your password" footer={<Link to="/login">Back to log in</Link>}>
        <FormErrors lines={[messages.resetLinkInvalid]} />
        <ButtonLink type="primary" size="large" block to="/lost-password">
          Send a new link
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <Flex vertical align="center" gap={24} style={{ textAlign: 'center' }}>
          <CheckCircleFilled style={{ fontSize: 48, color: brand.accent }} />
          <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>
            {reset.data.message}
          </Typography.Paragraph>
          <ButtonLink type="primary" size="large" block to="/login">
            Log in
          </ButtonLink>
        </Flex>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Use at least 6 characters. You will be signed out everywhere else."
      footer={<Link to="/login">Back to log in</Link>}
    >
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={reset.isPending}
        onFinish={(values) => {
          setErrorLines([]);
          reset.mutate(values);
        }}
      >
        <Form.Item
          name="password"
          label="New password"
          rules={[zodRule(ZResetPasswordRequest.shape.password)]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Confirm new password"
          dependencies={['password']}
          rules={[
            { required: true, message: messages.required },
            matchesRule('password', 'password'),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormErrors lines={errorLines} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Save new password
        </Button>
      </Form>
    </AuthLayout>
  );
}
