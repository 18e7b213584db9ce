// The business's booking settings (option `booking-availability`): the limits on how much of the
// calendar one client may take at once, read with their defaults filled in.
import { and, eq } from 'drizzle-orm';
import {
  BOOKING_AVAILABILITY,
  defaultBookingAvailability,
  ZBookingAvailability,
  type TBookingAvailability,
} from '@studio/shared/booking/settings';
import type { Executor } from '../../db/client.ts';
import { options } from '../options/schema.ts';

export async function getBookingSettings(
  executor: Executor,
  input: { businessId: string },
): Promise<TBookingAvailability> {
  const [row] = await executor
    .select({ value: options.value })
    .from(options)
    .where(and(eq(options.businessId, input.businessId), eq(options.name, BOOKING_AVAILABILITY)));
  // A value stored before a field existed gets that field's default; anything unreadable counts
  // as never set.
  const parsed = ZBookingAvailability.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : defaultBookingAvailability;
}

export async function setBookingSettings(
  executor: Executor,
  input: { businessId: string; settings: TBookingAvailability },
): Promise<TBookingAvailability> {
  await executor
    .insert(options)
    .values({ businessId: input.businessId, name: BOOKING_AVAILABILITY, value: input.settings })
    .onConflictDoUpdate({
      target: [options.businessId, options.name],
      set: { value: input.settings, updatedAt: new Date() },
    });
  return input.settings;
}
