import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { stripeKeyMode, ZConnectStripeRequest } from './connections.ts';

const valid = {
  publishableKey: 'pk_test_51AbC',
  secretKey: 'sk_test_51AbC',
  webhookSecret: 'whsec_abc123',
};

function messagesOf(input: object): Record<string, string> {
  const result = ZConnectStripeRequest.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('connect Stripe request', () => {
  it('accepts test, live and restricted keys, trimmed, Stripe by default', () => {
    expect(ZConnectStripeRequest.parse({ ...valid, secretKey: ' rk_test_51x ' })).toEqual({
      provider: 'STRIPE',
      ...valid,
      secretKey: 'rk_test_51x',
    });
    expect(
      ZConnectStripeRequest.safeParse({
        ...valid,
        publishableKey: 'pk_live_1',
        secretKey: 'sk_live_1',
      }).success,
    ).toBe(true);
  });

  it('says which key is missing or malformed', () => {
    expect(messagesOf({})).toEqual({
      publishableKey: messages.stripePublishableKeyRequired,
      secretKey: messages.stripeSecretKeyRequired,
      webhookSecret: messages.stripeWebhookSecretRequired,
    });
    expect(
      messagesOf({ publishableKey: 'sk_test_1', secretKey: 'pk_test_1', webhookSecret: 'abc' }),
    ).toEqual({
      publishableKey: messages.stripePublishableKeyFormat,
      secretKey: messages.stripeSecretKeyFormat,
      webhookSecret: messages.stripeWebhookSecretFormat,
    });
  });

  it('refuses a test publishable key with a live secret key', () => {
    expect(messagesOf({ ...valid, secretKey: 'sk_live_1' })).toEqual({
      secretKey: messages.stripeKeyModesDiffer,
    });
  });

  it('reads the mode of a key', () => {
    expect(stripeKeyMode('pk_live_x')).toBe('live');
    expect(stripeKeyMode('rk_test_x')).toBe('test');
    expect(stripeKeyMode('whsec_x')).toBeNull();
  });
});
