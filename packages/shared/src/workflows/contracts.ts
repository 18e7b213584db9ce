// The workflow templates of /management/workflow and the tasks of one shoot or inquiry.
import { z } from 'zod';
import {
  emailDeliveryStatuses,
  flowTaskGroups,
  flowTaskStatuses,
  intervalUnits,
  taskDependencies,
  taskTimingTriggers,
  taskTypes,
} from '../enums.ts';

/** One task of a workflow template: what every shoot or inquiry using it gets. */
export const ZTaskTemplate = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(taskTypes),
  /** Sent by the server when due (an automation email); a manual task waits for the owner. */
  isAuto: z.boolean(),
  group: z.enum(flowTaskGroups),
  /** Position within its group, 0 first. */
  sortIndex: z.number().int(),
  dependency: z.enum(taskDependencies),
  relativeTo: z.enum(taskTimingTriggers).nullable(),
  dueInterval: z.number().int(),
  intervalUnit: z.enum(intervalUnits),
  /** ISO instant, for ABSOLUTE_DUE_TIME only. */
  absoluteDueAt: z.string().nullable(),
  emailTemplateId: z.string().nullable(),
});
export type TTaskTemplate = z.infer<typeof ZTaskTemplate>;

/** A workflow template (the SPEC's flow task list template). */
export const ZWorkflowTemplate = z.object({
  id: z.string(),
  name: z.string(),
  isPrivate: z.boolean(),
  /** A default template: listed first with the 'Personalized' tag, cannot be deleted. */
  isDefault: z.boolean(),
  updatedAt: z.string(),
  tasks: z.array(ZTaskTemplate),
});
export type TWorkflowTemplate = z.infer<typeof ZWorkflowTemplate>;

/** GET /api/flow-task-list-templates: defaults first, then by name. */
export const ZWorkflowTemplateList = z.array(ZWorkflowTemplate);
export type TWorkflowTemplateList = z.infer<typeof ZWorkflowTemplateList>;

/** Where the email of a task stands; null before it is sent. */
export const ZFlowTaskEmail = z.object({
  status: z.enum(emailDeliveryStatuses),
  /**
   * Why it failed, for FAILED; for NEW while it is retried, 'Retrying: ' and the mail server's last
   * answer.
   */
  reason: z.string().nullable(),
  /** NEW because the mail server refused a try: the mail worker tries again for about an hour. */
  isRetrying: z.boolean(),
  sentAt: z.string().nullable(),
});
export type TFlowTaskEmail = z.infer<typeof ZFlowTaskEmail>;

/** A task of one shoot or one inquiry. */
export const ZFlowTask = ZTaskTemplate.extend({
  orderId: z.string().nullable(),
  inquiryId: z.string().nullable(),
  /** The workflow task it was planned from; null for a task the owner added. */
  templateTaskId: z.string().nullable(),
  /** ISO instant; null while it cannot be known (no shoot date yet). */
  dueAt: z.string().nullable(),
  /** The owner set the due time by hand: re-planning leaves it. */
  isDueAtManual: z.boolean(),
  status: z.enum(flowTaskStatuses),
  /** The owner's own subject and content for this one send (edited before it goes). */
  customSubject: z.string().nullable(),
  customContent: z.string().nullable(),
  email: ZFlowTaskEmail.nullable(),
});
export type TFlowTask = z.infer<typeof ZFlowTask>;

/** The task list of a shoot or an inquiry, in group and sort order. */
export const ZFlowTaskList = z.object({
  /** The automation is paused: due emails wait until it is resumed. */
  isPaused: z.boolean(),
  tasks: z.array(ZFlowTask),
});
export type TFlowTaskList = z.infer<typeof ZFlowTaskList>;
