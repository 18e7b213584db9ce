// The business columns another module's query may join, to read the calendar and money settings a
// record is shown in or the whole business row: a read-only subquery rather than the table, so
// only this module names its table while the caller's query stays one statement (PostgreSQL
// inlines the subquery, so the plan is the one of a plain join).
import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { businesses } from './schema.ts';

/** Join it as `name` (each join of one query needs its own name). */
export function businessColumns<Name extends string>(name: Name) {
  return new QueryBuilder().select(getTableColumns(businesses)).from(businesses).as(name);
}
