// The home lists of shoots: one statement answers a page with its slots, the
// total and the business time zone the page was cut in.
//
// A shoot falls in one of three buckets, read from the partial index orders_business_start_idx
// (business_id, start_time, created_at) WHERE status = 'ACTIVE':
//   0 dated upcoming: starts today or later, soonest first;
//   1 undated: no start time yet, oldest created first (they wait to be scheduled);
//   2 past: started before today, newest first.
// Upcoming = 0 then 1; ALL = 0, 1 then 2 (what is coming first, then history). Each bucket is an
// index range scan that reads only the rows the page still lacks after the buckets before it, so
// no request sorts the business's whole history, and a page that upcoming shoots fill never
// reads the past.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { dateFilters } from '@studio/shared/enums';
import type { TOrderSlot, TShootListItem, TShootPage } from '@studio/shared/orders/contracts';
import { paymentState } from '@studio/shared/orders/payment-state';
import { startOfTodayIn } from '@studio/shared/scheduling/zoned-time';
import type { Executor } from '../../db/client.ts';
import { isoTimestamp, namedStatement, perShape } from '../../db/prepared.ts';
import { businessTimeZoneSql } from '../businesses/time-zone-queries.ts';
import { businessTimeZone } from '../scheduling/service.ts';
import { serviceColumns } from '../services/service-columns.ts';

export type ListShootsInput = {
  businessId: string;
  dateFilter: number;
  overdue: boolean;
  page: number;
  size: number;
  /** The clock, for tests; defaults to now. */
  now?: number;
  /** Counting stops here (see countOf); tests lower it. */
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

/** Timestamps come as PostgreSQL's text (see isoTimestamp). */
export type PageRow = {
  id: string;
  service_id: string;
  full_name: string;
  email: string;
  start_time: string | null;
  duration_minutes: number;
  created_at: string;
  grand_total: number;
  amount_paid: number;
  next_due_at: string | null;
  service_name: string | null;
  service_color: string | null;
  service_deleted: boolean | null;
  /** The order's slots as JSON, in no particular order. */
  slots: TOrderSlot[];
  total: number | string;
  time_zone: string | null;
};

type CountRow = { total: number | string; time_zone: string | null };

// Every value is a placeholder: one statement text per shape of the list, built and planned once.
const businessId = sql.placeholder('businessId');
const today = sql.placeholder('today');
/** Rows the page needs from the buckets in order: page × size, plus one to tell if more follow. */
const reach = sql.placeholder('reach');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');
/** The count's cap plus one. */
const countLimit = sql.placeholder('countLimit');

function bucketCondition(bucket: Bucket): SQL {
  if (bucket === 0) return sql`o.start_time >= ${today}`;
  if (bucket === 1) return sql`o.start_time is null`;
  return sql`o.start_time < ${today}`;
}

const bucketOrder: Record<Bucket, SQL> = {
  0: sql`o.start_time asc, o.created_at asc, o.id asc`,
  1: sql`o.created_at asc, o.id asc`,
  2: sql`o.start_time desc, o.created_at desc, o.id desc`,
};

const pageOrder = sql`p.bucket,
  case when p.bucket < 2 then p.start_time end asc,
  case when p.bucket < 2 then p.created_at end asc,
  case when p.bucket < 2 then p.id end asc,
  case when p.bucket = 2 then p.start_time end desc,
  case when p.bucket = 2 then p.created_at end desc,
  case when p.bucket = 2 then p.id end desc`;

/** The business's active shoots, overdue ones only when asked. */
function active(overdue: boolean): SQL {
  return sql`o.business_id = ${businessId} and o.status = 'ACTIVE'
    ${overdue ? sql`and o.next_due_at < ${today}` : sql``}`;
}

const hasDeletedService = sql`exists (
  select 1 from ${serviceColumns('d')} where d.business_id = ${businessId} and d.deleted_at is not null
)`;

/**
 * A shoot of a deleted service stays only while it holds a slot. The NOT IN is a hashed subplan
 * over the business's deleted services (usually none), so the slots probe runs only for those
 * shoots.
 */
const keptIfServiceDeleted = sql`(
  o.service_id not in (
    select d.id from ${serviceColumns('d')}
    where d.business_id = ${businessId} and d.deleted_at is not null
  )
  or exists (select 1 from slots s where s.order_id = o.id)
)`;

/** The rows a list may show (see active and keptIfServiceDeleted). */
function visible(overdue: boolean): SQL {
  return sql`${active(overdue)} and ${keptIfServiceDeleted}`;
}

function countOf(filter: SQL, atMost: SQL | Placeholder): SQL {
  return sql`(select count(*) from (
    select 1 from orders o where ${filter} limit ${atMost}
  ) counted)`;
}

/**
 * The rows of `filter` in the buckets, counted up to the cap + 1. ALL is one scan of the
 * business's shoots whatever their bucket. Otherwise each bucket is counted on its own index
 * range, up to what the buckets before it left of the cap: one scan with "start_time >= today or
 * start_time is null" read (and skipped) every past shoot of the business first.
 */
function cappedCount(filter: SQL, buckets: Bucket[]): SQL {
  if (buckets.length === 3) return countOf(filter, countLimit);
  const counts = buckets.map((bucket) => sql.raw(`(select n from c${bucket})`));
  const parts = buckets.map((bucket, index) => {
    const left =
      index === 0
        ? countLimit
        : sql`greatest(${countLimit} - ${sql.join(counts.slice(0, index), sql` - `)}, 0)`;
    return sql`${sql.raw(`c${bucket}`)} as (
      select ${countOf(sql`${filter} and ${bucketCondition(bucket)}`, left)} as n
    )`;
  });
  return sql`(with ${sql.join(parts, sql`, `)} select ${sql.join(counts, sql` + `)})`;
}

/**
 * The total of the filter, counted up to the cap + 1 rows: the number a photographer reads on the
 * home screen is exact up to the cap and '1,000+' beyond it, and counting never walks the whole
 * history of a busy business. Whether there is a next page comes from the page itself. A business
 * without deleted services (nearly all) cannot lose a shoot to that rule, so its count leaves the
 * rule out and can read an index alone (index-only scan) instead of each shoot's row.
 */
function countQuery(buckets: Bucket[], overdue: boolean): SQL {
  return sql`(case when ${hasDeletedService}
    then ${cappedCount(visible(overdue), buckets)}
    else ${cappedCount(active(overdue), buckets)}
  end)`;
}

/**
 * The page's time zone check: the statement reads the zone it should have been cut in, and
 * listShoots cuts the page again if that is not the zone it used.
 */
const timeZoneColumn = businessTimeZoneSql(businessId);

const columns = sql`o.id, o.service_id, o.full_name, o.email, o.start_time, o.duration_minutes,
  o.created_at, o.grand_total, o.amount_paid, o.next_due_at`;

function pageQuery(buckets: Bucket[], overdue: boolean): SQL {
  // Each bucket takes what the buckets before it left of `reach` (a LIMIT of 0 reads nothing).
  const parts = buckets.map((bucket, index) => {
    const taken = buckets
      .slice(0, index)
      .map((before) => sql`(select count(*) from ${sql.raw(`b${before}`)})`);
    const rest = index === 0 ? reach : sql`greatest(${reach} - ${sql.join(taken, sql` - `)}, 0)`;
    return sql`${sql.raw(`b${bucket}`)} as materialized (
      select ${columns}, ${sql.raw(String(bucket))} as bucket from orders o
      where ${visible(overdue)} and ${bucketCondition(bucket)}
      order by ${bucketOrder[bucket]} limit ${rest}
    )`;
  });
  const union = sql.join(
    buckets.map((bucket) => sql.raw(`select * from b${bucket}`)),
    sql` union all `,
  );
  // The service is looked up per row (OFFSET 0 keeps the lateral from being turned into a join,
  // which hashed every service of the business for a page of 50).
  return sql`with ${sql.join(parts, sql`, `)}
    select p.id, p.service_id, p.full_name, p.email, p.start_time, p.duration_minutes,
      p.created_at, p.grand_total, p.amount_paid, p.next_due_at,
      v.name as service_name, v.color as service_color,
      (v.deleted_at is not null) as service_deleted,
      coalesce((
        select json_agg(json_build_object('id', s.id, 'serviceDateId', s.service_date_id,
          'startTime', s.start_time, 'endTime', s.end_time, 'status', s.status))
        from slots s where s.business_id = ${businessId} and s.order_id = p.id
      ), '[]') as slots,
      ${countQuery(buckets, overdue)} as total,
      ${timeZoneColumn} as time_zone
    from (${union}) p
    left join lateral (
      select v.name, v.color, v.deleted_at from ${serviceColumns('v')}
      where v.id = p.service_id offset 0
    ) v on true
    order by ${pageOrder}
    limit ${limit} offset ${offset}`;
}

type Statements = {
  page: (executor: Executor, values: Record<string, unknown>) => Promise<PageRow[]>;
  count: (executor: Executor, values: Record<string, unknown>) => Promise<CountRow[]>;
};

type Shape = { buckets: Bucket[]; overdue: boolean };

/** One pair of prepared statements per filter: the page (with its total) and the bare count. */
const statementsFor = perShape<Shape, Statements>(
  ({ buckets, overdue }) => `${buckets.join('')}_${overdue ? 'overdue' : 'any'}`,
  ({ buckets, overdue }, name) => ({
    page: namedStatement<PageRow>(`shoot_page_${name}`, pageQuery(buckets, overdue)),
    count: namedStatement<CountRow>(
      `shoot_count_${name}`,
      sql`select ${countQuery(buckets, overdue)} as total, ${timeZoneColumn} as time_zone`,
    ),
  }),
);

/**
 * Business time zones this process has seen: a guess that saves reading the business before each
 * page (a round trip per request). The page statement reads the zone back and listShoots cuts the
 * page again when it differs, so a changed zone is never answered with the old one.
 */
const knownTimeZones = new Map<string, string>();
const KNOWN_TIME_ZONES_MAX = 10_000;

function rememberTimeZone(businessId: string, timeZone: string): void {
  if (knownTimeZones.size >= KNOWN_TIME_ZONES_MAX) knownTimeZones.clear();
  knownTimeZones.set(businessId, timeZone);
}

/** GET /api/orders: a page of the business's shoots for the home lists, with the total. */
export async function listShoots(executor: Executor, input: ListShootsInput): Promise<TShootPage> {
  const cap = input.totalCap ?? SHOOT_TOTAL_CAP;
  const buckets = bucketsOf[input.dateFilter] ?? bucketsOf[dateFilters.ALL] ?? [];
  const { page, count } = statementsFor({ buckets, overdue: input.overdue });
  let timeZone =
    knownTimeZones.get(input.businessId) ?? (await businessTimeZone(executor, input.businessId));
  for (let attempt = 1; ; attempt++) {
    const startOfToday = startOfTodayIn(timeZone, input.now);
    const values = {
      businessId: input.businessId,
      today: startOfToday,
      reach: input.page * input.size + 1,
      limit: input.size + 1,
      offset: (input.page - 1) * input.size,
      countLimit: cap + 1,
    };
    const fetched = await page(executor, values);
    // A page past the end has no row to carry the total and the zone: count on its own (rare).
    const head = fetched[0] ?? (await count(executor, values))[0];
    const readZone = head?.time_zone ?? (await businessTimeZone(executor, input.businessId));
    rememberTimeZone(input.businessId, readZone);
    // A page cut in a stale zone (the business changed it since) is cut again, once: a second
    // change in between is as good as one made just after the request.
    if (readZone === timeZone || attempt === 2) {
      return presentPage(fetched, Number(head?.total ?? 0), cap, input, startOfToday);
    }
    timeZone = readZone;
  }
}

function presentPage(
  fetched: PageRow[],
  counted: number,
  cap: number,
  input: ListShootsInput,
  startOfToday: Date,
): TShootPage {
  return {
    items: fetched.slice(0, input.size).map((row) => presentShoot(row, startOfToday)),
    total: Math.min(counted, cap),
    isTotalCapped: counted > cap,
    hasMore: fetched.length > input.size,
    page: input.page,
    size: input.size,
  };
}

export function presentShoot(row: PageRow, startOfToday: Date): TShootListItem {
  const nextDueAt = row.next_due_at === null ? null : isoTimestamp(row.next_due_at);
  const slots = row.slots.map((slot) => ({
    ...slot,
    startTime: isoTimestamp(slot.startTime),
    endTime: isoTimestamp(slot.endTime),
  }));
  if (slots.length > 1) slots.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return {
    id: row.id,
    serviceId: row.service_id,
    fullName: row.full_name,
    email: row.email,
    startTime: row.start_time === null ? null : isoTimestamp(row.start_time),
    duration: Number(row.duration_minutes),
    createdDate: isoTimestamp(row.created_at),
    service: {
      isDeleted: row.service_deleted ?? true,
      color: row.service_color ?? '#bfbfbf',
      name: row.service_name ?? '',
    },
    slots,
    grandTotal: Number(row.grand_total),
    amountPaid: Number(row.amount_paid),
    paymentState: paymentState({
      grandTotal: Number(row.grand_total),
      amountPaid: Number(row.amount_paid),
      nextDueAt,
      startOfToday,
    }),
  };
}
