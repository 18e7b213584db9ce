// The customer columns another module's query may join, to read a record with its contact in one
// statement: a read-only subquery rather than the table, so only this module names its table
// (PostgreSQL inlines the subquery, so the plan is the one of a plain join).
import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { customers } from './schema.ts';

/** Join it as `name` (each join of one query needs its own name). */
export function customerColumns<Name extends string>(name: Name) {
  return new QueryBuilder().select(getTableColumns(customers)).from(customers).as(name);
}
