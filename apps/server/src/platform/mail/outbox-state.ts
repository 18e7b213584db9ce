// What became of outbox rows, for the module that enqueued them, and setting a failed one back.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox, type outboxStatuses } from './schema.ts';

export type OutboxState = {
  status: (typeof outboxStatuses)[number];
  lastError: string | null;
  sentAt: Date | null;
};

/** The business's outbox rows by id. */
export async function outboxStatesOf(
  executor: Executor,
  input: { businessId: string; ids: readonly string[] },
): Promise<Map<string, OutboxState>> {
  const states = new Map<string, OutboxState>();
  if (input.ids.length === 0) return states;
  const rows = await executor
    .select({
      id: emailOutbox.id,
      status: emailOutbox.status,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.businessId, input.businessId), inArray(emailOutbox.id, [...input.ids])),
    );
  for (const { id, ...state } of rows) states.set(id, state);
  return states;
}

/**
 * A FAILED or UNCERTAIN row back to NEW with fresh tries, sent as soon as a worker is free; its
 * Message-ID is kept, so a receiver that got an uncertain one can drop the second copy.
 */
export async function retryOutboxRow(
  executor: Executor,
  input: { businessId: string; id: string },
): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({ status: 'NEW', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(
      and(
        eq(emailOutbox.id, input.id),
        eq(emailOutbox.businessId, input.businessId),
        inArray(emailOutbox.status, ['FAILED', 'UNCERTAIN']),
      ),
    );
}
