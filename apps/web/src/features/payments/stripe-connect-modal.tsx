// Connect Stripe with the business's own keys: where to find each one in the Stripe dashboard, the
// webhook address to give Stripe, and the three keys (secrets masked, never shown again).
import { useState } from 'react';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import {
  ZConnectStripeRequest,
  type TConnectStripeRequest,
} from '@studio/shared/payments/connections';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { useConnectStripe } from './use-payment-connections.ts';

type StripeValues = { publishableKey: string; secretKey: string; webhookSecret: string };

const fieldNames = ['publishableKey', 'secretKey', 'webhookSecret'] as const;
const emptyValues: StripeValues = { publishableKey: '', secretKey: '', webhookSecret: '' };

export function stripeWebhookUrl(origin: string, businessId: string): string {
  return `${origin}/api/public/payments/stripe/${businessId}/webhook`;
}

type StripeConnectModalProps = { businessId: string; onClose(): void };

export function StripeConnectModal({ businessId, onClose }: StripeConnectModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StripeValues>();
  const isDirty = useIsFormDirty(form, emptyValues);
  const guard = useDirtyGuard(isDirty);
  const connect = useConnectStripe();
  const [errors, setErrors] = useState<string[]>([]);
  const webhookUrl = stripeWebhookUrl(window.location.origin, businessId);

  const submit = (values: StripeValues) => {
    setErrors([]);
    const request: TConnectStripeRequest = { provider: 'STRIPE', ...values };
    // The same checks as the server, with its messages, on the field each belongs to.
    const parsed = ZConnectStripeRequest.safeParse(request);
    if (!parsed.success) {
      form.setFields(
        fieldNames.map((name) => ({
          name,
          errors: parsed.error.issues
            .filter((issue) => issue.path[0] === name)
            .map((issue) => issue.message),
        })),
      );
      return;
    }
    connect.mutate(parsed.data, {
      onSuccess: () => {
        guard.release();
        void message.success(messages.saved);
        onClose();
      },
      onError: (error) => setErrors(showServerError(form, fieldNames, error)),
    });
  };

  const copyWebhookUrl = async () => {
    try {
      await navigator.clipboard.writeText(webhookUrl);
      void message.success('Webhook address copied');
    } catch {
      void message.error('The address could not be copied. Select it and copy it yourself.');
    }
  };

  return (
    <FormModal<StripeValues>
      open
      title="Connect Stripe"
      okText="Connect"
      width={modalWidths.form}
      isSaving={connect.isPending}
      errorLines={errors}
      onClose={onClose}
      guard={guard}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Clients pay their deposits to your own Stripe account. Use test keys (pk_test_, sk_test_)
          to try it first, then live keys.
        </Typography.Paragraph>
      }
      formProps={{ form, initialValues: emptyValues, onFinish: submit, autoComplete: 'off' }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        1. API keys
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        In the Stripe Dashboard, open Developers › API keys. Copy the publishable key and the secret
        key (or a restricted key, rk_, that can write Checkout Sessions).
      </Typography.Paragraph>
      <Form.Item name="publishableKey" label="Publishable key">
        <Input placeholder="pk_live_…" spellCheck={false} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="secretKey"
        label="Secret key"
        extra="Stored encrypted and used only by the server. It is never shown again."
      >
        <Input.Password
          placeholder="sk_live_…"
          spellCheck={false}
          autoComplete="new-password"
          visibilityToggle={false}
        />
      </Form.Item>
      <Typography.Title level={5}>2. Webhook</Typography.Title>
      <Typography.Paragraph type="secondary">
        In Developers › Webhooks, add an endpoint with this address and the events{' '}
        <Typography.Text code>checkout.session.completed</Typography.Text> and{' '}
        <Typography.Text code>checkout.session.expired</Typography.Text>. Then reveal its signing
        secret and paste it below: it confirms bookings once a payment goes through.
      </Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 16 }}>
        <Input
          readOnly
          value={webhookUrl}
          aria-label="Webhook address"
          onFocus={(event) => event.target.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copyWebhookUrl()}>
          Copy
        </Button>
      </Flex>
      <Form.Item name="webhookSecret" label="Webhook signing secret">
        <Input.Password
          placeholder="whsec_…"
          spellCheck={false}
          autoComplete="new-password"
          visibilityToggle={false}
        />
      </Form.Item>
    </FormModal>
  );
}
