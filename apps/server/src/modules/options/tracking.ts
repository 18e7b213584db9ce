// The tracking ids a business's public pages load Google Analytics and the Facebook pixel with.
import { and, eq, inArray } from 'drizzle-orm';
import {
  FACEBOOK_PIXEL,
  GOOGLE_ANALYTICS,
  trackingOptionNames,
  type TTrackingIds,
  type TTrackingOptionValue,
  ZTrackingOptionValue,
  type TTrackingOptionName,
} from '@studio/shared/integrations/contracts';
import type { TOption } from '@studio/shared/options/contracts';
import type { Executor } from '../../db/client.ts';
import { options } from './schema.ts';
import { writeOptionValue } from './service.ts';

/**
 * Saves an id already checked by its schema (ZMeasurementId, ZPixelId), as { id }: a JSON string
 * holding only digits would come back from a jsonb column as a number (the ORM parses the text it
 * reads once more), losing a long pixel id's last digits.
 */
export async function setTrackingId(
  executor: Executor,
  input: { businessId: string; name: TTrackingOptionName; value: string },
): Promise<TOption> {
  const value: TTrackingOptionValue = { id: input.value };
  await writeOptionValue(executor, { ...input, value });
  return { name: input.name, value };
}

/** Removes the id: the public pages stop loading that script. */
export async function removeTrackingId(
  executor: Executor,
  input: { businessId: string; name: TTrackingOptionName },
): Promise<void> {
  await executor
    .delete(options)
    .where(and(eq(options.businessId, input.businessId), eq(options.name, input.name)));
}

/** Both ids in one read, null when not set: for the public pages' business answer. */
export async function trackingIdsOf(
  executor: Executor,
  input: { businessId: string },
): Promise<TTrackingIds> {
  const rows = await executor
    .select({ name: options.name, value: options.value })
    .from(options)
    .where(
      and(
        eq(options.businessId, input.businessId),
        inArray(options.name, [...trackingOptionNames]),
      ),
    );
  const valueOf = (name: string) => {
    const parsed = ZTrackingOptionValue.safeParse(rows.find((row) => row.name === name)?.value);
    return parsed.success ? parsed.data.id : null;
  };
  return { googleAnalyticsId: valueOf(GOOGLE_ANALYTICS), facebookPixelId: valueOf(FACEBOOK_PIXEL) };
}
