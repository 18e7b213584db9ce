// A local stand-in for the Stripe API (node:http, 127.0.0.1 only), so no test reaches the
// internet. It speaks just enough for the official SDK as the payments module uses it:
//
//   GET  /v1/account               who the key belongs to (connect). 401 for a key containing
//                                  'invalid'; 403 for a restricted key (rk_...), as Stripe answers
//                                  a restricted key without that permission
//   GET  /v1/balance               the key check for restricted keys (403 if it contains 'nobalance')
//   POST /v1/checkout/sessions     form body -> a session `cs_test_...` whose url is the stand-in's
//                                  own payment page; Stripe's rules on expires_at (30 min to 24 h
//                                  ahead) are enforced; an Idempotency-Key replays the first answer
//   GET  /v1/checkout/sessions/:id the session (only for the key that created it)
//   POST /v1/checkout/sessions/:id/expire
//                                  expires an open session (400 otherwise, as Stripe answers) and,
//                                  like Stripe, then posts a signed checkout.session.expired to the
//                                  app's webhook (after answering; awaited by close())
//   POST /v1/refunds               refunds a paid session's payment_intent in full (the amount
//                                  must not exceed what is left); an Idempotency-Key replays the
//                                  first answer, as Stripe does; 400 charge_already_refunded when
//                                  nothing is left, 404 for an unknown payment
//   GET  /health                   for a process supervisor (Playwright's webServer)
//   GET  /pay/:id                  the payment page: the amount, a "Pay" button and a Cancel link
//   POST /pay/:id                  pays: the session completes, a signed checkout.session.completed
//                                  is posted to the app's webhook, then a 303 to success_url
//
// Every API request is recorded (`requests`, with the form body parsed into nested objects).
//
// API tests (vitest):
//   const stripe = await startStripeStandIn({ webhookUrlFor: (id) => `${appUrl}/api/public/payments/stripe/${id}/webhook` });
//   const app = await testApp({ stripeApi: stripe.apiConfig });   // the SDK now calls the stand-in
//   connect with `standInKeys` (the stand-in signs webhooks with standInKeys.webhookSecret unless
//   webhookSecretFor says otherwise); then stripe.pay(sessionId) / stripe.expire(sessionId) /
//   stripe.sendEvent(...) post signed events, and stripe.close() at the end. The webhook is a real
//   HTTP request: the app must listen (app.listen({ port: 0, host: '127.0.0.1' })).
//
// Browser journeys (Playwright): start it in the global setup, start the server with
// `stripe.env` (STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL) and a webhookUrlFor
// pointing at that server, connect Stripe on /management/payments with `standInKeys`; the
// client's checkout goes to `${stripe.url}/pay/cs_test_...`, where clicking "Pay" confirms the
// booking through the webhook and returns to the app's success page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { escapeHtml } from '../platform/mail/escape-html.ts';
import {
  json,
  parseStripeForm,
  randomId,
  readBody,
  SESSION_MAX_SECONDS,
  sessionProblem,
  stripeError,
  type LineItem,
} from './stripe-stand-in-wire.ts';
import {
  standInKeys,
  type Delivery,
  type RecordedRequest,
  type StandInOptions,
  type StandInRefund,
  type StandInSession,
  type StripeStandIn,
} from './stripe-stand-in-api.ts';

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const deliveries: Delivery[] = [];
  const refunds: StandInRefund[] = [];
  const idempotent = new Map<string, string>();
  const idempotentRefunds = new Map<string, StandInRefund>();
  const failure = { left: 0, pathPrefix: '/v1/' };
  /** Webhooks sent after an API answer (as Stripe sends them), awaited by close(). */
  const inFlight = new Set<Promise<unknown>>();
  let baseUrl = '';

  const secretFor = (businessId: string) =>
    options.webhookSecretFor?.(businessId) ?? standInKeys.webhookSecret;

  async function sendEvent(input: Parameters<StripeStandIn['sendEvent']>[0]): Promise<Delivery> {
    const event = {
      id: input.eventId ?? randomId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: input.object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: input.type,
    };
    const payload = JSON.stringify(event);
    const signature =
      input.signature ??
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: input.secret ?? secretFor(input.businessId),
      });
    const res = await fetch(options.webhookUrlFor(input.businessId), {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    const delivery = {
      eventId: event.id,
      type: event.type,
      businessId: input.businessId,
      status: res.status,
      body: await res.text(),
    };
    deliveries.push(delivery);
    return delivery;
  }

  function stored(sessionId: string): StandInSession {
    const entry = sessions.get(sessionId);
    if (!entry) throw new Error(`The stand-in has no session ${sessionId}`);
    return entry;
  }

  function businessOf(entry: StandInSession): string {
    const businessId = entry.session.metadata.businessId;
    if (!businessId) throw new Error(`Session ${entry.session.id} has no metadata.businessId`);
    return businessId;
  }

  async function pay(sessionId: string, eventOptions: { eventId?: string } = {}) {
    const entry = stored(sessionId);
    if (entry.session.status === 'open') {
      entry.session.status = 'complete';
      entry.session.payment_status = 'paid';
      entry.session.payment_intent = randomId('pi');
    }
    return sendEvent({
      businessId: businessOf(entry),
      type: 'checkout.session.completed',
      object: entry.session,
      ...eventOptions,
    });
  }

  async function expire(sessionId: string, eventOptions: { eventId?: string } = {}) {
    const entry = stored(sessionId);
    if (entry.session.status === 'open') entry.session.status = 'expired';
    return sendEvent({
      businessId: businessOf(entry),
      type: 'checkout.session.expired',
      object: entry.session,
      ...eventOptions,
    });
  }

  function createSession(
    res: http.ServerResponse,
    apiKey: string,
    params: Record<string, unknown>,
    idempotencyKey: string | null,
  ): void {
    const replayKey = idempotencyKey ? `${apiKey} ${idempotencyKey}` : null;
    const replayed = replayKey ? idempotent.get(replayKey) : undefined;
    if (replayed) return json(res, stored(replayed).session);
    const now = Math.floor(Date.now() / 1000);
    const problem = sessionProblem(params, now);
    if (problem) return stripeError(res, 400, { type: 'invalid_request_error', message: problem });
    const items = params.line_items as LineItem[];
    const amountTotal = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1),
      0,
    );
    const id = randomId('cs_test');
    const session: StandInSession['session'] = {
      id,
      object: 'checkout.session',
      url: `${baseUrl}/pay/${id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal,
      amount_subtotal: amountTotal,
      currency: String(items[0]?.price_data?.currency),
      customer_email: (params.customer_email as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      success_url: String(params.success_url),
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      expires_at:
        params.expires_at === undefined ? now + SESSION_MAX_SECONDS : Number(params.expires_at),
      created: now,
      livemode: false,
      payment_intent: null,
    };
    sessions.set(id, { session, params, apiKey });
    if (replayKey) idempotent.set(replayKey, id);
    json(res, session);
  }

  function createRefund(
    res: http.ServerResponse,
    apiKey: string,
    params: Record<string, unknown>,
    idempotencyKey: string | null,
  ): void {
    const replayKey = idempotencyKey ? `${apiKey} ${idempotencyKey}` : null;
    const replayed = replayKey ? idempotentRefunds.get(replayKey) : undefined;
    if (replayed) return json(res, replayed);
    const paymentIntent = String(params.payment_intent ?? '');
    const entry = [...sessions.values()].find(
      (candidate) =>
        candidate.apiKey === apiKey && candidate.session.payment_intent === paymentIntent,
    );
    if (!entry) {
      return stripeError(res, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${paymentIntent}'`,
      });
    }
    const refunded = refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = entry.session.amount_total - refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0 || amount > left) {
      return stripeError(res, 400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge for ${paymentIntent} has already been refunded.`,
      });
    }
    const refund: StandInRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: entry.session.currency,
      payment_intent: paymentIntent,
      reason: (params.reason as string | undefined) ?? null,
      status: 'succeeded',
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    if (replayKey) idempotentRefunds.set(replayKey, refund);
    json(res, refund);
  }

  function expireByApi(res: http.ServerResponse, entry: StandInSession): void {
    const { session } = entry;
    if (session.status !== 'open') {
      return stripeError(res, 400, {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      });
    }
    session.status = 'expired';
    json(res, session);
    const delivery = sendEvent({
      businessId: businessOf(entry),
      type: 'checkout.session.expired',
      object: session,
    }).catch(() => undefined);
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  function api(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    body: string,
  ): void {
    const authorization = req.headers.authorization ?? '';
    const apiKey = authorization.startsWith('Bearer ') ? authorization.slice(7) : null;
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const params = req.method === 'POST' ? parseStripeForm(body) : {};
    requests.push({ method: req.method ?? 'GET', path, apiKey, idempotencyKey, params });
    if (failure.left > 0 && path.startsWith(failure.pathPrefix)) {
      failure.left -= 1;
      return stripeError(res, 503, { type: 'api_error', message: 'The stand-in is down' });
    }
    if (!apiKey || apiKey.includes('invalid')) {
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${(apiKey ?? '').slice(0, 8)}****`,
      });
    }
    const isRestricted = apiKey.startsWith('rk_');
    const noPermission = () =>
      stripeError(res, 403, {
        type: 'invalid_request_error',
        message: 'The provided key does not have the required permissions for this endpoint.',
      });
    if (req.method === 'GET' && path === '/v1/account') {
      if (isRestricted) return noPermission();
      return json(res, {
        id: 'acct_standin',
        object: 'account',
        email: 'owner@standin.test',
        business_profile: { name: options.accountName ?? 'Stand-in Studio' },
        settings: { dashboard: { display_name: options.accountName ?? 'Stand-in Studio' } },
      });
    }
    if (req.method === 'GET' && path === '/v1/balance') {
      if (apiKey.includes('nobalance')) return noPermission();
      return json(res, {
        object: 'balance',
        available: [{ amount: 0, currency: 'usd' }],
        pending: [{ amount: 0, currency: 'usd' }],
        livemode: false,
      });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      return createSession(res, apiKey, params, idempotencyKey);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      return createRefund(res, apiKey, params, idempotencyKey);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const isExpire = retrieve?.[2] !== undefined;
    if (retrieve && req.method === (isExpire ? 'POST' : 'GET')) {
      const entry = sessions.get(decodeURIComponent(retrieve[1] ?? ''));
      if (!entry || entry.apiKey !== apiKey) {
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such checkout.session',
        });
      }
      if (isExpire) return expireByApi(res, entry);
      return json(res, entry.session);
    }
    return stripeError(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method} ${path}) in the stand-in`,
    });
  }

  function page(res: http.ServerResponse, status: number, title: string, inner: string): void {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
        `<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto">${inner}</body></html>`,
    );
  }

  async function payPage(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    sessionId: string,
  ): Promise<void> {
    const entry = sessions.get(sessionId);
    if (!entry) return page(res, 404, 'Not found', '<h1>No such payment</h1>');
    const { session } = entry;
    if (req.method === 'POST') {
      if (session.status !== 'open') {
        return page(res, 409, 'Expired', '<h1>This payment page has expired</h1>');
      }
      await pay(sessionId);
      const target = session.success_url.split('{CHECKOUT_SESSION_ID}').join(sessionId);
      res.writeHead(303, { location: target });
      res.end();
      return;
    }
    const item = (entry.params.line_items as LineItem[])[0];
    const name = item?.price_data?.product_data?.name ?? '';
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const cancel = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
      : '';
    const body =
      session.status === 'open'
        ? `<form method="post" action="/pay/${escapeHtml(sessionId)}"><button type="submit">Pay</button></form>${cancel}`
        : `<p>This payment is ${escapeHtml(session.status)}.</p>`;
    page(
      res,
      200,
      'Stripe stand-in',
      `<h1>Stripe stand-in</h1><p data-testid="description">${escapeHtml(name)}</p>` +
        `<p data-testid="amount">${escapeHtml(amount)}</p>` +
        `<p data-testid="email">${escapeHtml(String(session.customer_email ?? ''))}</p>${body}`,
    );
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const payment = /^\/pay\/([^/]+)$/.exec(path);
      if (payment) return payPage(req, res, decodeURIComponent(payment[1] ?? ''));
      if (path.startsWith('/v1/')) return api(req, res, path, body);
      if (path === '/health') return json(res, { status: 'ok' });
      page(res, 404, 'Not found', '<h1>Not found</h1>');
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'stand-in error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    apiConfig: { host: '127.0.0.1', port, protocol: 'http' },
    env: {
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    sessions,
    refunds,
    deliveries,
    failNext(times = 1, pathPrefix = '/v1/') {
      failure.left = times;
      failure.pathPrefix = pathPrefix;
    },
    pay,
    expire,
    sendEvent,
    close: async () => {
      await Promise.all([...inFlight]);
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
