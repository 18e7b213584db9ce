// Factories for contact tests: contacts through the API, inquiries (with notes and activities)
// inserted directly, as a client's form would leave them.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TCustomer, TSaveCustomerRequest } from '@studio/shared/customers/contracts';
import type { Owner } from '../../test/factories.ts';
import { inquiries, inquiryActivities, inquiryNotes } from '../inquiries/schema.ts';
import { newInquiryId } from '../inquiries/service.ts';

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

/** An inquiry of the contact, optionally with a note and an activity, at the given moment. */
export async function createInquiryOf(
  app: FastifyInstance,
  owner: Owner,
  customer: Pick<TCustomer, 'id' | 'fullName' | 'email'>,
  options: { note?: string; activity?: string; at?: Date; serviceId?: string } = {},
): Promise<string> {
  const { db } = app.deps;
  const id = newInquiryId();
  const at = options.at ?? new Date();
  await db.insert(inquiries).values({
    id,
    businessId: owner.businessId,
    serviceId: options.serviceId ?? null,
    customerId: customer.id,
    fullName: customer.fullName,
    email: customer.email,
    createdAt: at,
  });
  if (options.note) {
    await db.insert(inquiryNotes).values({
      businessId: owner.businessId,
      inquiryId: id,
      body: options.note,
      authorName: owner.email,
      createdAt: at,
    });
  }
  if (options.activity) {
    await db.insert(inquiryActivities).values({
      businessId: owner.businessId,
      inquiryId: id,
      type: 'CREATE_INQUIRY',
      actorName: customer.fullName,
      summary: options.activity,
      createdAt: at,
    });
  }
  return id;
}
