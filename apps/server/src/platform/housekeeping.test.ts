// Housekeeping trims what can no longer matter and keeps everything still in use.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { oneTimeTokens, refreshTokens } from '../modules/accounts/schema.ts';
import { paymentEvents } from '../modules/payments/schema.ts';
import { createOwner } from '../test/factories/owner.ts';
import { testApp } from '../test/harness.ts';
import { housekeepingTasks } from '../workers.ts';
import { runHousekeeping } from './housekeeping.ts';
import { rateLimits } from './rate-limit-schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const hash = () => crypto.randomBytes(16).toString('hex');

describe('runHousekeeping', () => {
  it('deletes tokens expired over a day ago, old rate-limit windows and Stripe event ids, and keeps the rest', async () => {
    const { db } = app.deps;
    const { accountId } = await createOwner(app);
    const familyId = crypto.randomUUID();
    const refresh = await db
      .insert(refreshTokens)
      .values([
        { accountId, familyId, tokenHash: hash(), expiresAt: ago(3) },
        { accountId, familyId, tokenHash: hash(), expiresAt: ago(0.5) },
        { accountId, familyId, tokenHash: hash(), expiresAt: ago(-30) },
      ])
      .returning({ id: refreshTokens.id });
    const links = await db
      .insert(oneTimeTokens)
      .values([
        { accountId, purpose: 'RESET_PASSWORD', tokenHash: hash(), expiresAt: ago(2) },
        { accountId, purpose: 'CONFIRM_EMAIL', tokenHash: hash(), expiresAt: ago(-1) },
      ])
      .returning({ id: oneTimeTokens.id });
    const oldKey = `test:${hash()}`;
    const freshKey = `test:${hash()}`;
    await db.insert(rateLimits).values([
      { key: oldKey, windowStart: ago(2), hits: 3 },
      { key: freshKey, windowStart: new Date(), hits: 1 },
    ]);

    const businessId = (await createOwner(app)).businessId;
    const oldEvent = `evt_${hash()}`;
    const recentEvent = `evt_${hash()}`;
    await db.insert(paymentEvents).values([
      { id: oldEvent, businessId, type: 'checkout.session.completed', receivedAt: ago(32) },
      { id: recentEvent, businessId, type: 'checkout.session.completed', receivedAt: ago(29) },
    ]);

    await runHousekeeping(db, housekeepingTasks);

    const leftRefresh = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        inArray(
          refreshTokens.id,
          refresh.map((row) => row.id),
        ),
      );
    expect(leftRefresh.map((row) => row.id).sort()).toEqual(
      [refresh[1]?.id, refresh[2]?.id].sort(),
    );
    const leftLinks = await db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        inArray(
          oneTimeTokens.id,
          links.map((row) => row.id),
        ),
      );
    expect(leftLinks.map((row) => row.id)).toEqual([links[1]?.id]);
    const keys = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [oldKey, freshKey]));
    expect(keys.map((row) => row.key)).toEqual([freshKey]);
    const events = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(inArray(paymentEvents.id, [oldEvent, recentEvent]));
    expect(events.map((row) => row.id)).toEqual([recentEvent]);
  });
});
