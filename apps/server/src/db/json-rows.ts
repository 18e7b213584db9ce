// Rows nested as JSON (to_jsonb in a subquery) back into the typed rows Drizzle returns, so a view
// that needs a few related tables can be read in one round trip.
import { getTableColumns, type Table } from 'drizzle-orm';

export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const raw = json[column.name];
    row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  return row as T['$inferSelect'];
}
