// Requests of the workflow template and flow task endpoints. The workflow editor and the task
// dialogs of the shoot and inquiry pages validate with these same schemas.
import { z } from 'zod';
import { limits } from '../constants.ts';
import {
  flowTaskGroups,
  flowTaskStatuses,
  intervalUnits,
  taskDependencies,
  taskTimingTriggers,
  taskTypes,
} from '../enums.ts';
import { messages } from '../messages.ts';
import { isBlankRichText } from '../contract-templates/requests.ts';
import { ZEmailSubject } from '../waitlist/contracts.ts';
import { boundedInt, dateTime, DUE_INTERVAL_MAX, requiredText } from '../validation.ts';

/** The most tasks one workflow template holds, across its groups. */
export const WORKFLOW_TASKS_MAX = 100;
/** Stored HTML of an email edited for one send. */
export const CUSTOM_CONTENT_MAX = 500_000;

/** The two kinds that go at their moment: they have no interval of their own. */
export const IMMEDIATE_DEPENDENCIES = ['IMMEDIATELY_AT', 'IMMEDIATELY_ALONG_WITH'] as const;
/** The kinds measured from an anchor, which must be named. */
const ANCHORED_DEPENDENCIES = ['BEFORE', 'AFTER', 'IMMEDIATELY_AT'] as const;

const ZDueInterval = boundedInt(1, DUE_INTERVAL_MAX, {
  min: messages.dueIntervalMin,
  max: messages.dueIntervalMax(DUE_INTERVAL_MAX),
});

/**
 * Name of an automation email or a manual to-do: required, at most 512. A blank name does not stop
 * the other checks of its task, so the editor shows every problem of the task at once.
 */
export const ZTaskName = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(limits.name, messages.maxLength('name', limits.name));

const taskTimingFields = {
  name: ZTaskName,
  type: z.enum(taskTypes, { error: messages.chooseFromList }).default('SEND_EMAIL'),
  /** Only an email task can be sent by the server; anything else waits for the owner. */
  isAuto: z.boolean().default(false),
  dependency: z.enum(taskDependencies, { error: messages.chooseFromList }).default('BEFORE'),
  relativeTo: z
    .enum(taskTimingTriggers, { error: messages.chooseFromList })
    .nullable()
    .default(null),
  /** Checked below, once the dependency is known: the two immediate kinds take any value. */
  dueInterval: z.unknown().optional(),
  intervalUnit: z.enum(intervalUnits, { error: messages.chooseFromList }).default('DAYS'),
  absoluteDueAt: dateTime({ offset: true }).nullable().default(null),
  emailTemplateId: z
    .uuid({ error: messages.flowTaskEmailTemplateRequired })
    .nullable()
    .default(null),
};

type TimingFields = z.infer<z.ZodObject<typeof taskTimingFields>>;

/**
 * The rules between the fields: an email task names its template, an anchored kind names its
 * anchor, an absolute one its instant; the immediate kinds clear the due date and take interval 1.
 */
function checkTiming<T extends TimingFields>(task: T, context: z.RefinementCtx) {
  if (task.type === 'SEND_EMAIL' && task.emailTemplateId === null) {
    context.addIssue({
      code: 'custom',
      path: ['emailTemplateId'],
      message: messages.flowTaskEmailTemplateRequired,
    });
  }
  if ((ANCHORED_DEPENDENCIES as readonly string[]).includes(task.dependency) && !task.relativeTo) {
    context.addIssue({
      code: 'custom',
      path: ['relativeTo'],
      message: messages.flowTaskRelativeToRequired,
    });
  }
  if (task.dependency === 'ABSOLUTE_DUE_TIME' && task.absoluteDueAt === null) {
    context.addIssue({
      code: 'custom',
      path: ['absoluteDueAt'],
      message: messages.flowTaskAbsoluteDueRequired,
    });
  }
  if (!(IMMEDIATE_DEPENDENCIES as readonly string[]).includes(task.dependency)) {
    const interval = ZDueInterval.safeParse(task.dueInterval ?? undefined);
    if (!interval.success) {
      for (const issue of interval.error.issues) {
        context.addIssue({ code: 'custom', path: ['dueInterval'], message: issue.message });
      }
    }
  }
}

function normalised<T extends TimingFields>(task: T) {
  const isImmediate = (IMMEDIATE_DEPENDENCIES as readonly string[]).includes(task.dependency);
  const isEmail = task.type === 'SEND_EMAIL';
  // A contract task sends the shoot's contracts by email: automatic like an email task, with its
  // own template or, without one, the business's "Contract to sign" email.
  const isContract = task.type === 'SEND_CONTRACT';
  return {
    ...task,
    isAuto: (isEmail || isContract) && task.isAuto,
    relativeTo:
      task.dependency === 'AFTER_PREVIOUS_EMAIL' || task.dependency === 'ABSOLUTE_DUE_TIME'
        ? null
        : task.relativeTo,
    dueInterval:
      isImmediate ||
      task.dependency === 'ABSOLUTE_DUE_TIME' ||
      !ZDueInterval.safeParse(task.dueInterval).success
        ? 1
        : (task.dueInterval as number),
    absoluteDueAt: task.dependency === 'ABSOLUTE_DUE_TIME' ? task.absoluteDueAt : null,
    emailTemplateId: isEmail || isContract ? task.emailTemplateId : null,
  };
}

/**
 * checkTiming's rules as the document says them (OpenAPI 3.0 has no if/then, so one branch per
 * kind of dependency): an email task names its template; an anchored kind names its anchor, an
 * absolute one its instant, and every kind but the immediate ones takes an interval. BEFORE is
 * the default, so its branch also holds when no dependency is sent.
 */
function timingRules() {
  const interval = { type: 'integer', minimum: 1, maximum: DUE_INTERVAL_MAX };
  const byDependency = taskDependencies.map((dependency) => {
    const properties: Record<string, object> = { dependency: { enum: [dependency] } };
    const required: string[] = dependency === 'BEFORE' ? [] : ['dependency'];
    if ((ANCHORED_DEPENDENCIES as readonly string[]).includes(dependency)) {
      properties.relativeTo = { type: 'string' };
      required.push('relativeTo');
    }
    if (dependency === 'ABSOLUTE_DUE_TIME') {
      properties.absoluteDueAt = { type: 'string' };
      required.push('absoluteDueAt');
    }
    if (!(IMMEDIATE_DEPENDENCIES as readonly string[]).includes(dependency)) {
      properties.dueInterval = interval;
      required.push('dueInterval');
    }
    return { properties, required };
  });
  const email = {
    anyOf: [
      {
        properties: { type: { enum: taskTypes.filter((t) => t !== 'SEND_EMAIL') } },
        required: ['type'],
      },
      { properties: { emailTemplateId: { type: 'string' } }, required: ['emailTemplateId'] },
    ],
  };
  return { email, byDependency };
}
const TIMING_RULES = timingRules();

/** One task of a workflow template, as the editor saves it. */
export const ZSaveTaskTemplateRequest = z
  .object({
    /** Kept from the template being edited so its planned tasks follow; new tasks have none. */
    id: z.uuid().optional(),
    group: z.enum(flowTaskGroups, { error: messages.chooseFromList }).default('SHOOT'),
    ...taskTimingFields,
  })
  .superRefine(checkTiming)
  .meta({ allOf: [TIMING_RULES.email, { anyOf: TIMING_RULES.byDependency }] })
  .transform(normalised);
export type TSaveTaskTemplateRequest = z.input<typeof ZSaveTaskTemplateRequest>;
export type TSavedTaskTemplate = z.output<typeof ZSaveTaskTemplateRequest>;

/**
 * POST /api/flow-task-list-templates and PUT /{id}: the whole template. Tasks are listed in
 * order; each group's sort index is its position among the tasks of that group.
 */
export const ZSaveWorkflowTemplateRequest = z.object({
  name: requiredText('name', limits.name),
  isPrivate: z.boolean().default(false),
  tasks: z
    .array(ZSaveTaskTemplateRequest)
    .max(WORKFLOW_TASKS_MAX)
    .default([])
    .refine(
      (tasks) => {
        const ids = tasks.flatMap((task) => (task.id ? [task.id] : []));
        return new Set(ids).size === ids.length;
      },
      { error: messages.workflowTaskDuplicate },
    ),
});
export type TSaveWorkflowTemplateRequest = z.input<typeof ZSaveWorkflowTemplateRequest>;

/**
 * POST /api/flow-tasks/orders/{orderId} and /inquiries/{inquiryId} (add a task), PUT /{id} (edit
 * one). `dueAt` sets the due time by hand; without it the timing computes it.
 */
export const ZSaveFlowTaskRequest = z
  .object({
    ...taskTimingFields,
    dueAt: dateTime({ offset: true }).nullable().default(null),
  })
  .superRefine((task, context) => {
    // A due time given by hand stands in for the timing.
    if (task.dueAt === null) checkTiming(task, context);
    else if (task.type === 'SEND_EMAIL' && task.emailTemplateId === null) {
      context.addIssue({
        code: 'custom',
        path: ['emailTemplateId'],
        message: messages.flowTaskEmailTemplateRequired,
      });
    }
  })
  // A due time given by hand stands in for the timing rules.
  .meta({
    allOf: [
      TIMING_RULES.email,
      {
        anyOf: [
          { properties: { dueAt: { type: 'string' } }, required: ['dueAt'] },
          ...TIMING_RULES.byDependency,
        ],
      },
    ],
  })
  .transform((task) => ({ ...normalised(task), dueAt: task.dueAt }));
export type TSaveFlowTaskRequest = z.input<typeof ZSaveFlowTaskRequest>;
export type TSavedFlowTask = z.output<typeof ZSaveFlowTaskRequest>;

/** PATCH /api/flow-tasks/{id}/update-status */
export const ZUpdateFlowTaskStatusRequest = z.object({
  status: z.enum(flowTaskStatuses, { error: messages.chooseFromList }),
});
export type TUpdateFlowTaskStatusRequest = z.infer<typeof ZUpdateFlowTaskStatusRequest>;

/** PATCH /api/flow-tasks/orders/{orderId}/due-date: a task of the shoot gets a due time by hand. */
export const ZUpdateFlowTaskDueDateRequest = z.object({
  flowTaskId: z.uuid({ error: messages.flowTaskNotFound }),
  dueAt: dateTime({ offset: true }),
});
export type TUpdateFlowTaskDueDateRequest = z.infer<typeof ZUpdateFlowTaskDueDateRequest>;

/**
 * POST /api/emails/flow-tasks/{id}/send-customize: this one send with the owner's own subject and
 * content. `sendNow` sends it at once; otherwise it goes at its due time as edited.
 */
export const ZCustomizeFlowTaskEmailRequest = z.object({
  subject: ZEmailSubject,
  content: z
    .string({ error: messages.required })
    .refine((html) => !isBlankRichText(html), { error: messages.required, abort: true })
    .refine((html) => html.length <= CUSTOM_CONTENT_MAX, {
      error: messages.maxLength('content', CUSTOM_CONTENT_MAX),
    })
    .meta({ minLength: 1, maxLength: CUSTOM_CONTENT_MAX }),
  sendNow: z.boolean().default(true),
});
export type TCustomizeFlowTaskEmailRequest = z.input<typeof ZCustomizeFlowTaskEmailRequest>;

/** PATCH /api/flow-tasks/orders/{orderId}/automation and /inquiries/{inquiryId}/automation */
export const ZPauseAutomationRequest = z.object({ isPaused: z.boolean() });
export type TPauseAutomationRequest = z.infer<typeof ZPauseAutomationRequest>;

/** PATCH /api/services/{id}/flow-task-list-template: null goes back to the default workflow. */
export const ZSetServiceWorkflowRequest = z.object({
  flowTaskListTemplateId: z.uuid({ error: messages.workflowNotFound }).nullable(),
});
export type TSetServiceWorkflowRequest = z.infer<typeof ZSetServiceWorkflowRequest>;
