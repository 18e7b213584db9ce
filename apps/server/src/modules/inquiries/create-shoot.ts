// POST /api/inquiries/{id}/create-shoot: the shoot form, sent from an inquiry. The shoot is made by
// the shoot form's own code path (createShootInTransaction) and, in the same transaction, the
// inquiry is linked to it, marked read and gets its CREATED_SHOOT activity, and its automatic
// emails not sent yet stop (the shoot has its own): all or nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateShootFromInquiryRequest } from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../orders/activities.ts';
import { createShootInTransaction } from '../orders/service.ts';
import { recordInquiryActivity } from './activities.ts';
import { inquiryLifecycle } from './inquiry-lifecycle.ts';
import { inquiries } from './schema.ts';

type CreateShootFromInquiryInput = z.output<typeof ZCreateShootFromInquiryRequest>;

/**
 * One shoot per inquiry: the inquiry row is locked first, so of two requests for one inquiry the
 * second waits, then finds the shoot and answers 409 (nothing of its own is written). Returns the
 * new order id.
 */
export async function createShootFromInquiry(
  db: Database,
  input: {
    businessId: string;
    inquiryId: string;
    actor: Actor;
    request: CreateShootFromInquiryInput;
  },
): Promise<string> {
  const { businessId, inquiryId, actor } = input;
  const { serviceId, ...shoot } = input.request;
  const thisInquiry = and(
    eq(inquiries.businessId, businessId),
    eq(inquiries.id, inquiryId),
    isNull(inquiries.deletedAt),
  );
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ orderId: inquiries.orderId })
      .from(inquiries)
      .where(thisInquiry)
      .limit(1)
      .for('update');
    if (!inquiry) throw AppError.notFound(messages.inquiryNotFound);
    if (inquiry.orderId !== null) throw new AppError('CONFLICT', messages.inquiryShootExists);

    const orderId = await createShootInTransaction(tx, {
      businessId,
      serviceId,
      actor,
      request: shoot,
    });
    await tx
      .update(inquiries)
      .set({ orderId, isRead: true, updatedAt: new Date() })
      .where(thisInquiry);
    await recordInquiryActivity(tx, {
      businessId,
      inquiryId,
      type: 'CREATED_SHOOT',
      actor,
      summary: `Created a shoot for ${shoot.fullName}`,
    });
    await inquiryLifecycle().becameShoot(tx, { businessId, inquiryId });
    return orderId;
  });
}
