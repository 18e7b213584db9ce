// /signup?psk=: the last step of a sign-up begun with Google or Facebook. The provider vouched
// for who this is, so no password: a business name and the email we write to.
import { useState } from 'react';
import { Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import { socialProviderNames, type TSocialSignup } from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import { DataError, http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { AuthLayout } from './auth-layout.tsx';
import { BusinessNameField, EmailField } from './signup-fields.tsx';
import { socialRegistrationRequest, type SocialSignupValues } from './signup-request.ts';
import { removeSocialSignup } from './social-sign-in.ts';

const fields = ['businessName', 'email'] as const;

function isExpiredTicket(error: unknown): boolean {
  return (
    error instanceof DataError &&
    error.status === 400 &&
    error.lines.includes(messages.socialSignupExpired)
  );
}

export type SocialSignupFormProps = {
  pskKey: string;
  signup: TSocialSignup;
  /** The server no longer accepts the ticket: the page offers the choices again. */
  onExpired: () => void;
};

export function SocialSignupForm({ pskKey, signup, onExpired }: SocialSignupFormProps) {
  const [form] = Form.useForm<SocialSignupValues>();
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const providerName = socialProviderNames[signup.provider];

  const register = useMutation({
    mutationFn: (values: SocialSignupValues) =>
      http.post<TAuthResponse>(
        '/auth/register/social',
        socialRegistrationRequest(signup.ticket, values, location.search),
      ),
    onSuccess: (response) => {
      removeSocialSignup(pskKey);
      session.signIn(response);
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      if (isExpiredTicket(error)) {
        removeSocialSignup(pskKey);
        onExpired();
        return;
      }
      setErrorLines(showServerError(form, fields, error));
    },
  });

  return (
    <AuthLayout
      title="Finish signing up"
      subtitle={
        signup.fullName
          ? `You are signing up with ${providerName} as ${signup.fullName}.`
          : `You are signing up with ${providerName}.`
      }
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <Form<SocialSignupValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ businessName: '', email: signup.email ?? '' }}
        disabled={register.isPending}
        onFinish={(values) => {
          setErrorLines([]);
          register.mutate(values);
        }}
      >
        <BusinessNameField />
        <EmailField
          extra={
            // Google vouches for its addresses; Facebook does not say, so its addresses are confirmed by link.
            signup.provider === 'google' && signup.email
              ? 'From Google. If you change it, we will email you a link to confirm the new address.'
              : 'We will email you a link to confirm it.'
          }
        />
        <FormErrors lines={errorLines} />
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          Create account
        </Button>
      </Form>
    </AuthLayout>
  );
}
