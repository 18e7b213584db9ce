import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  flowTaskGroups,
  flowTaskStatuses,
  intervalUnits,
  taskDependencies,
  taskTimingTriggers,
  taskTypes,
} from '@studio/shared/enums';
import type { TTaskTemplate } from '@studio/shared/workflows/contracts';
import { businesses } from '../businesses/schema.ts';
import { invoices } from '../orders/schema.ts';

/** The reminders of one invoice: days before its due date, on it, and the day after. */
export const paymentReminderSteps = ['BEFORE', 'ON', 'AFTER'] as const;

/**
 * A workflow template (flow task list template): the tasks every shoot or inquiry following it
 * gets, as a list checked by ZSaveWorkflowTemplateRequest before it is stored. The default one
 * (default_key 'DEFAULT', one per business) is made with the business and cannot be deleted.
 */
export const flowTaskListTemplates = pgTable(
  'flow_task_list_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    defaultKey: text('default_key'),
    tasks: jsonb('tasks')
      .$type<TTaskTemplate[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flow_task_list_templates_business_idx').on(t.businessId, t.name),
    // Seeding the default twice (two first reads at once) adds nothing.
    uniqueIndex('flow_task_list_templates_default_unique')
      .on(t.businessId, t.defaultKey)
      .where(sql`${t.defaultKey} is not null`),
  ],
);

/**
 * A task of one shoot (order_id) or one inquiry (inquiry_id), planned from a workflow template
 * (template_id, template_task_id) or added by the owner. due_at is the instant it falls due, in
 * UTC, computed in the business's zone; null while it cannot be known. An automatic email task
 * is sent once: outbox_id is set in the transaction that enqueues its email, and a task with an
 * outbox id is never sent again.
 */
export const flowTasks = pgTable(
  'flow_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Order and inquiry rows are the orders and inquiries modules': no foreign keys. */
    orderId: text('order_id'),
    inquiryId: text('inquiry_id'),
    templateId: uuid('template_id'),
    templateTaskId: uuid('template_task_id'),
    name: text('name').notNull(),
    type: text('type', { enum: taskTypes }).notNull(),
    isAuto: boolean('is_auto').notNull().default(false),
    group: text('group', { enum: flowTaskGroups }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    dependency: text('dependency', { enum: taskDependencies }).notNull(),
    relativeTo: text('relative_to', { enum: taskTimingTriggers }),
    dueInterval: integer('due_interval').notNull().default(1),
    intervalUnit: text('interval_unit', { enum: intervalUnits }).notNull().default('DAYS'),
    absoluteDueAt: timestamp('absolute_due_at', { withTimezone: true }),
    emailTemplateId: uuid('email_template_id'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    isDueAtManual: boolean('is_due_at_manual').notNull().default(false),
    status: text('status', { enum: flowTaskStatuses }).notNull().default('INCOMPLETE'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    customSubject: text('custom_subject'),
    customContent: text('custom_content'),
    /** The email it became; set once, in the transaction that enqueued it. */
    outboxId: uuid('outbox_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why its email could not be made (no template, no recipient); it waits for a retry. */
    sendError: text('send_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('flow_tasks_one_subject', sql`(${t.orderId} is null) <> (${t.inquiryId} is null)`),
    check('flow_tasks_due_interval', sql`${t.dueInterval} >= 1`),
    // The sender's claim: automatic emails not yet sent, by due time.
    index('flow_tasks_due_idx')
      .on(t.dueAt)
      .where(
        sql`${t.isAuto} and ${t.type} in ('SEND_EMAIL', 'SEND_CONTRACT') and ${t.outboxId} is null and ${t.status} = 'INCOMPLETE' and ${t.sendError} is null and ${t.dueAt} is not null`,
      ),
    index('flow_tasks_order_idx')
      .on(t.businessId, t.orderId, t.sortIndex)
      .where(sql`${t.orderId} is not null`),
    index('flow_tasks_inquiry_idx')
      .on(t.businessId, t.inquiryId, t.sortIndex)
      .where(sql`${t.inquiryId} is not null`),
    index('flow_tasks_template_idx')
      .on(t.businessId, t.templateId)
      .where(sql`${t.templateId} is not null`),
  ],
);

/** A shoot or inquiry whose automation is paused: its due emails wait until it is resumed. */
export const flowPauses = pgTable(
  'flow_pauses',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** An order id ('O…') or an inquiry id ('I…'). */
    subjectId: text('subject_id').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.subjectId] })],
);

/**
 * A payment reminder recorded as sent: one row per invoice, step and due date, inserted in the
 * transaction that enqueues its email (outbox_id). The unique key is what makes two server
 * processes send a reminder once; the due date is part of it because a moved due date is a new
 * promise the client hears about again (the invoice's reminder starts over).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    step: text('step', { enum: paymentReminderSteps }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** The email queued; null when it could not be made (failure says why; not tried again). */
    outboxId: uuid('outbox_id'),
    failure: text('failure'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_reminders_step_unique').on(t.invoiceId, t.step, t.dueDate),
    index('payment_reminders_invoice_sent_idx').on(t.invoiceId, t.sentAt),
  ],
);
