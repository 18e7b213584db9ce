// The service columns another module's query may join, to show a service's name, colour and kind,
// to read its whole row or to leave deleted services out: a read-only subquery rather than the
// table, so only this module names its table while the caller's query stays one statement
// (PostgreSQL inlines the subquery, so the plan is the one of a plain join).
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { services } from './schema.ts';

/** Join it as `name` (each join of one query needs its own name). */
export function serviceColumns<Name extends string>(name: Name) {
  return new QueryBuilder().select(getTableColumns(services)).from(services).as(name);
}

/** Bookable through the public pages: not deleted, private or paused. */
export function isBookable(service: ReturnType<typeof serviceColumns>) {
  return and(isNull(service.deletedAt), eq(service.isPrivate, false), eq(service.isPaused, false));
}
