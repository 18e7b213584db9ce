// Factories for inquiry tests: a client's inquiry sent through the public form, as the booking
// pages send it.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Owner } from '../../test/factories.ts';
import { clientAddress } from '../booking/test-factories.ts';

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
