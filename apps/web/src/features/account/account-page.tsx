// /management/account: how the owner signs in, the email we write to, and tracking consent.
import { App, Card, Flex, Switch, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { AccountEmailCard } from './account-email-card.tsx';
import { SignInMethodsCard } from './sign-in-methods-card.tsx';
import { useUpdateAccount } from './use-account.ts';

function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  return (
    <Card title="Password">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 280px' }}>
          {hasPassword
            ? 'Change the password you use to log in with your email.'
            : 'You log in with Google or Facebook. Set a password to log in with your email too.'}
        </Typography.Text>
        <ButtonLink to="/account/change-password" icon={<LockOutlined />}>
          {hasPassword ? 'Change password' : 'Set a password'}
        </ButtonLink>
      </Flex>
    </Card>
  );
}

function PrivacyCard({ allowTracking }: { allowTracking: boolean }) {
  const update = useUpdateAccount();
  const { message } = App.useApp();
  const toggle = (checked: boolean) =>
    update.mutate(
      { allowTracking: checked },
      {
        onSuccess: () => message.success(messages.saved),
        onError: (error) => message.error(errorLines(error).join(' ')),
      },
    );
  return (
    <Card title="Privacy">
      <Flex justify="space-between" align="center" gap={16}>
        <div>
          <Typography.Text strong id="allow-tracking-label">
            Allow usage tracking
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            Lets us load an analytics script that shows which parts of the app are used, so we can
            improve them. Your clients&apos; details are never part of it.
          </Typography.Paragraph>
        </div>
        <Switch
          checked={allowTracking}
          loading={update.isPending}
          onChange={toggle}
          aria-labelledby="allow-tracking-label"
        />
      </Flex>
    </Card>
  );
}

export function AccountPage() {
  const { account } = useSession();
  return (
    <PageBody width={800}>
      <PageHeader
        title="Account"
        description="How you log in, and the email address we write to about your account."
      />
      {account && (
        <Flex vertical gap={24}>
          <AccountEmailCard />
          <PasswordCard hasPassword={account.hasPassword} />
          <SignInMethodsCard />
          <PrivacyCard allowTracking={account.allowTracking} />
        </Flex>
      )}
    </PageBody>
  );
}
