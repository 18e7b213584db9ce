// Reading many services: the paged list, search, the short lists other screens pick from, counts,
// and one service's summary. Deleted services never appear.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { limits } from '@studio/shared/constants';
import { serviceKinds, sortBy as sortByValues, sortOrders } from '@studio/shared/enums';
import type { TServicePage } from '@studio/shared/services/contracts';
import type {
  TServiceBrief,
  TServiceKind,
  TServiceOption,
  TServiceSummary,
} from '@studio/shared/services/requests';
import type { Database, Executor } from '../../db/client.ts';
import { isoTimestamp, namedStatement, perShape, preparedFor } from '../../db/prepared.ts';
import { requireService } from './lookup.ts';
import {
  presentServiceBrief,
  presentServiceListItem,
  type ServiceListColumns,
} from './presenter.ts';
import { col } from '../../db/qualified-column.ts';
import { businessTodaySql } from '../businesses/time-zone-queries.ts';
import { services } from './schema.ts';
import { serviceParts } from './service-parts.ts';
import type { ServiceTarget } from './service.ts';
import { containsPattern } from '../../db/search-text.ts';

export type ListServicesInput = {
  businessId: string;
  page: number;
  size: number;
  search?: string | undefined;
  sortBy: number;
  sortOrder: number;
  kind?: TServiceKind | undefined;
};

function liveServices(
  businessId: string | Placeholder,
  extra: (SQL | undefined)[] = [],
): SQL | undefined {
  return and(eq(services.businessId, businessId), isNull(services.deletedAt), ...extra);
}

function filters(input: Pick<ListServicesInput, 'businessId' | 'search' | 'kind'>) {
  return liveServices(input.businessId, [
    input.search ? ilike(services.name, containsPattern(input.search)) : undefined,
    input.kind !== undefined ? eq(services.kind, input.kind) : undefined,
  ]);
}

/** Sort by name ignores case; ties fall back to the running number, so pages never overlap. */
function ordering(sortBy: number, sortOrder: number): SQL[] {
  const direction = sortOrder === sortOrders.DESCENDING ? desc : asc;
  if (sortBy === sortByValues.NAME) {
    return [direction(sql`lower(${services.name})`), direction(services.number)];
  }
  if (sortBy === sortByValues.NUMBER) return [direction(services.number)];
  return [direction(services.createdAt), direction(services.number)];
}

/** GET /api/services: one query for the page, one for the total, both on the business's rows. */
export async function listServices(db: Database, input: ListServicesInput): Promise<TServicePage> {
  const shape = {
    sortBy: input.sortBy,
    sortOrder: input.sortOrder,
    hasSearch: Boolean(input.search),
    hasKind: input.kind !== undefined,
  };
  const params = {
    businessId: input.businessId,
    search: input.search ? containsPattern(input.search) : null,
    kind: input.kind ?? null,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  };
  // The page carries the total; only a page without rows asks separately.
  const rows = await listPageQuery(shape)(db, params);
  const total = rows[0]
    ? Number(rows[0].total)
    : ((await listCountQuery(shape)(db).execute(params))[0]?.total ?? 0);
  return {
    items: rows.map((row) => presentServiceListItem(listColumnsOf(row))),
    total,
    page: input.page,
    size: input.size,
  };
}

type ListShape = { sortBy: number; sortOrder: number; hasSearch: boolean; hasKind: boolean };

/** The filters with placeholders, so each shape of the list is one prepared statement. */
function placeholderFilters(shape: ListShape): SQL | undefined {
  return liveServices(sql.placeholder('businessId'), [
    shape.hasSearch ? ilike(services.name, sql.placeholder('search')) : undefined,
    shape.hasKind ? eq(services.kind, sql.placeholder('kind')) : undefined,
  ]);
}

const shapeName = (shape: ListShape) =>
  `${shape.sortBy}_${shape.sortOrder}_${shape.hasSearch ? 's' : 'a'}_${shape.hasKind ? 'k' : 'a'}`;

/** A page row as the statement names its columns. */
type ListPageRow = {
  id: string;
  number: number;
  name: string;
  slug: string;
  kind: number;
  color: string;
  is_private: boolean;
  is_paused: boolean;
  /** PostgreSQL's text (see isoTimestamp). */
  created_at: string;
  cover_url: string | null;
  next_date: string | null;
  total: number | string;
};

function listColumnsOf(row: ListPageRow): ServiceListColumns {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    slug: row.slug,
    kind: row.kind as TServiceKind,
    color: row.color,
    isPrivate: row.is_private,
    isPaused: row.is_paused,
    createdAt: new Date(isoTimestamp(row.created_at)),
    coverUrl: row.cover_url,
    nextDate: row.next_date,
  };
}

/**
 * Only what a list row shows (descriptions, notes and schedules stay in the database), read as
 * plain rows: drizzle's per-field mapping of a select, with its parse of each timestamp, took a
 * third of the request's time in the server for a page of 50.
 */
const listPageQuery = perShape(shapeName, (shape, name) =>
  namedStatement<ListPageRow>(
    `services_page_${name}`,
    new QueryBuilder()
      .select({
        id: services.id,
        number: services.number,
        name: services.name,
        slug: services.slug,
        kind: services.kind,
        color: services.color,
        isPrivate: services.isPrivate,
        isPaused: services.isPaused,
        createdAt: services.createdAt,
        coverUrl: sql`${services.gallery} -> 0 ->> 'url'`.as('cover_url'),
        nextDate: serviceParts()
          .schedule.nextDateSql({
            serviceId: col(services, services.id),
            today: businessTodaySql(sql.placeholder('businessId')),
          })
          .as('next_date'),
        // A subquery, not count(*) over (): the window made every page fetch every row of the
        // business's services before cutting its 50; now the page stops at its last row and the
        // count only counts. (Inside it, "services" names the subquery's own table.)
        total: sql`(select count(*) from ${services} where ${placeholderFilters(shape)})`.as(
          'total',
        ),
      })
      .from(services)
      .where(placeholderFilters(shape))
      .orderBy(...ordering(shape.sortBy, shape.sortOrder))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .getSQL(),
  ),
);

const listCountQuery = perShape(shapeName, (shape, name) =>
  preparedFor((executor) =>
    executor
      .select({ total: count() })
      .from(services)
      .where(placeholderFilters(shape))
      .prepare(`services_count_${name}`),
  ),
);

/** GET /api/services/search: by name, pages of 10, A to Z. */
export function searchServices(
  db: Database,
  input: { businessId: string; search?: string | undefined; page: number },
): Promise<TServicePage> {
  return listServices(db, {
    ...input,
    size: limits.searchPageSize,
    sortBy: sortByValues.NAME,
    sortOrder: sortOrders.ASCENDING,
  });
}

export async function countServices(
  db: Database,
  input: { businessId: string; search?: string | undefined },
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(services).where(filters(input));
  return row?.total ?? 0;
}

async function briefs(
  db: Database,
  { businessId, kinds }: { businessId: string; kinds?: TServiceKind[] },
): Promise<TServiceBrief[]> {
  const rows = await db
    .select({ id: services.id, name: services.name, color: services.color, kind: services.kind })
    .from(services)
    .where(liveServices(businessId, [kinds ? inArray(services.kind, kinds) : undefined]))
    .orderBy(asc(sql`lower(${services.name})`), asc(services.number));
  return rows.map(presentServiceBrief);
}

/** GET /api/services/all: every live service, A to Z. */
export function listAllServices(
  db: Database,
  input: { businessId: string },
): Promise<TServiceBrief[]> {
  return briefs(db, input);
}

/** GET /api/services/session-types: full sessions and bundles. */
export function listSessionTypes(
  db: Database,
  input: { businessId: string },
): Promise<TServiceBrief[]> {
  return briefs(db, {
    businessId: input.businessId,
    kinds: [serviceKinds.SESSION_TYPES, serviceKinds.BUNDLES],
  });
}

/** GET /api/services/options: id and name, for selects. */
export async function listServiceOptions(
  db: Database,
  input: { businessId: string },
): Promise<TServiceOption[]> {
  return (await briefs(db, input)).map(({ id, name }) => ({ id, name }));
}

/** GET /api/services/last-service-id: the newest live service, if any. */
export async function lastServiceId(
  db: Database,
  input: { businessId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(liveServices(input.businessId))
    .orderBy(desc(services.createdAt), desc(services.number))
    .limit(1);
  return row?.id ?? null;
}

export async function hasServicesAndDates(
  db: Database,
  { businessId, exceptIds = [] }: { businessId: string; exceptIds?: readonly string[] },
): Promise<{ hasServices: boolean; hasDates: boolean }> {
  // exceptIds: services left out (the demo ones, for the home checklist's real-data steps).
  const where = liveServices(
    businessId,
    exceptIds.length > 0 ? [notInArray(services.id, [...exceptIds])] : [],
  );
  const [service] = await db.select({ id: services.id }).from(services).where(where).limit(1);
  if (!service) return { hasServices: false, hasDates: false };
  const hasDates = await serviceParts().schedule.hasDateOnOrAfter(db, {
    businessId,
    serviceIds: new QueryBuilder().select({ id: services.id }).from(services).where(where).getSQL(),
    today: businessTodaySql(businessId),
  });
  return { hasServices: true, hasDates };
}

export async function serviceName(
  executor: Executor,
  target: ServiceTarget,
): Promise<{ id: string; name: string }> {
  const row = await requireService(executor, target);
  return { id: row.id, name: row.name };
}

/** GET /api/services/{id}/summary: how much the service holds. */
export async function serviceSummary(
  db: Database,
  target: ServiceTarget,
): Promise<TServiceSummary> {
  await requireService(db, target);
  const { schedule, pricing, contracts } = serviceParts();
  const [slots, dates, pricingCounts, contractCounts] = await Promise.all([
    schedule.countSlotsByStatus(db, target),
    schedule.countDates(db, target),
    pricing.count(db, target),
    contracts.count(db, target),
  ]);
  const { keptShoots: _keptShoots, ...byStatus } = slots;
  return { dates: dates.total, slots: byStatus, ...pricingCounts, ...contractCounts };
}
