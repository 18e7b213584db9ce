// What tests see of the Stripe stand-in (stripe-stand-in.ts): the keys it accepts, how it is
// started, and the records it keeps of requests, sessions, refunds and webhook deliveries.
/** Keys the stand-in accepts and signs with by default (any other sk_test_... works too). */
export const standInKeys = {
  publishableKey: 'pk_test_standin0000000000000000',
  secretKey: 'sk_test_standin0000000000000000',
  webhookSecret: 'whsec_standin00000000000000000000',
} as const;

export type StandInOptions = {
  /** The app's webhook URL for a business (the session's metadata.businessId). */
  webhookUrlFor(businessId: string): string;
  /** The webhook signing secret the business connected; standInKeys.webhookSecret by default. */
  webhookSecretFor?(businessId: string): string;
  /** The account's display name answered by GET /v1/account. */
  accountName?: string;
  /** A fixed port (a server started before the stand-in must know it); any free port by default. */
  port?: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
};

/** A session as the SDK sees it, with what created it. */
export type StandInSession = {
  session: Record<string, unknown> & {
    id: string;
    url: string;
    status: 'open' | 'complete' | 'expired';
    payment_status: 'paid' | 'unpaid';
    amount_total: number;
    currency: string;
    expires_at: number;
    success_url: string;
    cancel_url: string | null;
    metadata: Record<string, string>;
  };
  params: Record<string, unknown>;
  apiKey: string;
};

/** A refund as the SDK sees it. */
export type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
};

export type Delivery = {
  eventId: string;
  type: string;
  businessId: string;
  status: number;
  body: string;
};

export type StripeStandIn = {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** For testApp / loadConfig overrides: Config['stripeApi']. */
  apiConfig: { host: string; port: number; protocol: 'http' };
  /** For a server started as a child process. */
  env: { STRIPE_API_HOST: string; STRIPE_API_PORT: string; STRIPE_API_PROTOCOL: 'http' };
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  /** Refunds taken, in order. */
  refunds: StandInRefund[];
  deliveries: Delivery[];
  /**
   * The next `times` API requests whose path starts with `pathPrefix` (all by default) answer
   * 503, not retried, as an outage would.
   */
  failNext(times?: number, pathPrefix?: string): void;
  /** Pays the session and posts the signed checkout.session.completed (eventId to replay one). */
  pay(sessionId: string, options?: { eventId?: string }): Promise<Delivery>;
  /** Expires the session and posts the signed checkout.session.expired. */
  expire(sessionId: string, options?: { eventId?: string }): Promise<Delivery>;
  /**
   * Posts any event for the business, signed with its webhook secret (or `secret`), or with the
   * exact `signature` header given (a forged one).
   */
  sendEvent(input: {
    businessId: string;
    type: string;
    object: Record<string, unknown>;
    eventId?: string;
    secret?: string;
    signature?: string;
  }): Promise<Delivery>;
  close(): Promise<void>;
};
