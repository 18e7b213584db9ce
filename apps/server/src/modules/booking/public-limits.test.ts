import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THold } from '@studio/shared/booking/contracts';
import { defaultBookingAvailability } from '@studio/shared/booking/settings';
import { messages } from '@studio/shared/messages';
import { clientAddress, publicRequest } from '../../test/factories/booking.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { slots } from '../scheduling/schema.ts';
import { bookingLimits } from './public-limits.ts';

type Problem = { detail: string };

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp({ rateLimitEnabled: true });
  owner = await createOwner(app);
});
afterAll(async () => {
  await app.close();
});

function hold(service: BookingService, slotId: string, address: string) {
  return publicRequest<THold & Problem>(app, 'POST', `${service.path}/holds`, { slotId }, address);
}

function release(holdToken: string, address: string) {
  return publicRequest(app, 'DELETE', `/api/public/holds/${holdToken}`, undefined, address);
}

describe('holds from one address', () => {
  it('lets a client pick and re-pick; past 30 holds in 10 minutes it answers 429', async () => {
    const service = await createBookingService(app, owner);
    const [a, b] = await createSlots(app, owner, { serviceId: service.id, count: 2 });
    const address = clientAddress();
    // A client changing their mind: each pick lets the previous hold go.
    for (let index = 0; index < bookingLimits.hold.limit; index += 1) {
      const held = await hold(service, index % 2 === 0 ? a!.id : b!.id, address);
      expect(held.status).toBe(200);
      expect((await release(held.body.holdToken, address)).status).toBe(204);
    }
    const refused = await hold(service, a!.id, address);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many booking requests from your network/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was held by the refused request; another client is not affected.
    expect((await hold(service, a!.id, clientAddress())).status).toBe(200);
  });

  it('holds at most 3 times of a business at once; a released, booked or run-out hold frees a place', async () => {
    const service = await createBookingService(app, owner);
    const [a, b, c, d] = await createSlots(app, owner, { serviceId: service.id, count: 4 });
    const address = clientAddress();
    const held: THold[] = [];
    for (const slot of [a!, b!, c!]) {
      const answer = await hold(service, slot.id, address);
      expect(answer.status).toBe(200);
      held.push(answer.body);
    }
    expect(held).toHaveLength(defaultBookingAvailability.maxLiveHoldsPerAddress);
    const fourth = await hold(service, d!.id, address);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toBe(
      messages.tooManyLiveHolds(defaultBookingAvailability.maxLiveHoldsPerAddress),
    );
    const [untouched] = await app.deps.db.select().from(slots).where(eq(slots.id, d!.id));
    expect(untouched?.status).toBe('AVAILABLE');
    // Someone else may hold it.
    const other = await hold(service, d!.id, clientAddress());
    expect(other.status).toBe(200);
    await release(other.body.holdToken, clientAddress());

    await release(held[0]!.holdToken, address);
    expect((await hold(service, d!.id, address)).status).toBe(200);
    expect((await hold(service, a!.id, address)).status).toBe(429);
    // A hold that ran out no longer counts.
    await app.deps.db
      .update(slots)
      .set({ lockoutEnd: sql`now() - interval '1 second'` })
      .where(eq(slots.id, b!.id));
    expect((await hold(service, a!.id, address)).status).toBe(200);
  });

  it('counts nothing with rate limits off', async () => {
    const unlimited = await testApp({ rateLimitEnabled: false });
    try {
      const service = await createBookingService(unlimited, owner);
      const made = await createSlots(unlimited, owner, { serviceId: service.id, count: 4 });
      const address = clientAddress();
      for (const slot of made) {
        const answer = await publicRequest(
          unlimited,
          'POST',
          `${service.path}/holds`,
          { slotId: slot.id },
          address,
        );
        expect(answer.status).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});

describe('the other public booking writes', () => {
  it('limit quotes, contracts to sign, checkouts, releases and payment cancels per address', async () => {
    const service = await createBookingService(app, owner);
    const noHold = `${crypto.randomUUID()}.nothing`;
    const checkoutId = crypto.randomUUID();
    type Call = { method: 'POST' | 'DELETE'; url: string; payload?: object };
    const client = { fullName: 'Client Bot', email: 'bot@example.com', phone: '+1 555 0100' };
    const calls: Record<'quote' | 'contracts' | 'checkout' | 'release', Call> = {
      quote: {
        method: 'POST',
        url: `/api/public/businesses/${owner.business.slug}/quote`,
        payload: { serviceSlug: service.slug, packageId: service.packageId },
      },
      contracts: {
        method: 'POST',
        url: `${service.path}/contracts`,
        payload: { ...client, holdToken: noHold, packageId: service.packageId },
      },
      checkout: {
        method: 'POST',
        url: `${service.path}/checkout`,
        payload: { ...client, holdToken: noHold, packageId: service.packageId },
      },
      release: { method: 'DELETE', url: `/api/public/holds/${noHold}` },
    };
    for (const kind of ['quote', 'contracts', 'checkout', 'release'] as const) {
      const address = clientAddress();
      const { method, url, payload } = calls[kind];
      for (let index = 0; index < bookingLimits[kind].limit; index += 1) {
        const answer = await publicRequest(app, method, url, payload, address);
        expect(answer.status, `${kind} ${index}`).not.toBe(429);
      }
      const refused = await publicRequest<Problem>(app, method, url, payload, address);
      expect(refused.status, kind).toBe(429);
      expect(refused.body.detail).toMatch(/^Too many booking requests from your network/);
    }
    // Cancelling a payment shares the release limit.
    const address = clientAddress();
    for (let index = 0; index < bookingLimits.release.limit; index += 1) {
      await publicRequest(app, 'DELETE', `/api/public/holds/${noHold}`, undefined, address);
    }
    const cancel = await publicRequest(
      app,
      'POST',
      `/api/public/checkouts/${checkoutId}/cancel`,
      {},
      address,
    );
    expect(cancel.status).toBe(429);
  });
});
