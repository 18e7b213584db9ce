// Factories for search tests: clients, shoots and inquiries inserted directly (as the contacts,
// shoot form and inquiry form would leave them), with the names, emails, phones and moments a
// test needs.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Owner } from '../../test/factories.ts';
import { customers } from '../customers/schema.ts';
import { emailKeyOf } from '../customers/service.ts';
import { inquiries } from '../inquiries/schema.ts';
import { newInquiryId } from '../inquiries/service.ts';
import { orders } from '../orders/schema.ts';
import { newOrderId } from '../orders/service.ts';
import { services } from '../services/schema.ts';

export type Person = { fullName: string; email?: string; phone?: string; createdAt?: Date };
export type Client = { id: string; fullName: string; email: string; phone: string };

export function uniqueMail(local: string): string {
  return `${local}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

export async function insertClient(
  app: FastifyInstance,
  owner: Owner,
  person: Person,
): Promise<Client> {
  const email = person.email ?? uniqueMail('client');
  const [row] = await app.deps.db
    .insert(customers)
    .values({
      businessId: owner.businessId,
      fullName: person.fullName,
      email,
      emailKey: emailKeyOf(email),
      phone: person.phone ?? '',
      ...(person.createdAt ? { createdAt: person.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  return { id: row.id, fullName: row.fullName, email: row.email, phone: row.phone };
}

export async function insertService(
  app: FastifyInstance,
  owner: Owner,
  input: { name: string; color: string },
): Promise<string> {
  const number = crypto.randomInt(1, 2 ** 30);
  const [row] = await app.deps.db
    .insert(services)
    .values({
      businessId: owner.businessId,
      number,
      kind: 2,
      name: input.name,
      slug: `service-${number}`,
      color: input.color,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('service insert returned nothing');
  return row.id;
}

/** A shoot of the client (its own name, email and phone copied, as the shoot form does). */
export async function insertShoot(
  app: FastifyInstance,
  owner: Owner,
  client: Client,
  input: { serviceId: string; status?: 'ACTIVE' | 'CANCELED'; createdAt?: Date },
): Promise<string> {
  const id = newOrderId();
  await app.deps.db.insert(orders).values({
    id,
    businessId: owner.businessId,
    customerId: client.id,
    serviceId: input.serviceId,
    fullName: client.fullName,
    email: client.email,
    phone: client.phone,
    status: input.status ?? 'ACTIVE',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return id;
}

export async function insertInquiry(
  app: FastifyInstance,
  owner: Owner,
  client: Client,
  input: { serviceId?: string | null; isDeleted?: boolean; createdAt?: Date } = {},
): Promise<string> {
  const id = newInquiryId();
  await app.deps.db.insert(inquiries).values({
    id,
    businessId: owner.businessId,
    serviceId: input.serviceId ?? null,
    customerId: client.id,
    fullName: client.fullName,
    email: client.email,
    phone: client.phone,
    deletedAt: input.isDeleted ? new Date() : null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return id;
}

/** A moment `minutes` ago: tests order rows by creation without waiting. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}
