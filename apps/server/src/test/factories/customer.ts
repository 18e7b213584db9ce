// A client of the business: the contact fields a form sends, a contact made through the API, and
// contacts inserted directly (one, or a crowd in one statement).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TCustomer, TSaveCustomerRequest } from '@studio/shared/customers/contracts';
import { customers } from '../../modules/customers/schema.ts';
import { emailKeyOf } from '../../modules/customers/service.ts';
import type { Owner } from './owner.ts';

type Tenant = Pick<Owner, 'businessId'>;

export type Person = { fullName: string; email?: string; phone?: string; createdAt?: Date };
export type Client = { id: string; fullName: string; email: string; phone: string };

export function uniqueMail(local: string): string {
  return `${local}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

/** A client's name, email and phone as the contact, shoot and checkout forms send them. */
export function contactFields(overrides: Partial<TSaveCustomerRequest> = {}): TSaveCustomerRequest {
  const suffix = crypto.randomBytes(4).toString('hex');
  return {
    fullName: `Client ${suffix}`,
    email: `client-${suffix}@example.com`,
    phone: '+1 555 0100',
    ...overrides,
  };
}

/** A contact made through POST /api/customers; throws when the API refuses. */
export async function createContact(
  app: FastifyInstance,
  owner: Owner,
  overrides: Partial<TSaveCustomerRequest> = {},
): Promise<TCustomer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: owner.headers,
    payload: contactFields(overrides),
  });
  if (res.statusCode !== 201)
    throw new Error(`create contact answered ${res.statusCode}: ${res.body}`);
  return res.json<TCustomer>();
}

/** A contact inserted directly, as a form would leave it. */
export async function insertClient(
  app: FastifyInstance,
  owner: Tenant,
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

/**
 * `count` clients in one statement, `${name} 1` to `${name} ${count}` (the last the newest, a
 * minute apart), with the email `${local}{n}${domain}`: more matches than a cap allows.
 */
export async function insertClientCrowd(
  app: FastifyInstance,
  owner: Tenant,
  crowd: { count: number; name: string; local: string; domain: string },
): Promise<void> {
  await app.deps.db.execute(sql`
    insert into customers (business_id, full_name, email, email_key, created_at)
    select ${owner.businessId}, ${crowd.name} || ' ' || g, e.email, e.email,
      now() - (2000 - g) * interval '1 minute'
    from generate_series(1, ${crowd.count}::int) g,
      lateral (select ${crowd.local} || g || ${crowd.domain} as email) e`);
}
