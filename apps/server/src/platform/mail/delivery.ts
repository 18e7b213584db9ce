// What happened to sent emails after they were queued: the worker's outcome, the opens and clicks
// tracking recorded, and the owner's retry of an email that failed.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notify } from '../../db/client.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';
import { emailOutbox, type outboxStatuses } from './schema.ts';

export type OutboxDelivery = {
  id: string;
  status: (typeof outboxStatuses)[number];
  lastError: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
  clickedAt: Date | null;
};

/** The business's outbox rows among `ids` (another business's ids are not answered). */
export async function outboxDeliveries(
  executor: Executor,
  input: { businessId: string; ids: string[] },
): Promise<OutboxDelivery[]> {
  if (input.ids.length === 0) return [];
  return executor
    .select({
      id: emailOutbox.id,
      status: emailOutbox.status,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
      openedAt: emailOutbox.openedAt,
      clickedAt: emailOutbox.clickedAt,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.businessId, input.businessId), inArray(emailOutbox.id, input.ids)));
}

/**
 * Queues a FAILED or UNCERTAIN email again, due now, with its Message-ID kept (a receiver that got
 * an uncertain one can drop the copy). The attempt count is kept too: it fences every write of a
 * try, so a lower number could let a long-dead try record over the new one. Answers whether the
 * row was in one of those states; a NEW, SENDING or DELIVERED row is left alone.
 */
export async function requeueFailedEmail(
  executor: Executor,
  input: { businessId: string; id: string },
): Promise<boolean> {
  const rows = await executor
    .update(emailOutbox)
    .set({ status: 'NEW', nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(
      and(
        eq(emailOutbox.id, input.id),
        eq(emailOutbox.businessId, input.businessId),
        inArray(emailOutbox.status, ['FAILED', 'UNCERTAIN']),
      ),
    )
    .returning({ id: emailOutbox.id });
  if (rows.length === 0) return false;
  await notify(executor, OUTBOX_CHANNEL);
  return true;
}

/** Records the first open of an email; later ones change nothing (no write). */
export async function recordEmailOpened(executor: Executor, id: string): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({ openedAt: sql`now()` })
    .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.openedAt)));
}

/** Records the first click of a link in an email; a click also proves it was opened. */
export async function recordEmailClicked(executor: Executor, id: string): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({ clickedAt: sql`now()`, openedAt: sql`coalesce(${emailOutbox.openedAt}, now())` })
    .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.clickedAt)));
}
