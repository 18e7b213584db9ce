// Test rows for the packages and availability tests: services and slots inserted directly, so
// these tests do not depend on the services and scheduling modules' routes.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';

export async function insertService(
  app: FastifyInstance,
  input: {
    businessId: string;
    kind?: 1 | 2 | 3;
    name?: string;
    durationMinutes?: number;
    bufferMinutes?: number;
  },
): Promise<{ id: string; name: string }> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const name = input.name ?? `Session ${suffix}`;
  const [row] = await app.deps.db
    .insert(services)
    .values({
      businessId: input.businessId,
      number: crypto.randomInt(1, 2_000_000_000),
      kind: input.kind ?? 2,
      name,
      slug: `session-${suffix}`,
      color: '#2F5D50',
      durationMinutes: input.durationMinutes ?? 60,
      bufferMinutes: input.bufferMinutes ?? 0,
    })
    .returning({ id: services.id, name: services.name });
  if (!row) throw new Error('service insert returned nothing');
  return row;
}

/** One slot of a (new) mini-session date, as the scheduling module would store it. */
export async function insertSlot(
  app: FastifyInstance,
  input: {
    businessId: string;
    serviceId: string;
    start: string;
    minutes: number;
    status: 'AVAILABLE' | 'BOOKED' | 'BOOKING' | 'SHOOTED';
    lockoutEnd?: Date | null;
  },
): Promise<void> {
  const { db } = app.deps;
  const [date] = await db
    .insert(serviceDates)
    .values({
      businessId: input.businessId,
      serviceId: input.serviceId,
      date: input.start.slice(0, 10),
    })
    .returning({ id: serviceDates.id });
  if (!date) throw new Error('date insert returned nothing');
  const startTime = new Date(input.start);
  await db.insert(slots).values({
    businessId: input.businessId,
    serviceId: input.serviceId,
    serviceDateId: date.id,
    startTime,
    endTime: new Date(startTime.getTime() + input.minutes * 60_000),
    status: input.status,
    lockoutEnd: input.lockoutEnd ?? null,
    orderId: input.status === 'BOOKED' || input.status === 'SHOOTED' ? `O${suffixNumber()}` : null,
  });
}

function suffixNumber(): number {
  return crypto.randomInt(1, 1_000_000_000);
}
