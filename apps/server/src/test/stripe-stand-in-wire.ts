// How the Stripe stand-in speaks HTTP: Stripe's form encoding, its JSON and error answers, and
// its rules for a new Checkout Session (what the SDK and our payments module can get wrong).
import crypto from 'node:crypto';
import type http from 'node:http';

export const SESSION_MIN_SECONDS = 30 * 60;
export const SESSION_MAX_SECONDS = 24 * 60 * 60;
/** Clock slack between the app and the stand-in when checking expires_at. */
const CLOCK_SLACK_SECONDS = 5;

export function randomId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
}

/** `a[b][0][c]=1` form fields -> { a: { b: [{ c: '1' }] } }, as Stripe reads them. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || next === null) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => [k, arraysFromIndexes(v)] as const,
  );
  const isList = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (isList) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export function stripeError(
  res: http.ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': randomId('req'),
    // Tells the SDK not to retry (an outage test would otherwise wait for the retry).
    'stripe-should-retry': 'false',
  });
  res.end(JSON.stringify({ error }));
}

export function json(res: http.ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': randomId('req') });
  res.end(JSON.stringify(body));
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export type LineItem = {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
};

/** Stripe's checks on a new session, as far as our calls can break them. */
export function sessionProblem(params: Record<string, unknown>, now: number): string | null {
  if (params.mode !== 'payment') return 'mode: only payment is supported by the stand-in';
  if (typeof params.success_url !== 'string') return 'success_url is required';
  const items = params.line_items as LineItem[] | undefined;
  if (!Array.isArray(items) || items.length === 0) return 'line_items is required';
  for (const item of items) {
    const price = item.price_data;
    if (!price?.currency || !/^[a-z]{3}$/.test(price.currency))
      return 'line_items[].price_data.currency must be a lower-case ISO code';
    if (!price.unit_amount || !/^\d+$/.test(price.unit_amount) || Number(price.unit_amount) <= 0)
      return 'line_items[].price_data.unit_amount must be a positive integer';
    if (!price.product_data?.name) return 'line_items[].price_data.product_data.name is required';
  }
  if (params.expires_at !== undefined) {
    const expiresAt = Number(params.expires_at);
    if (expiresAt < now + SESSION_MIN_SECONDS - CLOCK_SLACK_SECONDS)
      return 'expires_at must be at least 30 minutes from Checkout Session creation';
    if (expiresAt > now + SESSION_MAX_SECONDS + CLOCK_SLACK_SECONDS)
      return 'expires_at must be less than 24 hours from Checkout Session creation';
  }
  return null;
}
