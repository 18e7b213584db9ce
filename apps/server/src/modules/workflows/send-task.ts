// Turning one due email task into one outbox row (a contract task: one signing email per contract
// not sent yet, the task pointing at the last). The caller holds the task's row (locked by the
// sender's claim, or new in the transaction that planned it); the email is composed, enqueued and
// the task marked sent in the caller's transaction, so a task becomes exactly one outbox row.
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sendUnsentContracts } from '../contracts/service.ts';
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

type Sent = { outboxId: string; fromName: string; summary: string };

async function sendEmailOfTask(
  tx: Transaction,
  task: FlowTaskRow,
  composer: EmailComposer,
): Promise<Sent> {
  const about = task.orderId ? { orderId: task.orderId } : { inquiryId: task.inquiryId ?? '' };
  const email = await composer.compose(tx, {
    businessId: task.businessId,
    about,
    template: templateOf(task),
  });
  const outboxId = await composer.enqueue(tx, { businessId: task.businessId, email });
  // The business sends it: its name is the email's sender name, already read to compose it.
  return {
    outboxId,
    fromName: email.fromName,
    summary: `Sent the email “${task.name}” to ${email.to}`,
  };
}

/** A contract task sends each contract of the shoot not sent yet, one signing email each. */
async function sendContractsOfTask(
  tx: Transaction,
  task: FlowTaskRow,
  composer: EmailComposer,
): Promise<Sent> {
  if (!task.orderId) throw new AppError('VALIDATION', messages.flowTaskNoContracts);
  const sent = await sendUnsentContracts(tx, {
    businessId: task.businessId,
    orderId: task.orderId,
    composer,
    actorName: task.name,
    ...(task.customSubject !== null && task.customContent !== null
      ? { text: { subject: task.customSubject, content: task.customContent } }
      : { emailTemplateId: task.emailTemplateId }),
  });
  const last = sent.at(-1);
  if (!last) throw new AppError('VALIDATION', messages.flowTaskNoContracts);
  const what = sent.length === 1 ? 'the contract' : `${sent.length} contracts`;
  return { ...last, summary: `Sent ${what} to sign (“${task.name}”)` };
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
  const thisUnsentTask = and(
    eq(flowTasks.id, task.id),
    eq(flowTasks.businessId, task.businessId),
    isNull(flowTasks.outboxId),
  );
  try {
    // A savepoint: a failure leaves the caller's transaction usable for the next task.
    const outboxId = await tx.transaction(async (savepoint) => {
      const sent =
        task.type === 'SEND_CONTRACT'
          ? await sendContractsOfTask(savepoint, task, input.composer)
          : await sendEmailOfTask(savepoint, task, input.composer);
      const id = sent.outboxId;
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
          actor: { accountId: null, name: sent.fromName },
          summary: sent.summary,
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
