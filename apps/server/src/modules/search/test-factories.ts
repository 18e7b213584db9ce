// Factories for search tests: clients, shoots and inquiries inserted directly (as the contacts,
// shoot form and inquiry form would leave them), with the names, emails, phones and moments a
// test needs.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TSearchCounts, TSearchPage } from '@studio/shared/search/contracts';
import { apiClient } from '../../test/api-client.ts';
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

type ShootInput = { serviceId: string; status?: 'ACTIVE' | 'CANCELED'; createdAt?: Date };

/** A shoot's row for the client (its own name, email and phone copied, as the shoot form does). */
function shootRow(owner: Owner, client: Client, input: ShootInput): typeof orders.$inferInsert {
  return {
    id: newOrderId(),
    businessId: owner.businessId,
    customerId: client.id,
    serviceId: input.serviceId,
    fullName: client.fullName,
    email: client.email,
    phone: client.phone,
    status: input.status ?? 'ACTIVE',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  };
}

/** A shoot of the client. */
export async function insertShoot(
  app: FastifyInstance,
  owner: Owner,
  client: Client,
  input: ShootInput,
): Promise<string> {
  const row = shootRow(owner, client, input);
  await app.deps.db.insert(orders).values(row);
  return row.id;
}

/** A shoot of each of the owner's clients, as old as its client, in one statement: a crowd. */
export async function insertShootOfEachClient(
  app: FastifyInstance,
  owner: Owner,
  serviceId: string,
): Promise<void> {
  const { db } = app.deps;
  const clients = await db
    .select({
      id: customers.id,
      fullName: customers.fullName,
      email: customers.email,
      phone: customers.phone,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.businessId, owner.businessId));
  await db
    .insert(orders)
    .values(
      clients.map((client) => shootRow(owner, client, { serviceId, createdAt: client.createdAt })),
    );
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

/**
 * `count` clients in one statement, `${name} 1` to `${name} ${count}` (the last the newest, a
 * minute apart), with the email `${local}{n}${domain}`: more matches than a cap allows.
 */
export async function insertClientCrowd(
  app: FastifyInstance,
  owner: Owner,
  crowd: { count: number; name: string; local: string; domain: string },
): Promise<void> {
  await app.deps.db.execute(sql`
    insert into customers (business_id, full_name, email, email_key, created_at)
    select ${owner.businessId}, ${crowd.name} || ' ' || g, e.email, e.email,
      now() - (2000 - g) * interval '1 minute'
    from generate_series(1, ${crowd.count}::int) g,
      lateral (select ${crowd.local} || g || ${crowd.domain} as email) e`);
}

/** A moment `minutes` ago: tests order rows by creation without waiting. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

/** The owner's global search through the API: a page, its rows' names, every page, the counts. */
export function searchClient(app: FastifyInstance, owner: Owner) {
  const api = apiClient(app, owner);
  const page = async (search: string, type = 'all', page = 1) => {
    const query = new URLSearchParams({ search, type, page: String(page) });
    const res = await api.get<TSearchPage>(`/api/search?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  return {
    page,
    names: async (search: string, type = 'all', number = 1) =>
      (await page(search, type, number)).items.map((item) => `${item.type}:${item.customerName}`),
    /** Every page in turn, until one says no more follow. */
    all: async (search: string, type = 'all') => {
      const items: TSearchPage['items'] = [];
      for (let number = 1; ; number++) {
        const next = await page(search, type, number);
        items.push(...next.items);
        if (!next.hasMore) return items;
      }
    },
    counts: async (search: string) => {
      const res = await api.get<TSearchCounts>(
        `/api/search/count?${new URLSearchParams({ search })}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
    raw: (url: string) => api.get(url),
  };
}
