// Turning one due email task into one outbox row. The caller holds the task's row (locked by the
// sender's claim, or new in the transaction that planned it); the email is composed, enqueued and
// the task marked sent in the caller's transaction, so a task becomes exactly one outbox row.
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ComposeInput, EmailComposer } from '../emails/compose.ts';
import { recordActivity } from '../orders/activities.ts';
import type { FlowTaskRow } from './presenter.ts';
import { flowTasks } from './schema.ts';

export type SendOutcome = { outboxId: string } | { error: string };

function templateOf(task: FlowTaskRow): ComposeInput['template'] {
  if (task.customSubject !== null && task.customContent !== null) {
    return { subject: task.customSubject, content: task.customContent };
  }
  if (!task.emailTemplateId)
    throw new AppError('VALIDATION', messages.flowTaskEmailTemplateRequired);
  return { templateId: task.emailTemplateId };
}

/**
 * Sends the task's email now. An email that cannot be made (its template deleted, no recipient)
 * marks the task with the reason, shown as FAILED on its shoot or inquiry, where the owner can
 * fix it and send again; the rest of the caller's transaction goes on.
 */
export async function sendTask(
  tx: Transaction,
  task: FlowTaskRow,
  input: {
    now: Date;
    composer: EmailComposer;
    log?: { warn(object: object, message: string): void };
  },
): Promise<SendOutcome> {
  const about = task.orderId ? { orderId: task.orderId } : { inquiryId: task.inquiryId ?? '' };
  const thisUnsentTask = and(
    eq(flowTasks.id, task.id),
    eq(flowTasks.businessId, task.businessId),
    isNull(flowTasks.outboxId),
  );
  try {
    // A savepoint: a failure leaves the caller's transaction usable for the next task.
    const outboxId = await tx.transaction(async (savepoint) => {
      const email = await input.composer.compose(savepoint, {
        businessId: task.businessId,
        about,
        template: templateOf(task),
      });
      const id = await input.composer.enqueue(savepoint, { businessId: task.businessId, email });
      const marked = await savepoint
        .update(flowTasks)
        .set({
          outboxId: id,
          sentAt: input.now,
          sendError: null,
          status: 'COMPLETE',
          completedAt: input.now,
          updatedAt: input.now,
        })
        .where(thisUnsentTask)
        .returning({ id: flowTasks.id });
      // Sent meanwhile by someone holding the row: this email must not go too.
      if (marked.length === 0) throw new AppError('CONFLICT', messages.flowTaskAlreadySent);
      if (task.orderId) {
        await recordActivity(savepoint, {
          businessId: task.businessId,
          orderId: task.orderId,
          type: 'SEND_MAIL',
          // The business sends it: its name is the email's sender name, already read to compose it.
          actor: { accountId: null, name: email.fromName },
          summary: `Sent the email “${task.name}” to ${email.to}`,
        });
      }
      return id;
    });
    return { outboxId };
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return { error: error.message };
    const reason = error instanceof AppError ? error.message : messages.flowTaskComposeFailed;
    if (!(error instanceof AppError)) {
      input.log?.warn({ err: error, flowTaskId: task.id }, 'could not make the email of a task');
    }
    await tx
      .update(flowTasks)
      .set({ sendError: reason, updatedAt: input.now })
      .where(thisUnsentTask);
    return { error: reason };
  }
}
