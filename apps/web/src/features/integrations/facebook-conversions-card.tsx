// The Facebook Conversions API: a pixel id and an access token from Events Manager, checked by the
// server with Facebook and kept sealed there (never shown again). Events the app sends server-side
// reach the pixel even when a browser blocks it.
import { useState } from 'react';
import { App, Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { FACEBOOK_CONVERSIONS, ZPixelId } from '@studio/shared/integrations/contracts';
import { ZFacebookConnectRequest } from '@studio/shared/facebook/contracts';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useConfirmAction } from './confirm-action.ts';
import { formatInstantDate } from './format.ts';
import { IntegrationCard } from './integration-card.tsx';
import {
  facebookKey,
  useConnectFacebook,
  useDisconnectIntegration,
  useFacebookState,
} from './use-integrations.ts';

const title = 'Facebook Conversions API';
type Fields = { pixelId: string; accessToken: string };

export function FacebookConversionsCard() {
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const state = useFacebookState();
  const connect = useConnectFacebook();
  const disconnect = useDisconnectIntegration(FACEBOOK_CONVERSIONS, facebookKey);
  const confirm = useConfirmAction();
  const [form] = Form.useForm<Fields>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const data = state.data;
  const isConnected = data?.isConnected ?? false;

  const submit = (fields: Fields) => {
    setFormErrors([]);
    connect.mutate(fields, {
      onSuccess: () => {
        form.resetFields();
        void message.success(`${title} connected`);
      },
      onError: (error) => setFormErrors(showServerError(form, ['pixelId', 'accessToken'], error)),
    });
  };
  const askDisconnect = () =>
    void confirm({
      title: m.disconnectFacebook,
      okText: 'Disconnect',
      onOk: () => disconnect.mutateAsync(),
    }).then((isDone) => isDone && void message.success('Disconnected'));

  return (
    <IntegrationCard
      title={title}
      description="Send bookings and inquiries to your pixel from our server as well, so ad results stay complete when a browser blocks the pixel. Email addresses and phone numbers are hashed before they are sent."
      isConnected={isConnected}
      actions={
        isConnected && (
          <Button danger onClick={askDisconnect}>
            Disconnect
          </Button>
        )
      }
    >
      {isConnected && data ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'pixel', label: 'Pixel ID', children: data.pixelId },
            {
              key: 'since',
              label: 'Connected on',
              children: data.connectedAt ? formatInstantDate(data.connectedAt) : '',
            },
          ]}
        />
      ) : (
        <Form
          form={form}
          name="facebook-conversions"
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
        >
          <Flex gap={8} vertical={isMobile} align={isMobile ? 'stretch' : 'flex-start'}>
            <Form.Item
              name="pixelId"
              label="Pixel ID"
              rules={[zodRule(ZPixelId)]}
              validateTrigger="onSubmit"
              style={isMobile ? { marginBottom: 0 } : { flex: '1 1 200px', marginBottom: 0 }}
            >
              <Input placeholder="123456789012345" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="accessToken"
              label="Access token"
              rules={[zodRule(ZFacebookConnectRequest.shape.accessToken)]}
              validateTrigger="onSubmit"
              style={isMobile ? { marginBottom: 0 } : { flex: '1 1 260px', marginBottom: 0 }}
            >
              <Input.Password placeholder="EAA…" autoComplete="off" />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={connect.isPending}
              block={isMobile}
              style={isMobile ? { marginTop: 8 } : { marginTop: 30 }}
            >
              Connect
            </Button>
          </Flex>
          {formErrors.map((line) => (
            <Typography.Paragraph key={line} type="danger" style={{ margin: '8px 0 0' }}>
              {line}
            </Typography.Paragraph>
          ))}
        </Form>
      )}
    </IntegrationCard>
  );
}
