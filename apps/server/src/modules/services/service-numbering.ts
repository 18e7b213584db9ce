// A new service row with the business's next running number and a free slug. Both are unique per
// business (unique indexes): a concurrent create that takes them first makes the insert do
// nothing, and the next free pair is tried, so the caller's transaction is never aborted.
import crypto from 'node:crypto';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { defaultServiceColor } from '@studio/shared/services/requests';
import { nextFreeSlug, slugify } from '@studio/shared/slug';
import type { Executor } from '../../db/client.ts';
import type { ServiceRow } from './lookup.ts';
import { services } from './schema.ts';

type NewService = Omit<typeof services.$inferInsert, 'id' | 'number' | 'slug' | 'color'> & {
  /** Left out: the palette colour of the new number. */
  color?: string;
};

const ATTEMPTS = 8;
const SLUG_MAX = 60;

export async function insertService(tx: Executor, values: NewService): Promise<ServiceRow> {
  const base = slugify(values.name, { maxLength: SLUG_MAX, fallback: 'service' });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const number = await nextNumber(tx, values.businessId);
    const slug =
      attempt < ATTEMPTS - 1
        ? nextFreeSlug(base, await takenSlugs(tx, values.businessId, base))
        : `${base}-${crypto.randomUUID().slice(0, 8)}`;
    const [row] = await tx
      .insert(services)
      .values({ ...values, color: values.color ?? defaultServiceColor(number), number, slug })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('could not allocate a service number and slug');
}

/** Deleted services keep their numbers: a number is never given twice. */
async function nextNumber(tx: Executor, businessId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${services.number}), 0)`.mapWith(Number) })
    .from(services)
    .where(eq(services.businessId, businessId));
  return (row?.max ?? 0) + 1;
}

async function takenSlugs(tx: Executor, businessId: string, base: string): Promise<Set<string>> {
  // A slug holds only [a-z0-9-], so it has no LIKE wildcards to escape.
  const rows = await tx
    .select({ slug: services.slug })
    .from(services)
    .where(
      and(
        eq(services.businessId, businessId),
        or(eq(services.slug, base), like(services.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}
