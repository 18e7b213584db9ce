// Coupons: the photographer's codes (CRUD) and their use, checked and counted on the server.
import { and, count, desc, eq, ilike, isNull, lt, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  couponCodeKey,
  type TCoupon,
  type TCouponPage,
  type TCouponTerms,
  type TSaveCoupon,
  type ZListCouponsQuery,
} from '@studio/shared/coupons/requests';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { presentCoupon, presentCouponTerms } from './presenter.ts';
import { coupons } from './schema.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { containsPattern } from '../../db/search-text.ts';

type Tenant = { businessId: string };
type ListQuery = z.output<typeof ZListCouponsQuery>;
type CouponRow = typeof coupons.$inferSelect;

export type RedeemedCoupon = { id: string; code: string; amount: number; isFixed: boolean };

const codeTaken = () =>
  new AppError('CONFLICT', messages.couponCodeTaken, {
    errors: [{ field: 'code', message: messages.couponCodeTaken }],
  });

export async function listCoupons(
  executor: Executor,
  input: Tenant & { query: ListQuery },
): Promise<TCouponPage> {
  const { page, size, search } = input.query;
  const conditions: SQL[] = [eq(coupons.businessId, input.businessId)];
  if (search) conditions.push(ilike(coupons.code, containsPattern(search)));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(size)
      .offset((page - 1) * size),
    executor.select({ total: count() }).from(coupons).where(where),
  ]);
  return { items: rows.map(presentCoupon), total: totals[0]?.total ?? 0, page, size };
}

/** The tenant's coupon, or 404: another business's id never answers. */
export async function getCoupon(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<TCoupon> {
  const [row] = await executor
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, input.id), eq(coupons.businessId, input.businessId)));
  if (!row) throw AppError.notFound(messages.couponNotFound);
  return presentCoupon(row);
}

function columnsOf(coupon: TSaveCoupon) {
  return {
    code: coupon.code,
    codeKey: couponCodeKey(coupon.code),
    amount: coupon.amount,
    isFixed: coupon.isFixed,
    startDate: coupon.startDate,
    endDate: coupon.endDate,
    usageLimit: coupon.usageLimit,
  };
}

export async function createCoupon(
  executor: Executor,
  input: Tenant & { coupon: TSaveCoupon },
): Promise<TCoupon> {
  // ON CONFLICT DO NOTHING rather than a caught error: a failed statement would spoil a caller's
  // transaction on PostgreSQL.
  const [row] = await executor
    .insert(coupons)
    .values({ businessId: input.businessId, ...columnsOf(input.coupon) })
    .onConflictDoNothing({ target: [coupons.businessId, coupons.codeKey] })
    .returning();
  if (!row) throw codeTaken();
  return presentCoupon(row);
}

/** Changes the terms; the used count stays (a lower limit simply means it is used up sooner). */
export async function updateCoupon(
  executor: Executor,
  input: Tenant & { id: string; coupon: TSaveCoupon },
): Promise<TCoupon> {
  const codeKey = couponCodeKey(input.coupon.code);
  const [clash] = await executor
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.businessId, input.businessId), eq(coupons.codeKey, codeKey)));
  if (clash && clash.id !== input.id) {
    await getCoupon(executor, input); // a missing coupon answers 404 before any clash
    throw codeTaken();
  }
  try {
    const [row] = await executor
      .update(coupons)
      .set({ ...columnsOf(input.coupon), updatedAt: new Date() })
      .where(and(eq(coupons.id, input.id), eq(coupons.businessId, input.businessId)))
      .returning();
    if (!row) throw AppError.notFound(messages.couponNotFound);
    return presentCoupon(row);
  } catch (error) {
    // Another request took the code between the check and the update.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function deleteCoupon(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<void> {
  const [row] = await executor
    .delete(coupons)
    .where(and(eq(coupons.id, input.id), eq(coupons.businessId, input.businessId)))
    .returning({ id: coupons.id });
  if (!row) throw AppError.notFound(messages.couponNotFound);
}

/** Why a coupon cannot be used on `onDate`, or null when it can. */
function refusal(row: CouponRow | undefined, onDate: string): string | null {
  if (!row) return messages.couponNotFound;
  if (row.startDate !== null && onDate < row.startDate) return messages.couponExpired;
  if (row.endDate !== null && onDate > row.endDate) return messages.couponExpired;
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return messages.couponUsedUp;
  return null;
}

async function findByCode(
  executor: Executor,
  input: Tenant & { code: string },
): Promise<CouponRow | undefined> {
  const [row] = await executor
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.businessId, input.businessId), eq(coupons.codeKey, couponCodeKey(input.code))),
    );
  return row;
}

/**
 * What the code takes off if used on the local date `onDate` (GET /api/coupons/validate: the
 * shoot form and booking page show it). Nothing is counted; redeemCoupon does that.
 */
export async function checkCoupon(
  executor: Executor,
  input: Tenant & { code: string; onDate: string; field?: string },
): Promise<TCouponTerms> {
  const row = await findByCode(executor, input);
  const reason = refusal(row, input.onDate);
  if (reason || !row)
    throw AppError.validation(input.field ?? 'code', reason ?? messages.couponNotFound);
  return presentCouponTerms(row);
}

/**
 * Checks the code is valid on the local date `onDate` and raises its usedCount in one atomic
 * conditional update (never above usageLimit), inside the caller's transaction. Throws a
 * VALIDATION AppError on field 'couponCode' with the coupon messages otherwise.
 */
export async function redeemCoupon(
  executor: Executor,
  input: { businessId: string; code: string; onDate: string },
): Promise<RedeemedCoupon> {
  const [row] = await executor
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(coupons.businessId, input.businessId),
        eq(coupons.codeKey, couponCodeKey(input.code)),
        or(isNull(coupons.startDate), lte(coupons.startDate, input.onDate)),
        or(isNull(coupons.endDate), gte(coupons.endDate, input.onDate)),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning();
  if (row) return presentCouponTerms(row);
  // Nothing was counted: read why, to give the right message.
  const reason = refusal(await findByCode(executor, input), input.onDate);
  throw AppError.validation('couponCode', reason ?? messages.couponUsedUp);
}
