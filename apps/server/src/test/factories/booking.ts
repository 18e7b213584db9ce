// A client on the public booking pages: requests from an address of its own, and a hold of a slot.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { THold } from '@studio/shared/booking/contracts';
import type { BookingService } from './service.ts';

/**
 * A client's own address. The public writes are rate limited per address (RATE_LIMIT is on in
 * tests, as in production), so each request comes from its own client unless a test names one.
 */
export function clientAddress(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

export async function publicRequest<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress: string = clientAddress(),
): Promise<{ status: number; body: T; headers: Record<string, unknown>; text: string }> {
  const res = await app.inject({
    method,
    url,
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
}

/** A hold of the slot, as a client's first step of checkout makes it. */
export async function holdSlot(
  app: FastifyInstance,
  service: BookingService,
  slotId: string,
): Promise<THold> {
  const res = await publicRequest<THold>(app, 'POST', `${service.path}/holds`, { slotId });
  if (res.status !== 200) throw new Error(`hold answered ${res.status}: ${res.text}`);
  return res.body;
}
