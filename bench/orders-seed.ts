// The home list's load for npm run bench: 20,000 shoots with invoices and slots in one business.
import pg from 'pg';
import { api, type Session } from './server.ts';

/**
 * 20,000 shoots of one full session in one business, written with SQL (the API would take
 * minutes): a year back and a year ahead, one in twenty undated, each with its own client, its
 * slot on a service date of its day, a paid deposit and a pending balance (a tenth overdue).
 * PostgreSQL only: the embedded database belongs to the server process while it runs.
 */
export async function seedOrders(databaseUrl: string, session: Session): Promise<string> {
  const service = await api<{ id: string }>(session, 'POST', '/api/services', {
    name: 'Family Sessions',
    kind: 2,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const b = session.businessId;
  try {
    await client.query('BEGIN');
    await client.query(
      `insert into service_dates (business_id, service_id, date)
       select $1, $2, to_char(d, 'YYYY-MM-DD')
       from generate_series(current_date - 366, current_date + 366, interval '1 day') d`,
      [b, service.id],
    );
    await client.query(
      `insert into customers (business_id, full_name, email, email_key)
       select $1, 'Client ' || g, 'client' || g || '@example.com', 'client' || g || '@example.com'
       from generate_series(1, 20000) g`,
      [b],
    );
    await client.query(
      `insert into orders (id, business_id, customer_id, service_id, full_name, email,
         start_time, duration_minutes, total_fee, grand_total, amount_paid, next_due_at, created_at)
       select 'O' || lpad(c.g::text, 10, '0'), $1, c.id, $2, c.full_name, c.email,
         case when c.g % 20 = 0 then null
           else date_trunc('day', now()) + ((c.g % 730) - 365) * interval '1 day'
             + (9 + c.g % 8) * interval '1 hour' end,
         60, 30000, 30000, 10000,
         case when c.g % 10 = 0 then now() - interval '3 days'
           else now() + ((c.g % 300) + 1) * interval '1 day' end,
         now() - (20000 - c.g) * interval '1 minute'
       from (select id, full_name, email,
               row_number() over (order by created_at, email) as g
             from customers where business_id = $1) c`,
      [b, service.id],
    );
    await client.query(
      `insert into invoices (business_id, order_id, sort_index, total, status, paid_at, due_date,
         payment_milestone, due_interval, interval_unit, amount, is_fixed)
       select $1, o.id, 0, 10000, 'PAID', o.created_at, o.created_at, 'DURING_BOOKING', 1, 'DAYS',
         10000, true
       from orders o where o.business_id = $1
       union all
       select $1, o.id, 1, 20000, 'PENDING', null, o.next_due_at, 'BEFORE_SHOOT_DATE', 7, 'DAYS',
         0, false
       from orders o where o.business_id = $1`,
      [b],
    );
    await client.query(
      `insert into slots (business_id, service_id, service_date_id, start_time, end_time, status,
         order_id)
       select $1, $2, d.id, o.start_time, o.start_time + interval '1 hour', 'BOOKED', o.id
       from orders o
       join service_dates d on d.service_id = $2
         and d.date = to_char(o.start_time at time zone 'Europe/Berlin', 'YYYY-MM-DD')
       where o.business_id = $1 and o.start_time is not null`,
      [b, service.id],
    );
    await client.query('COMMIT');
    // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only
    // counts), so the figures are those of a settled database.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  return 'O0000012345';
}
