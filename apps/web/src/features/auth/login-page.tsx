// /login: the welcome-back form.
import { useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  ZLoginRequest,
  type TAuthResponse,
  type TLoginRequest,
} from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { afterLoginPath } from './auth-links.ts';
import { SocialButtons } from './social-buttons.tsx';

const fields = ['username', 'password'] as const;

export function LoginPage() {
  const [form] = Form.useForm<TLoginRequest>();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const login = useMutation({
    mutationFn: (values: TLoginRequest) => http.post<TAuthResponse>('/auth/login', values),
    onSuccess: (response) => {
      session.signIn(response);
      void navigate(afterLoginPath(location), { replace: true });
    },
    onError: (error) => setErrorLines(showServerError(form, fields, error)),
  });

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to see your shoots, clients and bookings."
      footer={
        <>
          New to Studio? <Link to="/signup">Create an account</Link>
        </>
      }
    >
      <SocialButtons verb="Continue with" returnUrl={afterLoginPath(location)} />
      <Form<TLoginRequest>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={login.isPending}
        onFinish={(values) => {
          setErrorLines([]);
          login.mutate(values);
        }}
      >
        <Form.Item
          name="username"
          label="Email"
          rules={[zodRule(ZLoginRequest.shape.username)]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="username" autoFocus placeholder="you@studio.com" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[zodRule(ZLoginRequest.shape.password)]}
          extra={
            <Flex justify="flex-end" style={{ marginTop: 8 }}>
              <Link to="/lost-password">Forgot password?</Link>
            </Flex>
          }
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <FormErrors lines={errorLines} />
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Log in
        </Button>
      </Form>
    </AuthLayout>
  );
}
