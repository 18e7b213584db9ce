// The words the owner reads for a task's timing, type and email status, in one place so the
// workflow editor and the task lists of shoots and inquiries say the same thing.
import type {
  emailDeliveryStatuses,
  flowTaskGroups,
  intervalUnits,
  taskDependencies,
  taskTimingTriggers,
} from '@studio/shared/enums';
import type { TTaskTemplate } from '@studio/shared/workflows/contracts';

type TDependency = (typeof taskDependencies)[number];
type TTrigger = (typeof taskTimingTriggers)[number];
type TUnit = (typeof intervalUnits)[number];
type TGroup = (typeof flowTaskGroups)[number];
export type TEmailStatus = (typeof emailDeliveryStatuses)[number];

export const dependencyLabels: Record<TDependency, string> = {
  BEFORE: 'Before',
  AFTER: 'After',
  IMMEDIATELY_AT: 'Immediately at',
  IMMEDIATELY_ALONG_WITH: 'Immediately along with the previous email',
  ABSOLUTE_DUE_TIME: 'Absolute due time',
  AFTER_PREVIOUS_EMAIL: 'After the previous email',
};

export const triggerLabels: Record<TTrigger, string> = {
  SHOOT_TIME: 'Shoot time',
  BOOKED_TIME: 'Booked time',
  CREATED_TIME: 'Created time',
  INQUIRY_CREATED_TIME: 'Inquiry created time',
  NEWBORN_DUE_DATE: 'Newborn due date',
};

export const unitLabels: Record<TUnit, string> = { HOURS: 'Hours', DAYS: 'Days', MONTHS: 'Months' };

/** The groups in the order the editor shows them, with when each one starts. */
export const groupTexts: { group: TGroup; title: string; startsWhen: string }[] = [
  {
    group: 'INQUIRY',
    title: 'Inquiry',
    startsWhen: 'Starts when a client submits an inquiry.',
  },
  {
    group: 'SHOOT',
    title: 'Shoot',
    startsWhen: 'Starts when a shoot is created or a booking completes.',
  },
  {
    group: 'MEETING',
    title: 'Meeting',
    startsWhen: 'Starts when a meeting is booked.',
  },
];

/** What a new task in the group is measured from, before the owner chooses. */
export const defaultTriggerOf: Record<TGroup, TTrigger> = {
  INQUIRY: 'INQUIRY_CREATED_TIME',
  SHOOT: 'SHOOT_TIME',
  MEETING: 'SHOOT_TIME',
};

/** The two kinds that go at their moment: no interval, no due date of their own. */
export function isImmediate(dependency: TDependency): boolean {
  return dependency === 'IMMEDIATELY_AT' || dependency === 'IMMEDIATELY_ALONG_WITH';
}

/** Whether the kind is measured from an anchor the owner names. */
export function needsTrigger(dependency: TDependency): boolean {
  return dependency === 'BEFORE' || dependency === 'AFTER' || dependency === 'IMMEDIATELY_AT';
}

/** Whether the kind counts an interval. */
export function needsInterval(dependency: TDependency): boolean {
  return dependency === 'BEFORE' || dependency === 'AFTER' || dependency === 'AFTER_PREVIOUS_EMAIL';
}

function amount(interval: number, unit: TUnit): string {
  const word = unitLabels[unit].toLowerCase();
  return `${interval} ${interval === 1 ? word.slice(0, -1) : word}`;
}

type Timing = Pick<
  TTaskTemplate,
  'dependency' | 'relativeTo' | 'dueInterval' | 'intervalUnit' | 'absoluteDueAt'
>;

/**
 * The timing in a sentence: '2 days before shoot time', 'Immediately at booked time'. An absolute
 * time is written by the caller, who knows the time zone.
 */
export function timingSentence(task: Timing, absolute?: (iso: string) => string): string {
  const trigger = task.relativeTo ? triggerLabels[task.relativeTo].toLowerCase() : '';
  switch (task.dependency) {
    case 'BEFORE':
      return `${amount(task.dueInterval, task.intervalUnit)} before ${trigger}`;
    case 'AFTER':
      return `${amount(task.dueInterval, task.intervalUnit)} after ${trigger}`;
    case 'IMMEDIATELY_AT':
      return `Immediately at ${trigger}`;
    case 'IMMEDIATELY_ALONG_WITH':
      return 'Immediately along with the previous email';
    case 'AFTER_PREVIOUS_EMAIL':
      return `${amount(task.dueInterval, task.intervalUnit)} after the previous email`;
    case 'ABSOLUTE_DUE_TIME':
      return task.absoluteDueAt && absolute
        ? `On ${absolute(task.absoluteDueAt)}`
        : 'On a set date';
  }
}

export const emailStatusTexts: Record<
  TEmailStatus,
  { label: string; color: string; hint: string }
> = {
  NEW: { label: 'Queued', color: 'blue', hint: 'Handed to the mail server queue; going out now.' },
  DELIVERED: {
    label: 'Delivered',
    color: 'green',
    hint: "Accepted by the client's mail server.",
  },
  OPENED: { label: 'Opened', color: 'cyan', hint: 'The client opened it.' },
  CLICKED: { label: 'Clicked', color: 'geekblue', hint: 'The client clicked a link in it.' },
  COMPLAINED: {
    label: 'Marked as spam',
    color: 'orange',
    hint: 'The client marked it as spam.',
  },
  FAILED: { label: 'Failed', color: 'red', hint: 'It could not be delivered.' },
};

/** A queued email the mail server refused for now: the mail worker tries it again. */
export const retryingEmailText = {
  label: 'Retrying',
  color: 'orange',
  hint: 'The mail server refused it for now. It is tried again for about an hour before it counts as failed.',
};
