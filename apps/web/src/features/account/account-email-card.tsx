// The account's email: confirmation state, a pending change, and the change-email dialog.
import { useState } from 'react';
import { App, Button, Card, Flex, Typography } from 'antd';
import { ZRequestChangeEmailRequest } from '@studio/shared/account/contracts';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ChangeEmailModal, PendingEmailNotice } from '../../ui/change-email-modal.tsx';
import { ConfirmedTag } from '../../ui/confirmed-tag.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { useRequestChangeEmail, useResendConfirmation } from './use-account.ts';

export function AccountEmailCard() {
  const { account } = useSession();
  const { message } = App.useApp();
  const resend = useResendConfirmation();
  const requestChange = useRequestChangeEmail();
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
          <PendingEmailNotice
            email={account.pendingEmail}
            detail="Until then you keep logging in with your current email."
          />
        )}
      </Flex>
      <ChangeEmailModal
        isOpen={isChanging}
        onClose={() => setIsChanging(false)}
        title="Change email"
        intro="We will send a link to the new address. Your email changes once you open it."
        emailLabel="New email"
        emailRule={zodRule(ZRequestChangeEmailRequest.shape.email)}
        isPasswordNeeded={account.hasPassword}
        request={requestChange}
      />
    </Card>
  );
}
