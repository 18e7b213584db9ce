// The home lists of shoots (SPEC §4 shoot lists): one statement answers a page with its slots and total.
//
// A shoot falls in one of three buckets, read from the partial index orders_business_start_idx
// (business_id, start_time, created_at) WHERE status = 'ACTIVE':
//   0 dated upcoming: starts today or later, soonest first;
//   1 undated: no start time yet, oldest created first (they wait to be scheduled);
//   2 past: started before today, newest first.
// Upcoming = 0 then 1; ALL = 0, 1 then 2 (what is coming first, then history). Each bucket is an
// index range scan stopped after offset + size rows; the page is cut from their union, so no
// request ever sorts the business's whole history.
import { sql, type SQL } from 'drizzle-orm';
import { dateFilters } from '@studio/shared/enums';
import type { TOrderSlot, TShootListItem, TShootPage } from '@studio/shared/orders/contracts';
import { paymentState } from '@studio/shared/orders/payment-state';
import { todayIn, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import type { Executor } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';
import { businessTimeZone } from '../scheduling/service.ts';

export type ListShootsInput = {
  businessId: string;
  dateFilter: number;
  overdue: boolean;
  page: number;
  size: number;
  /** The clock, for tests; defaults to now. */
  now?: number;
  /** Counting stops here (see countQuery); tests lower it. */
  totalCap?: number;
};

/** The home list counts up to this many shoots and then says '1,000+'. */
export const SHOOT_TOTAL_CAP = 1000;

type Bucket = 0 | 1 | 2;

const bucketsOf: Record<number, Bucket[]> = {
  [dateFilters.ALL]: [0, 1, 2],
  [dateFilters.UP_COMING]: [0, 1],
  [dateFilters.NO_SET_DATE]: [1],
  [dateFilters.PAST]: [2],
};

type PageRow = {
  id: string;
  service_id: string;
  full_name: string;
  email: string;
  start_time: Date | string | null;
  duration_minutes: number;
  created_at: Date | string;
  grand_total: number;
  amount_paid: number;
  next_due_at: Date | string | null;
  service_name: string | null;
  service_color: string | null;
  service_deleted: boolean | null;
  /** The order's slots as JSON (timestamps as PostgreSQL writes them). */
  slots: TOrderSlot[];
  total: number | string;
};

/** The start of today in the business time zone, as an instant. */
export function startOfTodayIn(timeZone: string, now: number = Date.now()): Date {
  return new Date(wallTimeToInstant(todayIn(timeZone, now), '00:00', timeZone));
}

function bucketCondition(bucket: Bucket, today: Date): SQL {
  if (bucket === 0) return sql`o.start_time >= ${today}`;
  if (bucket === 1) return sql`o.start_time is null`;
  return sql`o.start_time < ${today}`;
}

const bucketOrder: Record<Bucket, SQL> = {
  0: sql`o.start_time asc, o.created_at asc, o.id asc`,
  1: sql`o.created_at asc, o.id asc`,
  2: sql`o.start_time desc, o.created_at desc, o.id desc`,
};

/**
 * The rows a list may show: the business's active shoots, overdue ones only when asked; a shoot
 * of a deleted service stays only while it holds a slot. The NOT IN is a hashed subplan over the
 * business's deleted services (usually none), so the slots probe runs only for those shoots.
 */
function visible(input: ListShootsInput, today: Date): SQL {
  return sql`o.business_id = ${input.businessId} and o.status = 'ACTIVE'
    ${input.overdue ? sql`and o.next_due_at < ${today}` : sql``}
    and (
      o.service_id not in (
        select d.id from services d
        where d.business_id = ${input.businessId} and d.deleted_at is not null
      )
      or exists (select 1 from slots s where s.order_id = o.id)
    )`;
}

const columns = sql`o.id, o.service_id, o.full_name, o.email, o.start_time, o.duration_minutes,
  o.created_at, o.grand_total, o.amount_paid, o.next_due_at`;

function pageQuery(input: ListShootsInput, buckets: Bucket[], today: Date, cap: number): SQL {
  const reach = input.page * input.size;
  const parts = buckets.map(
    (bucket) => sql`(select ${columns}, ${sql.raw(String(bucket))} as bucket from orders o
      where ${visible(input, today)} and ${bucketCondition(bucket, today)}
      order by ${bucketOrder[bucket]} limit ${reach + 1})`,
  );
  return sql`select p.id, p.service_id, p.full_name, p.email, p.start_time, p.duration_minutes,
      p.created_at, p.grand_total, p.amount_paid, p.next_due_at,
      v.name as service_name, v.color as service_color,
      (v.deleted_at is not null) as service_deleted,
      coalesce((
        select json_agg(json_build_object('id', s.id, 'serviceDateId', s.service_date_id,
          'startTime', s.start_time, 'endTime', s.end_time, 'status', s.status)
          order by s.start_time)
        from slots s where s.business_id = ${input.businessId} and s.order_id = p.id
      ), '[]') as slots,
      (${countQuery(input, buckets, today, cap)}) as total
    from (${sql.join(parts, sql` union all `)}) p
    left join services v on v.id = p.service_id
    order by p.bucket,
      case when p.bucket < 2 then p.start_time end asc,
      case when p.bucket < 2 then p.created_at end asc,
      case when p.bucket < 2 then p.id end asc,
      case when p.bucket = 2 then p.start_time end desc,
      case when p.bucket = 2 then p.created_at end desc,
      case when p.bucket = 2 then p.id end desc
    limit ${input.size + 1} offset ${(input.page - 1) * input.size}`;
}

/**
 * The total of the filter, counted up to `cap` + 1 rows: the number a photographer reads on the
 * home screen is exact up to the cap and '1,000+' beyond it, and counting never walks the whole
 * history of a busy business on every page load (20,000 shoots took ~2 ms of the database per
 * request; capped it is ~0.1 ms). Whether there is a next page comes from the page itself.
 */
function countQuery(input: ListShootsInput, buckets: Bucket[], today: Date, cap: number): SQL {
  const which =
    buckets.length === 3
      ? sql``
      : sql`and (${sql.join(
          buckets.map((bucket) => bucketCondition(bucket, today)),
          sql` or `,
        )})`;
  return sql`select count(*) from (
      select 1 from orders o where ${visible(input, today)} ${which} limit ${cap + 1}
    ) counted`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** GET /api/orders: a page of the business's shoots for the home lists, with the total. */
export async function listShoots(executor: Executor, input: ListShootsInput): Promise<TShootPage> {
  const cap = input.totalCap ?? SHOOT_TOTAL_CAP;
  const timeZone = await businessTimeZone(executor, input.businessId);
  const today = startOfTodayIn(timeZone, input.now);
  const buckets = bucketsOf[input.dateFilter] ?? bucketsOf[dateFilters.ALL] ?? [];
  const shape = `${buckets.join('')}_${input.overdue ? 'overdue' : 'any'}`;
  // One prepared statement per filter: the page, each row's slots and the capped total.
  const fetched = rowsOf<PageRow>(
    await executeNamed(executor, `shoot_page_${shape}`, pageQuery(input, buckets, today, cap)),
  );
  const rows = fetched.slice(0, input.size);
  // A page past the end has no row to carry the total: count on its own then (rare).
  const counted =
    fetched[0] !== undefined
      ? Number(fetched[0].total)
      : Number(
          rowsOf<{ count: number | string }>(
            await executeNamed(
              executor,
              `shoot_count_${shape}`,
              countQuery(input, buckets, today, cap),
            ),
          )[0]?.count ?? 0,
        );
  const items: TShootListItem[] = rows.map((row) => ({
    id: row.id,
    serviceId: row.service_id,
    fullName: row.full_name,
    email: row.email,
    startTime: row.start_time === null ? null : iso(row.start_time),
    duration: Number(row.duration_minutes),
    createdDate: iso(row.created_at),
    service: {
      isDeleted: row.service_deleted ?? true,
      color: row.service_color ?? '#bfbfbf',
      name: row.service_name ?? '',
    },
    slots: row.slots.map((slot) => ({
      ...slot,
      startTime: iso(slot.startTime),
      endTime: iso(slot.endTime),
    })),
    grandTotal: Number(row.grand_total),
    amountPaid: Number(row.amount_paid),
    paymentState: paymentState({
      grandTotal: Number(row.grand_total),
      amountPaid: Number(row.amount_paid),
      nextDueAt: row.next_due_at,
      startOfToday: today,
    }),
  }));
  return {
    items,
    total: Math.min(counted, cap),
    isTotalCapped: counted > cap,
    hasMore: fetched.length > input.size,
    page: input.page,
    size: input.size,
  };
}
