// /lost-password: asks for a reset link. The server answers the same whether or not the email
// has an account, and that neutral answer is what the page shows.
import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ZRequestResetPasswordRequest,
  type TMessageResponse,
  type TRequestResetPasswordRequest,
} from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { brand } from '../../app/theme.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { AuthLayout } from './auth-layout.tsx';

const fields = ['email'] as const;

export function LostPasswordPage() {
  const [form] = Form.useForm<TRequestResetPasswordRequest>();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const request = useMutation({
    mutationFn: (values: TRequestResetPasswordRequest) =>
      http.post<TMessageResponse>('/auth/request-reset-password', values),
    onError: (error) => setErrorLines(showServerError(form, fields, error)),
  });

  const footer = <Link to="/login">Back to log in</Link>;

  if (request.isSuccess) {
    return (
      <AuthLayout title="Check your inbox" footer={footer}>
        <Flex vertical align="center" gap={16} style={{ textAlign: 'center' }}>
          <MailOutlined style={{ fontSize: 40, color: brand.accent }} />
          <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>
            {request.data.message}
          </Typography.Paragraph>
        </Flex>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you log in with and we will send you a link to choose a new one."
      footer={footer}
    >
      <Form<TRequestResetPasswordRequest>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={request.isPending}
        onFinish={(values) => {
          setErrorLines([]);
          request.mutate(values);
        }}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[zodRule(ZRequestResetPasswordRequest.shape.email)]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" autoFocus placeholder="you@studio.com" />
        </Form.Item>
        <FormErrors lines={errorLines} />
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Send reset link
        </Button>
      </Form>
    </AuthLayout>
  );
}
