// The task list of one shoot or inquiry: reading it with each email's delivery status, adding,
// editing and removing tasks, marking them done, due times set by hand, pausing the automation,
// and sending one email now, as planned or as edited for this one send.
import { and, asc, eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { TFlowTask, TFlowTaskEmail, TFlowTaskList } from '@studio/shared/workflows/contracts';
import type { TSavedFlowTask } from '@studio/shared/workflows/requests';
import { notify, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { deliveryStatusesOf, retryDelivery, type EmailComposer } from '../emails/compose.ts';
import { requireInquiry } from '../inquiries/service.ts';
import { lockActiveOrder, requireOrder } from '../orders/service.ts';
import {
  FLOW_TASKS_CHANNEL,
  isPaused,
  ofSubject,
  replanSubject,
  subjectIdOf,
  type Subject,
} from './planning.ts';
import { presentFlowTask, type FlowTaskRow } from './presenter.ts';
import { flowPauses, flowTasks } from './schema.ts';
import { sendTask } from './send-task.ts';

type TaskTarget = { businessId: string; id: string };

/** An email task, or a contract task (its signing emails): both can be sent now or edited. */
function sendsEmail(row: FlowTaskRow): boolean {
  return row.type === 'SEND_EMAIL' || row.type === 'SEND_CONTRACT';
}

/** The email status a task shows: its outbox row's, or FAILED with the reason it was held. */
async function emailsOf(
  executor: Executor,
  businessId: string,
  rows: readonly FlowTaskRow[],
): Promise<Map<string, TFlowTaskEmail>> {
  const outboxIds = rows.flatMap((row) => (row.outboxId ? [row.outboxId] : []));
  const statuses = await deliveryStatusesOf(executor, { businessId, outboxIds });
  const emails = new Map<string, TFlowTaskEmail>();
  for (const row of rows) {
    const delivery = row.outboxId ? statuses.get(row.outboxId) : undefined;
    if (delivery) {
      emails.set(row.id, {
        status: delivery.status,
        reason: delivery.reason,
        isRetrying: delivery.isRetrying,
        sentAt: (delivery.sentAt ?? row.sentAt)?.toISOString() ?? null,
      });
    } else if (row.sendError !== null) {
      emails.set(row.id, {
        status: 'FAILED',
        reason: row.sendError,
        isRetrying: false,
        sentAt: null,
      });
    }
  }
  return emails;
}

async function present(executor: Executor, row: FlowTaskRow): Promise<TFlowTask> {
  const emails = await emailsOf(executor, row.businessId, [row]);
  return presentFlowTask(row, emails.get(row.id) ?? null);
}

async function requireSubject(executor: Executor, subject: Subject): Promise<void> {
  if ('orderId' in subject) await requireOrder(executor, subject);
  else await requireInquiry(executor, subject);
}

/** GET /api/flow-tasks/orders/{orderId} and /inquiries/{inquiryId}: in list order. */
export async function listSubjectTasks(db: Database, subject: Subject): Promise<TFlowTaskList> {
  await requireSubject(db, subject);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(flowTasks)
      .where(ofSubject(subject))
      .orderBy(asc(flowTasks.sortIndex), asc(flowTasks.createdAt), asc(flowTasks.id));
    const emails = await emailsOf(tx, subject.businessId, rows);
    return {
      isPaused: await isPaused(tx, subject),
      tasks: rows.map((row) => presentFlowTask(row, emails.get(row.id) ?? null)),
    };
  });
}

/** The tenant's task, or 404; `lock` holds it against the sender and other changes. */
export async function requireTask(
  executor: Executor,
  target: TaskTarget,
  options: { lock?: boolean } = {},
): Promise<FlowTaskRow> {
  const query = executor
    .select()
    .from(flowTasks)
    .where(and(eq(flowTasks.id, target.id), eq(flowTasks.businessId, target.businessId)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw AppError.notFound(messages.flowTaskNotFound);
  return row;
}

function subjectOfTask(row: FlowTaskRow): Subject {
  return row.orderId
    ? { businessId: row.businessId, orderId: row.orderId }
    : { businessId: row.businessId, inquiryId: row.inquiryId ?? '' };
}

function fieldsOf(request: TSavedFlowTask) {
  return {
    name: request.name,
    type: request.type,
    isAuto: request.isAuto,
    dependency: request.dependency,
    relativeTo: request.relativeTo,
    dueInterval: request.dueInterval,
    intervalUnit: request.intervalUnit,
    absoluteDueAt: request.absoluteDueAt ? new Date(request.absoluteDueAt) : null,
    emailTemplateId: request.emailTemplateId,
    isDueAtManual: request.dueAt !== null,
    ...(request.dueAt !== null ? { dueAt: new Date(request.dueAt) } : {}),
  };
}

/** The subject's changes run one at a time: a shoot's row is locked (409 when cancelled). */
async function lockSubject(tx: Transaction, subject: Subject): Promise<void> {
  if ('orderId' in subject) await lockActiveOrder(tx, subject);
  else await requireInquiry(tx, subject);
}

/** POST /api/flow-tasks/orders/{orderId} and /inquiries/{inquiryId}: a task at the end. */
export async function addTask(
  db: Database,
  input: { subject: Subject; request: TSavedFlowTask },
): Promise<TFlowTask> {
  const { subject } = input;
  return db.transaction(async (tx) => {
    await lockSubject(tx, subject);
    const rows = await tx
      .select({ sortIndex: flowTasks.sortIndex })
      .from(flowTasks)
      .where(ofSubject(subject));
    const sortIndex = rows.reduce((max, row) => Math.max(max, row.sortIndex + 1), 0);
    const [row] = await tx
      .insert(flowTasks)
      .values({
        businessId: subject.businessId,
        orderId: 'orderId' in subject ? subject.orderId : null,
        inquiryId: 'inquiryId' in subject ? subject.inquiryId : null,
        group: 'orderId' in subject ? 'SHOOT' : 'INQUIRY',
        sortIndex,
        ...fieldsOf(input.request),
      })
      .returning();
    if (!row) throw new Error('flow task insert returned nothing');
    await replanSubject(tx, subject, { hasShootMoved: false });
    return present(tx, await requireTask(tx, { businessId: subject.businessId, id: row.id }));
  });
}

/** An email that went cannot be changed: it is history. */
function requireUnsent(row: FlowTaskRow): void {
  if (row.outboxId !== null) throw new AppError('CONFLICT', messages.flowTaskAlreadySent);
}

/** PUT /api/flow-tasks/{id}: the task's name, kind and timing (or a due time set by hand). */
export async function updateTask(
  db: Database,
  input: TaskTarget & { request: TSavedFlowTask },
): Promise<TFlowTask> {
  return db.transaction(async (tx) => {
    const row = await requireTask(tx, input, { lock: true });
    requireUnsent(row);
    await tx
      .update(flowTasks)
      .set({ ...fieldsOf(input.request), sendError: null, updatedAt: new Date() })
      .where(and(eq(flowTasks.id, row.id), eq(flowTasks.businessId, input.businessId)));
    await replanSubject(tx, subjectOfTask(row), { hasShootMoved: false });
    return present(tx, await requireTask(tx, input));
  });
}

/** DELETE /api/flow-tasks/{id}: an email already sent stays in the list as history. */
export async function deleteTask(db: Database, input: TaskTarget): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireTask(tx, input, { lock: true });
    requireUnsent(row);
    await tx
      .delete(flowTasks)
      .where(and(eq(flowTasks.id, row.id), eq(flowTasks.businessId, input.businessId)));
  });
}

/** PATCH /api/flow-tasks/{id}/update-status: done, or not done again. A done email is not sent. */
export async function updateTaskStatus(
  db: Database,
  input: TaskTarget & { status: 'INCOMPLETE' | 'COMPLETE' },
): Promise<TFlowTask> {
  return db.transaction(async (tx) => {
    const row = await requireTask(tx, input, { lock: true });
    await tx
      .update(flowTasks)
      .set({
        status: input.status,
        completedAt: input.status === 'COMPLETE' ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(and(eq(flowTasks.id, row.id), eq(flowTasks.businessId, input.businessId)));
    if (input.status === 'INCOMPLETE')
      await replanSubject(tx, subjectOfTask(row), { hasShootMoved: false });
    return present(tx, await requireTask(tx, input));
  });
}

/** PATCH /api/flow-tasks/orders/{orderId}/due-date: one task of the shoot due when the owner says. */
export async function setTaskDueDate(
  db: Database,
  input: { businessId: string; orderId: string; flowTaskId: string; dueAt: string },
): Promise<TFlowTask> {
  return db.transaction(async (tx) => {
    const target = { businessId: input.businessId, id: input.flowTaskId };
    const row = await requireTask(tx, target, { lock: true });
    if (row.orderId !== input.orderId) throw AppError.notFound(messages.flowTaskNotFound);
    requireUnsent(row);
    await tx
      .update(flowTasks)
      .set({
        dueAt: new Date(input.dueAt),
        isDueAtManual: true,
        sendError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(flowTasks.id, row.id), eq(flowTasks.businessId, input.businessId)));
    await replanSubject(tx, subjectOfTask(row), { hasShootMoved: false });
    return present(tx, await requireTask(tx, target));
  });
}

/**
 * PATCH .../automation: paused, the subject's automatic emails wait (due ones included); resumed,
 * what fell due meanwhile goes at once.
 */
export async function setAutomationPaused(
  db: Database,
  input: { subject: Subject; isPaused: boolean },
): Promise<TFlowTaskList> {
  const { subject } = input;
  await db.transaction(async (tx) => {
    await lockSubject(tx, subject);
    const key = { businessId: subject.businessId, subjectId: subjectIdOf(subject) };
    if (input.isPaused) {
      await tx.insert(flowPauses).values(key).onConflictDoNothing();
      return;
    }
    await tx
      .delete(flowPauses)
      .where(
        and(eq(flowPauses.businessId, key.businessId), eq(flowPauses.subjectId, key.subjectId)),
      );
    // What fell due while paused goes out now, through the sender.
    await notify(tx, FLOW_TASKS_CHANNEL);
  });
  return listSubjectTasks(db, subject);
}

/**
 * POST /api/emails/flow-tasks/{id}/send: the task's email now, whatever its due time or a pause.
 * A delivery that failed is tried again; an email already delivered is not sent twice.
 */
export async function sendTaskNow(
  db: Database,
  input: TaskTarget & { composer: EmailComposer },
): Promise<TFlowTask> {
  return db.transaction(async (tx) => {
    const row = await requireTask(tx, input, { lock: true });
    if (!sendsEmail(row)) throw new AppError('CONFLICT', messages.flowTaskNotEmail);
    if (row.outboxId !== null) {
      const statuses = await deliveryStatusesOf(tx, {
        businessId: input.businessId,
        outboxIds: [row.outboxId],
      });
      if (statuses.get(row.outboxId)?.status !== 'FAILED') {
        throw new AppError('CONFLICT', messages.flowTaskAlreadySent);
      }
      await retryDelivery(tx, { businessId: input.businessId, outboxId: row.outboxId });
      return present(tx, row);
    }
    const outcome = await sendTask(
      tx,
      { ...row, sendError: null },
      { now: new Date(), composer: input.composer },
    );
    if ('error' in outcome) throw new AppError('CONFLICT', outcome.error);
    return present(tx, await requireTask(tx, input));
  });
}

/**
 * POST /api/emails/flow-tasks/{id}/send-customize: this one send with the owner's subject and
 * content (sanitised); sent now, or at its due time as edited.
 */
export async function customizeTaskEmail(
  db: Database,
  input: TaskTarget & {
    subject: string;
    content: string;
    sendNow: boolean;
    composer: EmailComposer;
  },
): Promise<TFlowTask> {
  const sent = await db.transaction(async (tx) => {
    const row = await requireTask(tx, input, { lock: true });
    if (!sendsEmail(row)) throw new AppError('CONFLICT', messages.flowTaskNotEmail);
    requireUnsent(row);
    const [updated] = await tx
      .update(flowTasks)
      .set({
        customSubject: input.subject,
        customContent: sanitizeRichText(input.content),
        sendError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(flowTasks.id, row.id), eq(flowTasks.businessId, input.businessId)))
      .returning();
    if (!updated) throw AppError.notFound(messages.flowTaskNotFound);
    if (!input.sendNow) return present(tx, updated);
    const outcome = await sendTask(tx, updated, { now: new Date(), composer: input.composer });
    if ('error' in outcome) throw new AppError('CONFLICT', outcome.error);
    return present(tx, await requireTask(tx, input));
  });
  return sent;
}
