// Factories for scheduling tests: services are inserted directly (the services module owns their
// creation), slot states are set directly (bookings arrive with the shoots module).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceKinds } from '@studio/shared/enums';
import type { Owner } from '../../test/factories.ts';
import { businesses } from '../businesses/schema.ts';
import { services } from '../services/schema.ts';
import { slots } from './schema.ts';

export async function createServiceRow(
  app: FastifyInstance,
  owner: Owner,
  input: { kind?: number; name?: string; color?: string } = {},
): Promise<{ id: string; name: string; color: string }> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [row] = await app.deps.db
    .insert(services)
    .values({
      businessId: owner.businessId,
      number: crypto.randomInt(1, 2_000_000_000),
      kind: input.kind ?? serviceKinds.MINI_SESSION,
      name: input.name ?? `Mini ${suffix}`,
      slug: `mini-${suffix}`,
      color: input.color ?? '#2F5D50',
    })
    .returning({ id: services.id, name: services.name, color: services.color });
  if (!row) throw new Error('service insert returned nothing');
  return row;
}

export async function setBusinessTimeZone(
  app: FastifyInstance,
  businessId: string,
  timeZone: string,
): Promise<void> {
  await app.deps.db.update(businesses).set({ timeZone }).where(eq(businesses.id, businessId));
}

const MINUTE = 60_000;

/** BOOKED, SHOOTED, a hold (BOOKING, lockoutEnd in 10 minutes) or an expired hold. */
export type SlotState = 'AVAILABLE' | 'BOOKED' | 'SHOOTED' | 'HELD' | 'EXPIRED_HOLD';

export async function setSlotState(
  app: FastifyInstance,
  slotId: string,
  state: SlotState,
): Promise<void> {
  const values =
    state === 'HELD'
      ? { status: 'BOOKING' as const, lockoutEnd: new Date(Date.now() + 10 * MINUTE) }
      : state === 'EXPIRED_HOLD'
        ? { status: 'BOOKING' as const, lockoutEnd: new Date(Date.now() - MINUTE) }
        : { status: state, lockoutEnd: null };
  await app.deps.db.update(slots).set(values).where(eq(slots.id, slotId));
}

export async function storedSlots(app: FastifyInstance, serviceDateId: string) {
  return app.deps.db
    .select()
    .from(slots)
    .where(eq(slots.serviceDateId, serviceDateId))
    .orderBy(slots.startTime);
}
