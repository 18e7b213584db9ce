// The social sign-ins connected to the account, each removable after a confirmation.
import type { ReactNode } from 'react';
import { App, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { FacebookFilled, GoogleOutlined, KeyOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { useLogins, useRemoveLogin, type TLogin } from './use-account.ts';

const providers: Record<string, { name: string; icon: ReactNode }> = {
  google: { name: 'Google', icon: <GoogleOutlined style={{ color: '#DB4437' }} /> },
  facebook: { name: 'Facebook', icon: <FacebookFilled style={{ color: '#1877F2' }} /> },
};

function providerOf(login: TLogin) {
  return providers[login.provider.toLowerCase()] ?? { name: login.provider, icon: <KeyOutlined /> };
}

export function SignInMethodsCard() {
  const logins = useLogins();
  const remove = useRemoveLogin();
  const { message, modal } = App.useApp();

  const confirmRemove = (login: TLogin) => {
    const { name } = providerOf(login);
    modal.confirm({
      title: `Remove ${name} sign-in?`,
      content: `You will no longer be able to log in with this ${name} account.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync(login).then(
          () => message.success(messages.deleted),
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
          description="No Google or Facebook sign-in is connected. You log in with your email and password."
          style={{ margin: '8px 0' }}
        />
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
                  Remove
                </Button>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
