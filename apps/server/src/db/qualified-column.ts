// Qualified column references for hand-built subqueries.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * "table"."column": drizzle leaves columns unqualified in single-table statements, which makes a
 * correlated subquery compare a column with itself.
 */
export function col(table: PgTable, column: AnyColumn): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}
