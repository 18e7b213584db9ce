// The order columns another module's query may join, to read a shoot with what it belongs to in
// one statement: a read-only subquery rather than the table, so only this module names its table
// (PostgreSQL inlines the subquery, so the plan is the one of a plain join).
import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orders } from './schema.ts';

/** Join it as `name` (each join of one query needs its own name). */
export function orderColumns<Name extends string>(name: Name) {
  return new QueryBuilder().select(getTableColumns(orders)).from(orders).as(name);
}
