// The pages behind emailed links (/email-confirmation, /change-email, /change-business-email):
// send the link's token once, then say how it went.
import { useEffect, useRef, type ReactNode } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { brand } from '../../app/theme.ts';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { AuthLayout } from './auth-layout.tsx';

export type TokenLinkPageProps = {
  title: string;
  pendingText: string;
  /** Sends the token; undefined when the page cannot send it yet (see `blocked`). */
  send: ((token: string) => Promise<TMessageResponse>) | undefined;
  /** Shown instead when `send` is undefined. */
  blocked?: ReactNode;
};

export function TokenLinkPage({ title, pendingText, send, blocked }: TokenLinkPageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSession();
  const isSignedIn = session.status === 'authenticated';
  const action = useMutation({
    mutationFn: (value: string) => {
      if (!send) throw new Error(messages.confirmLinkInvalid);
      return send(value);
    },
    // The account's email changed or got confirmed: show the new state everywhere.
    onSuccess: () => (isSignedIn ? session.reload().catch(() => undefined) : undefined),
  });
  // A link works once: the effect may run twice (StrictMode), the request must not.
  const hasSent = useRef(false);
  const { mutate } = action;

  useEffect(() => {
    if (hasSent.current || !token || !send) return;
    hasSent.current = true;
    mutate(token);
  }, [token, send, mutate]);

  const next = (
    <ButtonLink type="primary" size="large" block to={isSignedIn ? '/' : '/login'}>
      {isSignedIn ? 'Continue to Studio' : 'Log in'}
    </ButtonLink>
  );

  let body: ReactNode;
  if (!token) {
    body = <FormErrors lines={[messages.confirmLinkInvalid]} />;
  } else if (!send) {
    body = blocked;
  } else if (action.isSuccess) {
    body = (
      <Flex vertical align="center" gap={16} style={{ textAlign: 'center' }}>
        <CheckCircleFilled style={{ fontSize: 48, color: brand.accent }} />
        <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>
          {action.data.message}
        </Typography.Paragraph>
      </Flex>
    );
  } else if (action.isError) {
    body = <FormErrors lines={errorLines(action.error)} />;
  } else {
    body = (
      <Flex vertical align="center" gap={16} role="status">
        <Spin />
        <Typography.Text type="secondary">{pendingText}</Typography.Text>
      </Flex>
    );
  }

  const isDone = !token || action.isSuccess || action.isError;
  return (
    <AuthLayout title={title}>
      <Flex vertical gap={24}>
        {body}
        {isDone && next}
      </Flex>
    </AuthLayout>
  );
}
