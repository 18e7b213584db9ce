// How a service is named and dated on the owner screens: kind labels and tag colours, and dates
// as 'MMM D, YYYY' in the business time zone.
import { serviceKinds } from '@studio/shared/enums';
import { dayjs } from '../../ui/dayjs.ts';

export const DATE_FORMAT = 'MMM D, YYYY';

export const serviceKindLabels: Record<number, string> = {
  [serviceKinds.MINI_SESSION]: 'Mini session',
  [serviceKinds.SESSION_TYPES]: 'Full session',
  [serviceKinds.BUNDLES]: 'Bundle',
};

/** Calm tag colours, one per kind. */
export const serviceKindTagColors: Record<number, string> = {
  [serviceKinds.MINI_SESSION]: 'green',
  [serviceKinds.SESSION_TYPES]: 'blue',
  [serviceKinds.BUNDLES]: 'purple',
};

/** An instant (ISO) as a date in the business time zone. */
export function formatInstantDate(iso: string, timeZone: string | undefined): string {
  const value = timeZone ? dayjs(iso).tz(timeZone) : dayjs(iso);
  return value.format(DATE_FORMAT);
}

/** A local calendar date 'YYYY-MM-DD' (already in the business time zone). */
export function formatLocalDate(date: string): string {
  return dayjs(date, 'YYYY-MM-DD').format(DATE_FORMAT);
}
