// The business's time zone as a piece of another module's query: lists that show "today" in the
// business's own calendar stay one statement instead of reading the business first.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { col } from '../../db/qualified-column.ts';
import { businesses } from './schema.ts';

/** The business's IANA time zone, as a scalar subquery. */
export function businessTimeZoneSql(businessId: string | Placeholder | SQL): SQL<string> {
  return sql<string>`(
    select ${col(businesses, businesses.timeZone)} from ${businesses}
    where ${col(businesses, businesses.id)} = ${businessId}
  )`;
}

/** Today's date in the business time zone, as YYYY-MM-DD text (the form service dates are kept in). */
export function businessTodaySql(businessId: string | Placeholder | SQL): SQL<string> {
  return sql<string>`to_char(now() at time zone ${businessTimeZoneSql(businessId)}, 'YYYY-MM-DD')`;
}
