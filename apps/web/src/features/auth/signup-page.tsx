// /signup: a new photographer creates an account and a business (SPEC §2).
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ZRegisterRequest, type TAuthResponse } from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { registrationRequest, type SignupValues } from './signup-request.ts';

const fields = ['businessName', 'email', 'password'] as const;

// Choosing Google or Facebook comes first in the SPEC; they are not configured on the server
// (see login-page.tsx), so the email form is shown directly. The social finish form (?psk=)
// arrives with them.
export function SignupPage() {
  const [form] = Form.useForm<SignupValues>();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const register = useMutation({
    mutationFn: (values: SignupValues) =>
      http.post<TAuthResponse>('/auth/register', registrationRequest(values, location.search)),
    onSuccess: (response) => {
      session.signIn(response);
      void navigate('/', { replace: true });
    },
    onError: (error) => setErrorLines(showServerError(form, fields, error)),
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Set up your photography business in a minute. You can add services, bookings and your website next."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <Form<SignupValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={register.isPending}
        onFinish={(values) => {
          setErrorLines([]);
          register.mutate(values);
        }}
      >
        <Form.Item
          name="businessName"
          label="Business name"
          rules={[zodRule(ZRegisterRequest.shape.businessName)]}
        >
          <Input autoComplete="organization" autoFocus placeholder="Willow & Light Photography" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[zodRule(ZRegisterRequest.shape.email)]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" placeholder="you@studio.com" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[zodRule(ZRegisterRequest.shape.password)]}
          extra="At least 6 characters."
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormErrors lines={errorLines} />
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          Create account
        </Button>
      </Form>
    </AuthLayout>
  );
}
