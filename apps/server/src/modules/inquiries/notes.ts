// The photographer's notes on an inquiry: added one at a time, never edited, listed oldest first so
// the newest ends the list (as a conversation reads).
import { and, desc, eq } from 'drizzle-orm';
import type { TInquiryNote } from '@studio/shared/inquiries/contracts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../orders/activities.ts';
import { presentInquiryNote } from './presenter.ts';
import { inquiryNotes } from './schema.ts';

type InquiryTarget = { businessId: string; inquiryId: string };

/**
 * The most notes GET answers: the newest ones, still oldest first. An inquiry is a short
 * conversation; the bound keeps the answer small whatever happens.
 */
export const INQUIRY_NOTES_SHOWN = 200;

/** The caller has checked that the inquiry is the tenant's. */
export async function listInquiryNotes(
  db: Database,
  target: InquiryTarget,
): Promise<TInquiryNote[]> {
  const rows = await db
    .select()
    .from(inquiryNotes)
    .where(
      and(
        eq(inquiryNotes.businessId, target.businessId),
        eq(inquiryNotes.inquiryId, target.inquiryId),
      ),
    )
    .orderBy(desc(inquiryNotes.createdAt), desc(inquiryNotes.id))
    .limit(INQUIRY_NOTES_SHOWN);
  return rows.reverse().map(presentInquiryNote);
}

export async function addInquiryNote(
  db: Database,
  input: InquiryTarget & { actor: Actor; body: string },
): Promise<TInquiryNote> {
  const [row] = await db
    .insert(inquiryNotes)
    .values({
      businessId: input.businessId,
      inquiryId: input.inquiryId,
      body: input.body,
      authorAccountId: input.actor.accountId,
      authorName: input.actor.name,
    })
    .returning();
  if (!row) throw new Error('inquiry note insert returned nothing');
  return presentInquiryNote(row);
}
