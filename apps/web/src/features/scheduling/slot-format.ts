// How dates and slots read on the owner screens: dates 'MMM D, YYYY', times 'h:mm A' in the
// business time zone, durations as the duration lists write them, status labels and tag colours.
import type { Dayjs } from 'dayjs';
import { bufferDurations, durations } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TSlot } from '@studio/shared/scheduling/contracts';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import { instantToWall } from '@studio/shared/scheduling/zoned-time';
import { dayjs } from '../../ui/dayjs.ts';

export const DATE_FORMAT = 'MMM D, YYYY';
export const TIME_FORMAT = 'h:mm A';

/** A local date 'YYYY-MM-DD' as 'Jun 10, 2030'. */
export function formatDate(date: string): string {
  return dayjs(date).format(DATE_FORMAT);
}

export function formatWeekday(date: string): string {
  return dayjs(date).format('dddd');
}

/** An instant as 'h:mm A' on the business wall clock. */
export function formatTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(TIME_FORMAT);
}

export function formatTimeRange(startTime: string, endTime: string, timeZone: string): string {
  return `${formatTime(startTime, timeZone)} – ${formatTime(endTime, timeZone)}`;
}

/** 'HH:mm' wall-clock time of an instant, for a time picker's starting value. */
export function wallTime(iso: string, timeZone: string): string {
  return instantToWall(iso, timeZone).time;
}

/** A time picker value ('HH:mm' on any day: only the wall-clock time matters). */
export function pickerTime(time: string): Dayjs {
  return dayjs(`2000-01-01T${time}`);
}

export function pickedTime(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format('HH:mm') : undefined;
}

export const durationOptions = durations.map((minutes) => ({
  value: minutes,
  label: durationLabel(minutes),
}));

export const bufferOptions = bufferDurations.map((minutes) => ({
  value: minutes,
  label: minutes === 0 ? 'No buffer' : durationLabel(minutes),
}));

type StatusLook = { label: string; color: string };

/** Status as a coloured tag; a hold reads 'Booking...'. */
export const statusLooks: Record<TSlot['status'], StatusLook> = {
  AVAILABLE: { label: 'Available', color: 'green' },
  BOOKED: { label: 'Booked', color: 'blue' },
  BOOKING: { label: messages.slotBookingHeld, color: 'orange' },
  SHOOTED: { label: 'Shooted', color: 'purple' },
};

/** A client's booking sits on it or is being made: edits that could lose it are offered disabled. */
export function isOccupied(slot: TSlot): boolean {
  return slot.status !== 'AVAILABLE';
}
