// Named per-business settings: each value checked against its option's shape before it is
// stored, and the last-seen map merged atomically.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import {
  CLIENT_EMAILS,
  LAST_SEEN,
  NEW_VERSION_NOTICE,
  TYPOGRAPHY_THEME,
  WEB_BUILDER_SETTINGS,
  ZOOM_MEETING,
  ZClientEmails,
  ZNewVersionNotice,
  ZTypographyTheme,
  ZWebBuilderSettings,
  ZZoomMeeting,
  type TOption,
} from '@studio/shared/options/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { options } from './schema.ts';

/** Serialized JSON size of one option value. */
export const MAX_OPTION_BYTES = 64 * 1024;
const MAX_LAST_SEEN_KEYS = 100;

/**
 * LAST_SEEN: when the owner last saw each list (e.g. seenDateNotification), as ISO timestamps.
 * Stored in the canonical toISOString() form, so the newest is also the greatest string.
 */
export const ZLastSeenValue = z
  .record(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/), z.iso.datetime({ offset: true }))
  .refine(
    (value) => Object.keys(value).length <= MAX_LAST_SEEN_KEYS,
    `At most ${MAX_LAST_SEEN_KEYS} entries`,
  )
  .transform((value) =>
    Object.fromEntries(
      Object.entries(value).map(([key, time]) => [key, new Date(time).toISOString()]),
    ),
  );

/**
 * The shape of each option saved through setOption. A name without one is refused: options of
 * other modules (payment setup, booking limits, notifications...) are checked and saved by their
 * own modules with writeOptionValue.
 */
const optionValues: Record<string, z.ZodType> = {
  [NEW_VERSION_NOTICE]: ZNewVersionNotice,
  [LAST_SEEN]: ZLastSeenValue,
  [TYPOGRAPHY_THEME]: ZTypographyTheme,
  [CLIENT_EMAILS]: ZClientEmails,
  [WEB_BUILDER_SETTINGS]: ZWebBuilderSettings,
  [ZOOM_MEETING]: ZZoomMeeting,
};

/**
 * The stored value of the business's option `name`; null when it was never set. Other modules
 * read their own named settings through this.
 */
export async function readOptionValue(
  executor: Executor,
  { businessId, name }: { businessId: string; name: string },
): Promise<unknown> {
  const [row] = await executor
    .select({ value: options.value })
    .from(options)
    .where(and(eq(options.businessId, businessId), eq(options.name, name)));
  return row?.value ?? null;
}

/**
 * Creates or replaces the business's option `name` with `value`, unchecked: for the modules
 * that check their own settings' shape before saving them.
 */
export async function writeOptionValue(
  executor: Executor,
  { businessId, name, value }: { businessId: string; name: string; value: unknown },
): Promise<void> {
  await executor
    .insert(options)
    .values({ businessId, name, value })
    .onConflictDoUpdate({
      target: [options.businessId, options.name],
      set: { value, updatedAt: new Date() },
    });
}

export async function getOption(
  db: Database,
  { businessId, name }: { businessId: string; name: string },
): Promise<TOption> {
  return { name, value: await readOptionValue(db, { businessId, name }) };
}

/**
 * Creates or replaces the option, checked against its shape (null clears it). Dismissing the
 * new-version notice is saving it with isDismissed true.
 */
export async function setOption(
  db: Database,
  { businessId, name, value }: { businessId: string; name: string; value: unknown },
): Promise<TOption> {
  const checked = checkValue(name, value ?? null);
  await writeOptionValue(db, { businessId, name, value: checked });
  return { name, value: checked };
}

function checkValue(name: string, value: unknown): unknown {
  const serialized = JSON.stringify(value);
  if (serialized === undefined || Buffer.byteLength(serialized) > MAX_OPTION_BYTES) {
    throw AppError.validation('value', messages.optionTooLarge);
  }
  const schema = optionValues[name];
  if (!schema) throw AppError.validation('name', messages.unknownOption);
  if (value === null) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION', messages.validationFailed, {
    errors: parsed.error.issues.map((issue) => ({
      field: ['value', ...issue.path].join('.'),
      message: issue.message,
    })),
  });
}

/**
 * Merges timestamps into LAST_SEEN keeping the newest per key, in one upsert: two tabs saving
 * at once both land, and an older timestamp never overwrites a newer one.
 */
export async function mergeLastSeen(
  db: Database,
  input: { businessId: string; seen: z.output<typeof ZLastSeenValue> },
): Promise<TOption> {
  // In ON CONFLICT DO UPDATE, "options" is the stored row and "excluded" the one proposed.
  const stored = sql`case when jsonb_typeof("options"."value") = 'object' then "options"."value" else '{}'::jsonb end`;
  const merged = sql`(
    select coalesce(jsonb_object_agg(newest.key, newest.val), '{}'::jsonb)
    from (
      select distinct on (entries.key) entries.key, entries.val
      from (
        select key, value as val from jsonb_each(${stored})
        union all
        select key, value as val from jsonb_each(excluded.value)
      ) as entries
      where jsonb_typeof(entries.val) = 'string'
      order by entries.key, (entries.val #>> '{}') collate "C" desc
    ) as newest
  )`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(options)
      .values({ businessId: input.businessId, name: LAST_SEEN, value: input.seen })
      .onConflictDoUpdate({
        target: [options.businessId, options.name],
        set: { value: merged, updatedAt: new Date() },
      })
      .returning({ value: options.value });
    const value = row?.value ?? {};
    const size = typeof value === 'object' && value !== null ? Object.keys(value).length : 0;
    // Rolled back past the limit, so a client cannot grow the map without bound.
    if (size > MAX_LAST_SEEN_KEYS) throw AppError.validation('value', messages.optionTooLarge);
    return { name: LAST_SEEN, value };
  });
}
