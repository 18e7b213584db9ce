// Queuing a shoot's Google event write, in the transaction of the shoot's change (the shoot
// lifecycle hooks). Only businesses with a connection queue anything; the write itself is the
// worker's (write-worker.ts), which writes the shoot as it is when the write runs.
import { sql } from 'drizzle-orm';
import { notify, type Transaction } from '../../db/client.ts';
import { GOOGLE_CALENDAR_WRITES_CHANNEL } from './connection.ts';

/**
 * One waiting row per shoot: a change while one waits raises its revision and makes it due now
 * (a worker writing it meanwhile sees the new revision and leaves the row for another round).
 */
export async function queueEventWrite(
  tx: Transaction,
  input: { businessId: string; orderId: string },
): Promise<void> {
  const result = await tx.execute(sql`
    insert into google_calendar_writes (business_id, order_id)
    select ${input.businessId}::uuid, ${input.orderId}
    where exists (select 1 from google_calendar_connections where business_id = ${input.businessId}::uuid)
       or exists (select 1 from google_calendar_events
                  where business_id = ${input.businessId}::uuid and order_id = ${input.orderId})
    on conflict (business_id, order_id) where status = 'NEW'
    do update set revision = google_calendar_writes.revision + 1, next_attempt_at = now(),
                  attempts = 0, last_error = null
    returning id`);
  const rows = (result as unknown as { rows: unknown[] }).rows;
  if (rows.length > 0) await notify(tx, GOOGLE_CALENDAR_WRITES_CHANNEL);
}
