// Requests of availability templates, the service link and bookable times.
// Times are local wall-clock 'HH:mm:ss' in the business time zone; dates 'YYYY-MM-DD'.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { daysBetween, isLocalDate } from '../scheduling/zoned-time.ts';
import { requiredText } from '../validation.ts';
import { DEFAULT_WINDOW } from './contracts.ts';
import { ZLocalDateInput, ZTimeInput } from './local-time.ts';

/** Longest range GET /api/services/{id}/bookable-times answers, both ends included. */
export const MAX_BOOKABLE_DAYS = 62;
const MAX_WINDOWS = 1000;
const MAX_BLOCK_OFFS = 1000;

/** Monday to Friday, 09:00:00-17:00:00: what a new weekly template starts with. */
export const defaultWeekdayWindows = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  ...DEFAULT_WINDOW,
}));

const isTime = (value: string) => ZTimeInput.safeParse(value).success;

function endAfterStart(value: { start: string; end: string }, ctx: z.RefinementCtx): void {
  if (isTime(value.start) && isTime(value.end) && value.end <= value.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: messages.endTimeAfterStart });
  }
}

export const ZWeekdayWindowInput = z
  .object({ weekday: z.number().int().min(0).max(6), start: ZTimeInput, end: ZTimeInput })
  .superRefine(endAfterStart);
export const ZDateWindowInput = z
  .object({ date: ZLocalDateInput, start: ZTimeInput, end: ZTimeInput })
  .superRefine(endAfterStart);
export const ZBlockOffInput = z
  .object({
    date: ZLocalDateInput,
    start: ZTimeInput,
    end: ZTimeInput,
    note: z.string().trim().max(limits.name, messages.maxLength('note', limits.name)).default(''),
  })
  .superRefine(endAfterStart);

type AnyWindow = { start: string; end: string; weekday?: number; date?: string };

/** Windows of one day may touch (12:00 end, 12:00 start) but not overlap. */
function noOverlap(value: { windows: AnyWindow[] }, ctx: z.RefinementCtx): void {
  const byDay = new Map<string, { window: AnyWindow; index: number }[]>();
  value.windows.forEach((window, index) => {
    if (!isTime(window.start) || !isTime(window.end)) return;
    const day = String(window.weekday ?? window.date);
    byDay.set(day, [...(byDay.get(day) ?? []), { window, index }]);
  });
  for (const day of byDay.values()) {
    day.sort((a, b) => (a.window.start < b.window.start ? -1 : 1));
    for (let i = 1; i < day.length; i += 1) {
      const previous = day[i - 1];
      const current = day[i];
      if (previous && current && current.window.start < previous.window.end) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', current.index, 'start'],
          message: messages.windowsOverlap,
        });
      }
    }
  }
}

const templateFields = {
  name: requiredText('name', limits.name),
  blockOffs: z.array(ZBlockOffInput).max(MAX_BLOCK_OFFS).default([]),
};

/** POST /api/availability-templates and PUT /api/availability-templates/{id}. */
export const ZAvailabilityTemplateRequest = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        ...templateFields,
        type: z.literal('WEEKDAY'),
        windows: z
          .array(ZWeekdayWindowInput)
          .max(MAX_WINDOWS)
          .default(() => defaultWeekdayWindows),
      })
      .superRefine(noOverlap),
    z
      .object({
        ...templateFields,
        type: z.literal('DATE'),
        windows: z.array(ZDateWindowInput).max(MAX_WINDOWS).default([]),
      })
      .superRefine(noOverlap),
  ],
  { error: messages.availabilityTypeChoice },
);
export type TAvailabilityTemplateRequest = z.input<typeof ZAvailabilityTemplateRequest>;

/** PATCH /api/services/{id}/availability-template: link a template, or unlink with null. */
export const ZServiceAvailabilityTemplateRequest = z.object({
  availabilityTemplateId: z.uuid().nullable(),
});
export type TServiceAvailabilityTemplateRequest = z.infer<
  typeof ZServiceAvailabilityTemplateRequest
>;
export const ZServiceAvailabilityTemplate = z.object({
  serviceId: z.string(),
  availabilityTemplateId: z.string().nullable(),
});

/** GET /api/services/{id}/bookable-times?from=&to= (local dates, both included). */
export const ZBookableTimesQuery = z
  .object({
    from: ZLocalDateInput.describe('First local date (YYYY-MM-DD) in the business time zone'),
    to: ZLocalDateInput.describe('Last local date (YYYY-MM-DD), included; at most 62 days in all'),
  })
  .superRefine((range, ctx) => {
    if (!isLocalDate(range.from) || !isLocalDate(range.to)) return;
    const days = daysBetween(range.from, range.to);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messages.endDateBeforeStart });
    } else if (days + 1 > MAX_BOOKABLE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: messages.bookableRangeMax(MAX_BOOKABLE_DAYS),
      });
    }
  });
export type TBookableTimesQuery = z.infer<typeof ZBookableTimesQuery>;

export const ZBookableTimes = z.object({
  serviceId: z.string(),
  /** The business time zone the template's wall-clock times are read in. */
  timeZone: z.string(),
  availabilityTemplateId: z.string().nullable(),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** ISO instants (UTC), ascending; each start is free for durationMinutes. */
  startTimes: z.array(z.string()),
});
export type TBookableTimes = z.infer<typeof ZBookableTimes>;
