// Local wall-clock dates and times of the business time zone, and their conversion to instants.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { calendarDate } from '../validation.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export const ZLocalDateInput = calendarDate(messages.dateFormat);
export const ZTimeInput = z.string({ error: messages.required }).regex(TIME, messages.timeFormat);

/** Seconds since midnight of 'HH:mm:ss'. */
export function secondsOfDay(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * The instant (epoch ms) of a wall-clock time on a local date in an IANA zone. A time skipped by
 * a spring-forward change moves forward by the gap; a time repeated by a fall-back change is
 * taken at its later occurrence (dayjs's rule), which keeps windows at least as long as written.
 */
export function localInstant(date: string, time: string, timeZone: string): number {
  return dayjs.tz(`${date}T${time}`, timeZone).valueOf();
}
