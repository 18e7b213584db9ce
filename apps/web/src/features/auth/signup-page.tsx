// /signup: a new photographer creates an account and a business: with Google or
// Facebook, or with the email form; ?psk= finishes a sign-up begun with a provider.
import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZRegisterRequest, type TAuthResponse } from '@studio/shared/auth/contracts';
import { messages } from '@studio/shared/messages';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { registrationRequest, type SignupValues } from './signup-request.ts';
import { BusinessNameField, EmailField } from './signup-fields.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { readSocialSignup } from './social-sign-in.ts';
import { SocialSignupForm } from './social-signup-form.tsx';

const fields = ['businessName', 'email', 'password'] as const;

export function SignupPage() {
  const [searchParams] = useSearchParams();
  const psk = searchParams.get('psk');
  const signup = useMemo(() => readSocialSignup(psk), [psk]);
  const [hasExpired, setHasExpired] = useState(false);

  if (psk && signup && !hasExpired) {
    return <SocialSignupForm pskKey={psk} signup={signup} onExpired={() => setHasExpired(true)} />;
  }
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
      {/* The ticket is gone (another browser, or over 30 minutes): start again from the choices. */}
      {psk && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={messages.socialSignupExpired}
          style={{ marginBottom: 24 }}
        />
      )}
      <SocialButtons verb="Sign up with" returnUrl="/" />
      <EmailSignupForm />
    </AuthLayout>
  );
}

function EmailSignupForm() {
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
      <BusinessNameField />
      <EmailField />
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
  );
}
