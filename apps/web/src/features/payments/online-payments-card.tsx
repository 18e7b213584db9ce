// The Online payments card of /management/payments: connect Stripe so clients pay deposits when
// they book, or see the connected account and disconnect it.
import { useState } from 'react';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { CheckCircleFilled, DisconnectOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import type { TPaymentConnection } from '@studio/shared/payments/connections';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { SettingsCard } from './settings-card.tsx';
import { StripeConnectModal } from './stripe-connect-modal.tsx';
import { useDisconnectPaymentService, usePaymentConnections } from './use-payment-connections.ts';

const TITLE = 'Online payments';

export function OnlinePaymentsCard() {
  const { business } = useSession();
  const connections = usePaymentConnections();
  const [isConnecting, setConnecting] = useState(false);
  const stripe = connections.data?.find((connection) => connection.provider === 'STRIPE');
  if (!business) return null;

  return (
    <SettingsCard title={TITLE} query={connections}>
      <Card title={TITLE}>
        {stripe ? (
          <StripeConnected connection={stripe} />
        ) : (
          <Flex vertical gap={16} align="flex-start">
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Connect your Stripe account and clients pay what is due at booking by card, on
              Stripe’s secure page. Without it, bookings confirm straight away and their invoices
              stay pending until you mark them paid.
            </Typography.Paragraph>
            <Button type="primary" onClick={() => setConnecting(true)}>
              Connect Stripe
            </Button>
          </Flex>
        )}
      </Card>
      {isConnecting && (
        <StripeConnectModal businessId={business.id} onClose={() => setConnecting(false)} />
      )}
    </SettingsCard>
  );
}

function StripeConnected({ connection }: { connection: TPaymentConnection }) {
  const { message, modal } = App.useApp();
  const disconnect = useDisconnectPaymentService();

  const confirmDisconnect = () =>
    modal.confirm({
      title: 'Are you sure you want to disconnect from your Stripe account?',
      content:
        'Clients will no longer pay online when they book: new bookings confirm with their invoices pending. Payments already made stay in your Stripe account.',
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        disconnect.mutateAsync(connection.id).then(
          () => void message.success(messages.deleted),
          (error: unknown) => void message.error(errorLines(error).join(' ')),
        ),
    });

  return (
    <Flex align="center" justify="space-between" gap={16} wrap>
      <Flex align="flex-start" gap={12} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <CheckCircleFilled style={{ color: '#389E0D', fontSize: 20, marginTop: 2 }} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>Stripe connected</Typography.Text>
            {connection.isTestMode && (
              <Tag color="orange" style={{ margin: 0 }}>
                Test mode
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
            {connection.label}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Clients pay what is due at booking on Stripe’s page.
          </Typography.Text>
        </div>
      </Flex>
      <Button icon={<DisconnectOutlined />} danger onClick={confirmDisconnect}>
        Disconnect
      </Button>
    </Flex>
  );
}
