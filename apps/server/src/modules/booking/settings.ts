// The business's booking settings (option `booking-availability`): the limits on how much of the
// calendar one client may take at once, read with their defaults filled in.
import {
  BOOKING_AVAILABILITY,
  defaultBookingAvailability,
  ZBookingAvailability,
  type TBookingAvailability,
} from '@studio/shared/booking/settings';
import type { Executor } from '../../db/client.ts';
import { readOptionValue, writeOptionValue } from '../options/service.ts';

export async function getBookingSettings(
  executor: Executor,
  input: { businessId: string },
): Promise<TBookingAvailability> {
  const stored = await readOptionValue(executor, {
    businessId: input.businessId,
    name: BOOKING_AVAILABILITY,
  });
  // A value stored before a field existed gets that field's default; anything unreadable counts
  // as never set.
  const parsed = ZBookingAvailability.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultBookingAvailability;
}

export async function setBookingSettings(
  executor: Executor,
  input: { businessId: string; settings: TBookingAvailability },
): Promise<TBookingAvailability> {
  await writeOptionValue(executor, {
    businessId: input.businessId,
    name: BOOKING_AVAILABILITY,
    value: input.settings,
  });
  return input.settings;
}
