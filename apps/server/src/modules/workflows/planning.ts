// Planning the tasks of a shoot or an inquiry from its workflow, in the transaction of the event
// that causes it: created (planned), changed (due times follow the new time), cancelled (what was
// not sent is dropped), and the workflow edited (what was not sent follows the new template).
//
// What an edit of the workflow changes on existing shoots and inquiries: the tasks not sent yet
// follow it (new timing, name, template; new tasks added when still ahead; removed ones dropped).
// A photographer who corrects a reminder expects the coming shoots to get the correction, and a
// sent email is history. Three things stay as they are, because the owner set them on that one
// shoot: an email edited for that send, a due time set by hand, and tasks added by hand.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import { storedAnswersOf } from '@studio/shared/questionnaires/answers';
import { isLocalDate } from '@studio/shared/scheduling/zoned-time';
import type { TTaskTemplate } from '@studio/shared/workflows/contracts';
import { dueTimeOf, type TDueAnchors, type TTaskTiming } from '@studio/shared/workflows/due-time';
import { notify, type Transaction } from '../../db/client.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { inquiryTimingFacts } from '../inquiries/service.ts';
import { requireOrder } from '../orders/service.ts';
import { requireServiceOfAnyState } from '../services/booking-queries.ts';
import type { FlowTaskRow, WorkflowTemplateRow } from './presenter.ts';
import { flowPauses, flowTasks } from './schema.ts';
import { sendTask } from './send-task.ts';
import { templateForService } from './workflow-choice.ts';

/** Woken when a task's due time is set or moves, so a sender can wait for the next one. */
export const FLOW_TASKS_CHANNEL = 'flow_tasks';

/**
 * How late a task may be planned and still go: an email due "immediately at booking" is due the
 * moment the booking was made, a little before it is planned. Later than this, it was due before
 * the event that planned it (a reminder 2 days before a shoot booked for tomorrow): it is shown
 * as not sent with the reason, and the owner can send it by hand, rather than go out late.
 */
export const LATE_GRACE_MS = 15 * 60_000;

export type Subject = { businessId: string } & ({ orderId: string } | { inquiryId: string });

export function subjectIdOf(subject: Subject): string {
  return 'orderId' in subject ? subject.orderId : subject.inquiryId;
}

export function ofSubject(subject: Subject): SQL {
  return and(
    eq(flowTasks.businessId, subject.businessId),
    'orderId' in subject
      ? eq(flowTasks.orderId, subject.orderId)
      : eq(flowTasks.inquiryId, subject.inquiryId),
  ) as SQL;
}

type Facts = {
  group: 'SHOOT' | 'INQUIRY';
  timeZone: string;
  anchors: TDueAnchors;
  /** The service's own workflow choice, null for the default. */
  workflowId: string | null;
  /** The owner asked not to email the client (the shoot form's "send email" off). */
  isQuiet: boolean;
};

/** The newborn's due date from the answers, when a question asked for it. */
function newbornDateOf(answers: unknown): string | null {
  const answer = storedAnswersOf(answers).find((item) => item.type === 'NEWBORN_DATE');
  return typeof answer?.value === 'string' && isLocalDate(answer.value) ? answer.value : null;
}

/** What the subject's tasks are timed from; null for a cancelled shoot or a deleted inquiry. */
async function factsOf(tx: Transaction, subject: Subject): Promise<Facts | null> {
  const { businessId } = subject;
  const { timeZone } = await findBusiness(tx, { businessId });
  if ('orderId' in subject) {
    const order = await requireOrder(tx, subject);
    if (order.status === 'CANCELED') return null;
    const service = await requireServiceOfAnyState(tx, { businessId, serviceId: order.serviceId });
    return {
      group: 'SHOOT',
      timeZone,
      anchors: {
        shootStart: order.startTime,
        // A shoot is booked when it is made, by the client or by the owner.
        bookedAt: order.createdAt,
        createdAt: order.createdAt,
        inquiryCreatedAt: null,
        newbornDueDate: newbornDateOf(order.answers),
      },
      workflowId: service.flowTaskListTemplateId,
      isQuiet: !order.isSendEmail,
    };
  }
  const inquiry = await inquiryTimingFacts(tx, subject);
  if (!inquiry) return null;
  const service = inquiry.serviceId
    ? await requireServiceOfAnyState(tx, { businessId, serviceId: inquiry.serviceId })
    : null;
  return {
    group: 'INQUIRY',
    timeZone,
    anchors: {
      shootStart: null,
      bookedAt: null,
      createdAt: inquiry.createdAt,
      inquiryCreatedAt: inquiry.createdAt,
      newbornDueDate: newbornDateOf(inquiry.answers),
    },
    workflowId: service?.flowTaskListTemplateId ?? null,
    isQuiet: false,
  };
}

function timingOfRow(
  row: Pick<
    FlowTaskRow,
    'dependency' | 'relativeTo' | 'dueInterval' | 'intervalUnit' | 'absoluteDueAt'
  >,
): TTaskTiming {
  return {
    dependency: row.dependency,
    relativeTo: row.relativeTo,
    dueInterval: row.dueInterval,
    intervalUnit: row.intervalUnit,
    absoluteDueAt: row.absoluteDueAt?.toISOString() ?? null,
  };
}

function isOpen(row: FlowTaskRow): boolean {
  return row.outboxId === null && row.status === 'INCOMPLETE';
}

function isAutoEmail(row: Pick<FlowTaskRow, 'isAuto' | 'type'>): boolean {
  return row.isAuto && row.type === 'SEND_EMAIL';
}

/**
 * The due time of every open task that is timed (not set by hand), in list order: an email that
 * follows the previous one reads that one's due time, whether it was sent or not.
 */
function computeDueTimes(rows: FlowTaskRow[], facts: Facts): void {
  let previousEmailDueAt: Date | null = null;
  for (const row of rows) {
    if (isOpen(row) && !row.isDueAtManual) {
      row.dueAt = dueTimeOf({
        timing: timingOfRow(row),
        anchors: facts.anchors,
        timeZone: facts.timeZone,
        previousEmailDueAt,
      });
    }
    if (row.type === 'SEND_EMAIL') previousEmailDueAt = row.dueAt;
  }
}

/** An automatic email planned after its moment has passed is held with the reason. */
function lateness(row: FlowTaskRow, now: Date): string | null {
  const isLate =
    isAutoEmail(row) && row.dueAt !== null && row.dueAt.getTime() < now.getTime() - LATE_GRACE_MS;
  if (isLate) return messages.flowTaskDuePassed;
  return row.sendError === messages.flowTaskDuePassed ? null : row.sendError;
}

function rowFromTemplate(
  subject: Subject,
  templateId: string,
  task: TTaskTemplate,
  now: Date,
): FlowTaskRow {
  return {
    id: randomUUID(),
    businessId: subject.businessId,
    orderId: 'orderId' in subject ? subject.orderId : null,
    inquiryId: 'inquiryId' in subject ? subject.inquiryId : null,
    templateId,
    templateTaskId: task.id,
    ...fieldsOfTemplateTask(task),
    dueAt: null,
    isDueAtManual: false,
    status: 'INCOMPLETE',
    completedAt: null,
    customSubject: null,
    customContent: null,
    outboxId: null,
    sentAt: null,
    sendError: null,
    createdAt: now,
    updatedAt: now,
  };
}

function fieldsOfTemplateTask(task: TTaskTemplate) {
  return {
    name: task.name,
    type: task.type,
    isAuto: task.isAuto,
    group: task.group,
    sortIndex: task.sortIndex,
    dependency: task.dependency,
    relativeTo: task.relativeTo,
    dueInterval: task.dueInterval,
    intervalUnit: task.intervalUnit,
    absoluteDueAt: task.absoluteDueAt ? new Date(task.absoluteDueAt) : null,
    emailTemplateId: task.emailTemplateId,
  };
}

/** The subject's tasks in list order, locked: a sender holding one is waited for. */
async function lockedTasksOf(tx: Transaction, subject: Subject): Promise<FlowTaskRow[]> {
  return tx
    .select()
    .from(flowTasks)
    .where(ofSubject(subject))
    .orderBy(asc(flowTasks.sortIndex), asc(flowTasks.createdAt), asc(flowTasks.id))
    .for('update');
}

async function workflowFor(tx: Transaction, subject: Subject, facts: Facts) {
  return templateForService(tx, {
    businessId: subject.businessId,
    flowTaskListTemplateId: facts.workflowId,
  });
}

async function saveRows(tx: Transaction, rows: FlowTaskRow[], existingIds: Set<string>) {
  for (const row of rows) {
    if (existingIds.has(row.id)) {
      const { id, businessId, ...values } = row;
      await tx
        .update(flowTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(flowTasks.id, id),
            eq(flowTasks.businessId, businessId),
            isNull(flowTasks.outboxId),
          ),
        );
    } else {
      await tx.insert(flowTasks).values(row);
    }
  }
  await notify(tx, FLOW_TASKS_CHANNEL);
}

/**
 * A new shoot or inquiry gets the tasks of its group from its service's workflow (or the
 * default), with their due times; what is due already (the booking confirmation, the answer to
 * an inquiry) is sent in this same transaction. A shoot made with "send email" off starts paused.
 */
export async function planSubject(
  tx: Transaction,
  subject: Subject,
  now: Date = new Date(),
): Promise<void> {
  const facts = await factsOf(tx, subject);
  if (!facts) return;
  const template = await workflowFor(tx, subject, facts);
  const rows = template.tasks
    .filter((task) => task.group === facts.group)
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((task) => rowFromTemplate(subject, template.id, task, now));
  computeDueTimes(rows, facts);
  for (const row of rows) row.sendError = lateness(row, now);
  await saveRows(tx, rows, new Set());
  if (facts.isQuiet) {
    await tx
      .insert(flowPauses)
      .values({ businessId: subject.businessId, subjectId: subjectIdOf(subject) })
      .onConflictDoNothing();
  }
  await sendDueTasksOf(tx, subject, now);
}

/**
 * The open tasks take their due times again (the shoot's time changed, or a task was added or
 * edited). When the shoot moved, an email timed from the shoot that already went for the old
 * time is planned again for the new one when that is still ahead (the client is reminded of the
 * time that holds).
 */
export async function replanSubject(
  tx: Transaction,
  subject: Subject,
  options: { hasShootMoved: boolean; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const facts = await factsOf(tx, subject);
  if (!facts) return;
  const rows = await lockedTasksOf(tx, subject);
  const existingIds = new Set(rows.map((row) => row.id));
  computeDueTimes(rows, facts);
  const again: FlowTaskRow[] = [];
  const openTemplateTasks = new Set(rows.filter(isOpen).map((row) => row.templateTaskId));
  for (const row of rows) {
    const wentForOldTime =
      options.hasShootMoved && isAutoEmail(row) && row.relativeTo === 'SHOOT_TIME' && row.sentAt;
    // One open email per workflow task: planned again once, however many went before.
    if (isOpen(row) || !wentForOldTime || row.templateTaskId === null) continue;
    if (openTemplateTasks.has(row.templateTaskId)) continue;
    const fresh: FlowTaskRow = {
      ...row,
      id: randomUUID(),
      dueAt: null,
      isDueAtManual: false,
      status: 'INCOMPLETE',
      completedAt: null,
      customSubject: null,
      customContent: null,
      outboxId: null,
      sentAt: null,
      sendError: null,
      createdAt: now,
      updatedAt: now,
    };
    fresh.dueAt = dueTimeOf({
      timing: timingOfRow(fresh),
      anchors: facts.anchors,
      timeZone: facts.timeZone,
    });
    if (
      fresh.dueAt &&
      fresh.dueAt.getTime() > now.getTime() &&
      fresh.dueAt.getTime() !== row.dueAt?.getTime()
    ) {
      again.push(fresh);
      openTemplateTasks.add(row.templateTaskId);
    }
  }
  for (const row of rows) if (isOpen(row)) row.sendError = lateness(row, now);
  await saveRows(tx, [...rows.filter(isOpen), ...again], existingIds);
  await sendDueTasksOf(tx, subject, now);
}

/** The shoot was cancelled or the inquiry deleted: what was not sent or done is dropped. */
export async function cancelSubject(tx: Transaction, subject: Subject): Promise<void> {
  await tx
    .delete(flowTasks)
    .where(and(ofSubject(subject), isNull(flowTasks.outboxId), eq(flowTasks.status, 'INCOMPLETE')));
  await tx
    .delete(flowPauses)
    .where(
      and(
        eq(flowPauses.businessId, subject.businessId),
        eq(flowPauses.subjectId, subjectIdOf(subject)),
      ),
    );
}

/** The automatic emails of the subject not sent yet are dropped; to-dos stay for the owner. */
export async function stopAutomaticEmails(tx: Transaction, subject: Subject): Promise<void> {
  await tx
    .delete(flowTasks)
    .where(
      and(
        ofSubject(subject),
        eq(flowTasks.isAuto, true),
        isNull(flowTasks.outboxId),
        eq(flowTasks.status, 'INCOMPLETE'),
      ),
    );
}

/**
 * The workflow was edited: every shoot and inquiry with tasks from it re-planned (see the top of
 * this file for what follows and what stays).
 */
export async function replanWorkflowSubjects(
  tx: Transaction,
  input: { businessId: string; template: WorkflowTemplateRow; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const subjects = await tx
    .selectDistinct({ orderId: flowTasks.orderId, inquiryId: flowTasks.inquiryId })
    .from(flowTasks)
    .where(
      and(eq(flowTasks.businessId, input.businessId), eq(flowTasks.templateId, input.template.id)),
    );
  for (const found of subjects) {
    const subject: Subject = found.orderId
      ? { businessId: input.businessId, orderId: found.orderId }
      : { businessId: input.businessId, inquiryId: found.inquiryId ?? '' };
    await replanEditedSubject(tx, subject, input.template, now);
  }
}

async function replanEditedSubject(
  tx: Transaction,
  subject: Subject,
  template: WorkflowTemplateRow,
  now: Date,
): Promise<void> {
  const facts = await factsOf(tx, subject);
  if (!facts) return;
  const rows = await lockedTasksOf(tx, subject);
  const existingIds = new Set(rows.map((row) => row.id));
  const tasks = template.tasks.filter((task) => task.group === facts.group);
  const taskIds = new Set(tasks.map((task) => task.id));
  const fromThis = (row: FlowTaskRow) =>
    row.templateId === template.id && row.templateTaskId !== null;
  const isOwnersOwn = (row: FlowTaskRow) => row.customSubject !== null || row.isDueAtManual;
  const dropped: string[] = [];
  const kept: FlowTaskRow[] = [];
  for (const row of rows) {
    if (isOpen(row) && fromThis(row) && !taskIds.has(row.templateTaskId ?? '')) {
      if (isOwnersOwn(row)) kept.push({ ...row, templateId: null, templateTaskId: null });
      else dropped.push(row.id);
      continue;
    }
    kept.push(row);
  }
  const added: FlowTaskRow[] = [];
  for (const task of tasks) {
    const mine = kept.filter((row) => fromThis(row) && row.templateTaskId === task.id);
    const open = mine.find(isOpen);
    if (open) {
      if (open.customSubject === null) {
        const { absoluteDueAt, ...fields } = fieldsOfTemplateTask(task);
        Object.assign(open, fields, open.isDueAtManual ? {} : { absoluteDueAt });
      } else {
        open.sortIndex = task.sortIndex;
      }
    } else if (mine.length === 0) {
      added.push(rowFromTemplate(subject, template.id, task, now));
    }
  }
  const all = [...kept, ...added].sort((a, b) => a.sortIndex - b.sortIndex);
  computeDueTimes(all, facts);
  for (const row of all) if (isOpen(row)) row.sendError = lateness(row, now);
  // A task new to the workflow is added where it is still ahead, never to shoots long past.
  const ahead = added.filter((row) => row.dueAt === null || row.dueAt.getTime() >= now.getTime());
  for (const id of dropped) {
    await tx
      .delete(flowTasks)
      .where(
        and(
          eq(flowTasks.id, id),
          eq(flowTasks.businessId, subject.businessId),
          isNull(flowTasks.outboxId),
        ),
      );
  }
  await saveRows(tx, [...kept.filter(isOpen), ...ahead], existingIds);
  await sendDueTasksOf(tx, subject, now);
}

/** Whether the subject's automation is paused. */
export async function isPaused(tx: Transaction, subject: Subject): Promise<boolean> {
  const [row] = await tx
    .select({ subjectId: flowPauses.subjectId })
    .from(flowPauses)
    .where(
      and(
        eq(flowPauses.businessId, subject.businessId),
        eq(flowPauses.subjectId, subjectIdOf(subject)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The subject's automatic emails that are due now go in this transaction (unless paused). */
export async function sendDueTasksOf(tx: Transaction, subject: Subject, now: Date): Promise<void> {
  const due = await tx
    .select()
    .from(flowTasks)
    .where(
      and(
        ofSubject(subject),
        eq(flowTasks.isAuto, true),
        eq(flowTasks.type, 'SEND_EMAIL'),
        isNull(flowTasks.outboxId),
        eq(flowTasks.status, 'INCOMPLETE'),
        isNull(flowTasks.sendError),
        isNotNull(flowTasks.dueAt),
        lte(flowTasks.dueAt, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(flowPauses)
            .where(
              and(
                eq(flowPauses.businessId, flowTasks.businessId),
                eq(
                  flowPauses.subjectId,
                  sql`coalesce(${flowTasks.orderId}, ${flowTasks.inquiryId})`,
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(flowTasks.dueAt), asc(flowTasks.id))
    .for('update');
  for (const task of due) await sendTask(tx, task, { now });
}
