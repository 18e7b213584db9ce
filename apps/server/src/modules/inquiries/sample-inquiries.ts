// Inquiries the product writes itself (the demo data): recorded like a client's, joined to the
// contact with the same email, but nothing is sent and no one is notified; and deleted for real.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { findOrCreateCustomer } from '../customers/service.ts';
import { recordInquiryActivity } from './activities.ts';
import { newInquiryId } from './service.ts';
import { inquiries } from './schema.ts';

export async function recordSampleInquiry(
  tx: Transaction,
  input: {
    businessId: string;
    serviceId: string | null;
    serviceName: string | null;
    contact: { fullName: string; email: string; phone: string };
    answers: TStoredAnswer[];
  },
): Promise<{ inquiryId: string; customerId: string }> {
  const { businessId, contact } = input;
  const customer = await findOrCreateCustomer(tx, { businessId, ...contact });
  const inquiryId = newInquiryId();
  await tx.insert(inquiries).values({
    id: inquiryId,
    businessId,
    serviceId: input.serviceId,
    customerId: customer.id,
    ...contact,
    answers: input.answers,
  });
  await recordInquiryActivity(tx, {
    businessId,
    inquiryId,
    type: 'CREATE_INQUIRY',
    actor: { accountId: null, name: contact.fullName },
    summary: input.serviceName ? `Sent an inquiry about ${input.serviceName}` : 'Sent an inquiry',
  });
  return { inquiryId, customerId: customer.id };
}

/** Deletes the named inquiries of the business for real (their notes and activity go with them). */
export async function removeInquiries(
  tx: Transaction,
  input: { businessId: string; inquiryIds: readonly string[] },
): Promise<void> {
  if (input.inquiryIds.length === 0) return;
  await tx
    .delete(inquiries)
    .where(
      and(eq(inquiries.businessId, input.businessId), inArray(inquiries.id, [...input.inquiryIds])),
    );
}

/** Whether the business has a live inquiry other than the named ones (a client wrote in). */
export async function hasInquiry(
  executor: Executor,
  input: { businessId: string; exceptIds: readonly string[] },
): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.businessId, input.businessId),
        isNull(inquiries.deletedAt),
        input.exceptIds.length > 0 ? notInArray(inquiries.id, [...input.exceptIds]) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
