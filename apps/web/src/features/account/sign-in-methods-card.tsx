// The social sign-ins connected to the account, each removable after a confirmation, and a
// Connect button for each configured provider not connected yet.
import type { ReactNode } from 'react';
import { App, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import {
  socialProviderNames,
  socialProviders,
  type TSocialProvider,
} from '@studio/shared/auth/social-contracts';
import { errorLines } from '../../api/http-client.ts';
import { SocialProviderIcon } from '../auth/provider-icon.tsx';
import { useLeavingFor } from '../auth/social-buttons.tsx';
import {
  configuredProviders,
  startSocialSignIn,
  useSocialProviders,
  type ConfiguredProvider,
} from '../auth/social-sign-in.ts';
import { useLogins, useRemoveLogin, type TLogin } from './use-account.ts';

const ACCOUNT_PATH = '/management/account';

function knownProvider(login: TLogin): TSocialProvider | undefined {
  const provider = login.provider.toLowerCase();
  return socialProviders.find((known) => known === provider);
}

function providerOf(login: TLogin): { name: string; icon: ReactNode } {
  const provider = knownProvider(login);
  if (!provider) return { name: login.provider, icon: <KeyOutlined /> };
  return { name: socialProviderNames[provider], icon: <SocialProviderIcon provider={provider} /> };
}

/** One button per configured provider the account is not connected to. */
function ConnectButtons({
  connectable,
  justify,
}: {
  connectable: ConfiguredProvider[];
  justify: 'center' | 'flex-start';
}) {
  const [leavingFor, setLeavingFor] = useLeavingFor();
  return (
    <Flex gap={12} wrap justify={justify}>
      {connectable.map(({ provider, entry }) => (
        <Button
          key={provider}
          icon={<SocialProviderIcon provider={provider} />}
          loading={leavingFor === provider}
          disabled={leavingFor !== undefined && leavingFor !== provider}
          onClick={() => {
            setLeavingFor(provider);
            startSocialSignIn(provider, entry, 'connect', ACCOUNT_PATH);
          }}
        >
          {`Connect ${socialProviderNames[provider]}`}
        </Button>
      ))}
    </Flex>
  );
}

export function SignInMethodsCard() {
  const logins = useLogins();
  const providers = useSocialProviders();
  const remove = useRemoveLogin();
  const { message, modal } = App.useApp();

  const connected = new Set((logins.data ?? []).map(knownProvider));
  const connectable = configuredProviders(providers.data).filter(
    ({ provider }) => !connected.has(provider),
  );

  const confirmRemove = (login: TLogin) => {
    const { name } = providerOf(login);
    modal.confirm({
      title: `Are you sure you want to disconnect from your ${name} account?`,
      content: `You will no longer be able to log in with this ${name} account.`,
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync(login).then(
          () => message.success(`${name} is disconnected.`),
          (error: unknown) => message.error(errorLines(error).join(' ')),
        ),
    });
  };

  return (
    <Card title="Sign-in methods">
      <Typography.Paragraph type="secondary">
        Google and Facebook accounts you can log in with, besides your email.
      </Typography.Paragraph>
      {logins.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : logins.isError ? (
        <Typography.Text type="danger">{errorLines(logins.error).join(' ')}</Typography.Text>
      ) : logins.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            connectable.length > 0
              ? 'No Google or Facebook sign-in is connected yet. Connect one to log in with a click, without your password.'
              : 'No Google or Facebook sign-in is connected. You log in with your email and password.'
          }
          style={{ margin: '8px 0' }}
        >
          {connectable.length > 0 && <ConnectButtons connectable={connectable} justify="center" />}
        </Empty>
      ) : (
        <Flex vertical>
          {logins.data.map((login, index) => {
            const { name, icon } = providerOf(login);
            return (
              <Flex
                key={`${login.provider}:${login.providerKey}`}
                align="center"
                gap={12}
                style={{
                  padding: '12px 0',
                  borderTop: index === 0 ? undefined : '1px solid #E7E3DA',
                }}
              >
                <span style={{ fontSize: 20, display: 'flex' }} aria-hidden>
                  {icon}
                </span>
                <Typography.Text strong style={{ flex: 1 }}>
                  {name}
                </Typography.Text>
                <Tag color="green" style={{ margin: 0 }}>
                  Connected
                </Tag>
                <Button danger type="text" onClick={() => confirmRemove(login)}>
                  Disconnect
                </Button>
              </Flex>
            );
          })}
          {connectable.length > 0 && (
            <div style={{ paddingTop: 16, borderTop: '1px solid #E7E3DA' }}>
              <ConnectButtons connectable={connectable} justify="flex-start" />
            </div>
          )}
        </Flex>
      )}
    </Card>
  );
}
