// Shoots inserted straight into the tables (customers, orders, slots), for the home list tests:
// the list only reads these rows, whatever created them.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { customers } from '../customers/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { orders } from './schema.ts';

export type ListShootInput = {
  businessId: string;
  serviceId: string;
  fullName?: string;
  /** null: no date yet (and no slot). */
  startTime?: Date | null;
  createdAt?: Date;
  grandTotal?: number;
  amountPaid?: number;
  nextDueAt?: Date | null;
  status?: 'ACTIVE' | 'CANCELED';
  /** Whether a dated shoot gets its BOOKED slot row (default true). */
  withSlot?: boolean;
};

export async function insertListShoot(
  app: FastifyInstance,
  input: ListShootInput,
): Promise<string> {
  const { db } = app.deps;
  const suffix = crypto.randomBytes(5).toString('hex');
  const email = `client-${suffix}@example.com`;
  const [customer] = await db
    .insert(customers)
    .values({
      businessId: input.businessId,
      fullName: input.fullName ?? `Client ${suffix}`,
      email,
      emailKey: email,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('customer insert returned nothing');
  const id = `O${crypto.randomBytes(8).toString('hex').toUpperCase().slice(0, 10)}`;
  const startTime = input.startTime ?? null;
  await db.insert(orders).values({
    id,
    businessId: input.businessId,
    customerId: customer.id,
    serviceId: input.serviceId,
    fullName: input.fullName ?? `Client ${suffix}`,
    email,
    startTime,
    durationMinutes: 60,
    grandTotal: input.grandTotal ?? 10_000,
    totalFee: input.grandTotal ?? 10_000,
    amountPaid: input.amountPaid ?? 0,
    nextDueAt: input.nextDueAt ?? null,
    status: input.status ?? 'ACTIVE',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  if (startTime && input.withSlot !== false) {
    const [date] = await db
      .insert(serviceDates)
      .values({
        businessId: input.businessId,
        serviceId: input.serviceId,
        date: startTime.toISOString().slice(0, 10),
      })
      .returning({ id: serviceDates.id });
    if (!date) throw new Error('date insert returned nothing');
    await db.insert(slots).values({
      businessId: input.businessId,
      serviceId: input.serviceId,
      serviceDateId: date.id,
      startTime,
      endTime: new Date(startTime.getTime() + 60 * 60_000),
      status: 'BOOKED',
      orderId: id,
    });
  }
  return id;
}
