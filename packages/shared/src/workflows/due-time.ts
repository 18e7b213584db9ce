// When a task of a shoot or an inquiry falls due: a pure function of the task's timing, the
// moments it can be measured from and the business's time zone. The server stores its answer
// as due_at; the task list shows it.
import type { intervalUnits, taskDependencies, taskTimingTriggers } from '../enums.ts';
import { addDays, instantToWall, wallTimeToInstant } from '../scheduling/zoned-time.ts';

export type TTaskTiming = {
  dependency: (typeof taskDependencies)[number];
  relativeTo: (typeof taskTimingTriggers)[number] | null;
  dueInterval: number;
  intervalUnit: (typeof intervalUnits)[number];
  /** ISO instant; only ABSOLUTE_DUE_TIME reads it. */
  absoluteDueAt: string | null;
};

/** The moments a task can be measured from; null where the shoot or inquiry has none. */
export type TDueAnchors = {
  shootStart: Date | null;
  bookedAt: Date | null;
  createdAt: Date | null;
  inquiryCreatedAt: Date | null;
  /** A local calendar date 'YYYY-MM-DD' (from the questionnaire's newborn date). */
  newbornDueDate: string | null;
};

/**
 * A date without a time (the newborn due date) is read as the end of that local day, the due
 * time a task with only a date has everywhere in the product.
 */
export const END_OF_DAY = '23:59';

/**
 * The instant of an anchor. A date without a time (the newborn due date) means the end of that
 * local day.
 */
function anchorInstant(
  relativeTo: TTaskTiming['relativeTo'],
  anchors: TDueAnchors,
  timeZone: string,
): Date | null {
  switch (relativeTo) {
    case 'SHOOT_TIME':
      return anchors.shootStart;
    case 'BOOKED_TIME':
      return anchors.bookedAt;
    case 'CREATED_TIME':
      return anchors.createdAt;
    case 'INQUIRY_CREATED_TIME':
      return anchors.inquiryCreatedAt;
    case 'NEWBORN_DUE_DATE':
      return anchors.newbornDueDate === null
        ? null
        : new Date(wallTimeToInstant(anchors.newbornDueDate, END_OF_DAY, timeZone));
    case null:
      return null;
  }
}

/** 'YYYY-MM-DD' plus whole months; a day past the month's end becomes its last day (31 Jan + 1 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(Math.min(day, lastDay), 2)}`;
}

/**
 * Moves an instant by whole units. HOURS move real time. DAYS and MONTHS move the local calendar
 * date and keep the local clock time, so "1 day before a 10:00 shoot" is 10:00 the day before
 * even when the clocks changed in between; a clock time the new day skips means the moment the
 * clocks jump past it, a repeated one its first occurrence. Seconds are kept as they were.
 */
export function shiftInstant(
  instant: Date,
  amount: number,
  unit: TTaskTiming['intervalUnit'],
  timeZone: string,
): Date {
  if (unit === 'HOURS') return new Date(instant.getTime() + amount * 3_600_000);
  const wall = instantToWall(instant, timeZone);
  const date = unit === 'DAYS' ? addDays(wall.date, amount) : addMonths(wall.date, amount);
  const withinMinute = ((instant.getTime() % 60_000) + 60_000) % 60_000;
  return new Date(wallTimeToInstant(date, wall.time, timeZone) + withinMinute);
}

/**
 * The instant a task falls due, or null when it cannot be known yet (no shoot date, no newborn
 * date, no earlier email to follow): such a task is shown without a due date and never sent.
 * `previousEmailDueAt` is the due time of the email before it in its group, for the two kinds
 * that follow an earlier email.
 */
export function dueTimeOf(input: {
  timing: TTaskTiming;
  anchors: TDueAnchors;
  timeZone: string;
  previousEmailDueAt?: Date | null;
}): Date | null {
  const { timing, anchors, timeZone } = input;
  const previous = input.previousEmailDueAt ?? null;
  switch (timing.dependency) {
    case 'ABSOLUTE_DUE_TIME':
      return timing.absoluteDueAt === null ? null : new Date(timing.absoluteDueAt);
    case 'AFTER_PREVIOUS_EMAIL':
      return previous === null
        ? null
        : shiftInstant(previous, timing.dueInterval, timing.intervalUnit, timeZone);
    case 'IMMEDIATELY_ALONG_WITH':
      // Along with the email before it; the first email of a group goes with its anchor.
      return previous ?? anchorInstant(timing.relativeTo, anchors, timeZone);
    case 'IMMEDIATELY_AT':
      return anchorInstant(timing.relativeTo, anchors, timeZone);
    case 'BEFORE':
    case 'AFTER': {
      const anchor = anchorInstant(timing.relativeTo, anchors, timeZone);
      if (anchor === null) return null;
      const sign = timing.dependency === 'BEFORE' ? -1 : 1;
      return shiftInstant(anchor, sign * timing.dueInterval, timing.intervalUnit, timeZone);
    }
  }
}
