// A client's inquiry: sent through the public form, or inserted directly (with a note and an
// activity when asked) as that form would leave it.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inquiries, inquiryActivities, inquiryNotes } from '../../modules/inquiries/schema.ts';
import { newInquiryId } from '../../modules/inquiries/service.ts';
import { clientAddress } from './booking.ts';
import type { Owner } from './owner.ts';

export type SentInquiry = { inquiryId: string; email: string };

/** The basic form's four answers (business-wide, or a service's without its own questionnaire). */
export async function sendInquiry(
  app: FastifyInstance,
  owner: Owner,
  input: { serviceSlug?: string | null; fullName?: string; phone?: string; message?: string } = {},
): Promise<SentInquiry> {
  const email = `client-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/inquiries`,
    // Each from its own address: the public forms are rate limited per address.
    remoteAddress: clientAddress(),
    payload: {
      serviceSlug: input.serviceSlug ?? null,
      answers: {
        fullName: input.fullName ?? 'Grace Hopper',
        email,
        phone: input.phone ?? '+1 555 0101',
        message: input.message ?? 'A family shoot in May?',
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`inquiry answered ${res.statusCode}: ${res.body}`);
  return { inquiryId: res.json<{ inquiryId: string }>().inquiryId, email };
}

export type InquiryOptions = {
  serviceId?: string | null;
  /** Default now; the note and the activity are made at the same moment. */
  createdAt?: Date;
  isDeleted?: boolean;
  note?: string;
  activity?: string;
};

/** An inquiry of the contact (its name, email and phone copied), inserted directly. */
export async function createInquiry(
  app: FastifyInstance,
  owner: Pick<Owner, 'businessId' | 'email'>,
  customer: { id: string; fullName: string; email: string; phone?: string },
  options: InquiryOptions = {},
): Promise<string> {
  const { db } = app.deps;
  const id = newInquiryId();
  const createdAt = options.createdAt ?? new Date();
  await db.insert(inquiries).values({
    id,
    businessId: owner.businessId,
    serviceId: options.serviceId ?? null,
    customerId: customer.id,
    fullName: customer.fullName,
    email: customer.email,
    phone: customer.phone,
    deletedAt: options.isDeleted ? new Date() : null,
    createdAt,
  });
  if (options.note) {
    await db.insert(inquiryNotes).values({
      businessId: owner.businessId,
      inquiryId: id,
      body: options.note,
      authorName: owner.email,
      createdAt,
    });
  }
  if (options.activity) {
    await db.insert(inquiryActivities).values({
      businessId: owner.businessId,
      inquiryId: id,
      type: 'CREATE_INQUIRY',
      actorName: customer.fullName,
      summary: options.activity,
      createdAt,
    });
  }
  return id;
}
