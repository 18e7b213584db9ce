import { z } from 'zod';
import { availabilityTypes } from '../enums.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DEFAULT_WINDOW = { start: '09:00:00', end: '17:00:00' } as const;

export const ZTime = z.string().regex(TIME, 'Please enter a time as HH:mm:ss');
export const ZLocalDate = z.string().regex(DATE, 'Please enter a date as YYYY-MM-DD');

export const ZWeekdayWindow = z.object({
  weekday: z.number().int().min(0).max(6),
  start: ZTime,
  end: ZTime,
});
export const ZDateWindow = z.object({ date: ZLocalDate, start: ZTime, end: ZTime });
export const ZBlockOff = z.object({
  date: ZLocalDate,
  start: ZTime,
  end: ZTime,
  note: z.string().max(512).default(''),
});

export const ZAvailabilityTemplate = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(availabilityTypes),
  windows: z.array(z.union([ZWeekdayWindow, ZDateWindow])),
  blockOffs: z.array(ZBlockOff),
  /** The services linked to it (a template in use cannot be deleted). */
  usedBy: z.array(z.object({ id: z.string(), name: z.string() })),
  createdDate: z.string(),
  modified: z.string(),
});
export type TAvailabilityTemplate = z.infer<typeof ZAvailabilityTemplate>;
