// The CRM benchmark's data, written with SQL (the API would take hours): per business 100,000
// customers with realistic names, emails and phones (about one name in eight accented), 100,000
// shoots of those customers (one in twenty cancelled, one in five for a returning customer),
// 10,000 inquiries (one in twenty deleted) and six services. Values come from hashint4() of the
// row number, so every run seeds the same data. Rows of all businesses are interleaved, as
// businesses working side by side write them: the worst case for any per-business index.
import type pg from 'pg';

export const CUSTOMERS_PER_BUSINESS = 100_000;
export const ORDERS_PER_BUSINESS = 100_000;
export const INQUIRIES_PER_BUSINESS = 10_000;
export const NOTIFICATIONS_PER_BUSINESS = 10_000;

// prettier-ignore
const firstNames = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William',
  'Elizabeth', 'David', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah',
  'Charles', 'Karen', 'Christopher', 'Nancy', 'Daniel', 'Lisa', 'Matthew', 'Betty', 'Anthony',
  'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily',
  'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Dorothy', 'Kevin', 'Carol', 'Brian',
  'Amanda', 'George', 'Melissa', 'Edward', 'Deborah', 'Ronald', 'Stephanie', 'Timothy', 'Rebecca',
  'Jason', 'Sharon', 'Jeffrey', 'Laura', 'Ryan', 'Cynthia', 'Jacob', 'Kathleen', 'Gary', 'Amy',
  'Nicholas', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Anna', 'Stephen', 'Brenda', 'Larry',
  'Pamela', 'Justin', 'Emma', 'Scott', 'Nicole', 'Brandon', 'Helen', 'Benjamin', 'Samantha',
  'Samuel', 'Katherine', 'Gregory', 'Christine', 'Alexander', 'Debra', 'Frank', 'Rachel',
  'Patrick', 'Carolyn', 'Raymond', 'Janet', 'Jack', 'Catherine', 'Dennis', 'Maria', 'Jerry',
  'Heather', 'Tyler', 'Diane', 'Aaron', 'Ruth', 'Olivia', 'Liam', 'Sophia', 'Noah', 'Ava', 'Mia',
  'Lucas', 'Isabella', 'Ethan', 'Charlotte', 'Mason', 'Amelia', 'Logan', 'Harper', 'Elijah',
  'Evelyn', 'Oliver', 'Abigail', 'Aiden', 'Ella', 'Grace', 'Chloe', 'Lily', 'Hannah', 'Zoe',
  'Nora', 'Leah', 'Aria', 'Layla', 'Riley', 'Stella', 'Hazel', 'Violet', 'Aurora', 'Lucy',
  // Accented: the search must find 'José' from 'jose' and 'Zoë' from 'zoe'.
  'José', 'María', 'Zoë', 'Chloé', 'Renée', 'Björn', 'François', 'Ángel', 'Noémie', 'Léa',
  'Jürgen', 'Søren', 'Inés', 'Raúl', 'Héloïse', 'Mónica', 'Andrés', 'Zoé', 'Éric', 'Iñaki',
];

// prettier-ignore
const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson',
  'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark',
  'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen',
  'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
  'Carter', 'Roberts', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart',
  'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Peterson', 'Cooper', 'Reed', 'Bailey', 'Bell',
  'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray',
  'James', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', 'Jenkins',
  'Perry', 'Russell', 'Sullivan', 'Fisher', 'Henderson', 'Coleman', 'Simmons', 'Patterson',
  'Jordan', 'Reynolds', 'Hamilton', 'Graham', 'Kim', 'Wallace', 'Woods', 'Cole', 'West', 'Owens',
  'Marshall', 'Ellis', 'Chen', 'Wang', 'Patel', 'Singh', 'Kowalski', 'Novak', 'Schmidt',
  'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Klein',
  'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Hofmann', 'Hartmann', 'Lange', 'Werner',
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino',
  'Greco', 'Bruno', 'Gallo', 'Conti', 'Costa', 'Giordano', 'Mancini', 'Rizzo', 'Lombardi',
  'Dubois', 'Durand', 'Leroy', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Fontaine',
  'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Rodrigues', 'Almeida', 'Sousa',
  'Jansen', 'Visser', 'Bakker', 'Smit', 'Meijer', 'Andersen', 'Nielsen', 'Hansen', 'Larsen',
  'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsen', 'Berg', 'Lindqvist',
  'Murray', 'Ford', 'Hayes', 'Gibson', 'Palmer', 'Mills', 'Grant', 'Knight', 'Stone', 'Hunt',
  // Accented.
  'García', 'Martínez', 'Rodríguez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Gómez',
  'Hernández', 'Jiménez', 'Núñez', 'Muñoz', 'Álvarez', 'Müller', 'Schäfer', 'Böhm', 'Krüger',
  'Dvořák', 'Lefèvre', 'Bérenger', 'Gonçalves', 'Østergaard', 'Ågren', 'Öztürk',
];

// prettier-ignore
const domains = [
  'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com',
  'aol.com', 'proton.me', 'gmx.de', 'web.de', 'orange.fr', 'libero.it', 'mail.com', 'live.com',
];

export const serviceNames = [
  ['Family Sessions', '#2F5D50'],
  ['Newborn Minis', '#E8A87C'],
  ['Weddings', '#8E6C8A'],
  ['Maternity', '#C38D9E'],
  ['Headshots', '#41B3A3'],
  ['Holiday Minis', '#D64545'],
] as const;

/** A deterministic pseudo-random number in 0..n-1 from a row number (SQL) and a salt. */
const pick = (row: string, salt: number, n: number) =>
  `(abs(hashint4(${row} * 31 + ${salt})) % ${n})`;

/** Upper-case letters only, ten of them after the prefix: ids shaped like the app's. */
const idOf = (prefix: string, value: string) =>
  `'${prefix}' || translate(lpad((${value})::text, 10, '0'), '0123456789', 'ABCDEFGHJK')`;

/**
 * Customer number n of business t: its id, so shoots and inquiries can name it without a join.
 * A version 4 UUID like the app's (gen_random_uuid()): the API's id schemas refuse any other, so
 * a contact of the bench's business could not be opened.
 */
const customerId = (n: string) =>
  `overlay(overlay(md5(t.business_id::text || '/' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * The columns of customer number n (SQL), computed again wherever a shoot or an inquiry copies
 * them: "First Last", first.last{n}@domain or flast{n}@domain, a US or a German phone number.
 * The name lists come in as parameters $3..$7.
 */
function customerColumns(n: string): string {
  const first = `${pick(n, 1, firstNames.length)} + 1`;
  const last = `${pick(n, 2, lastNames.length)} + 1`;
  return `($3::text[])[${first}] || ' ' || ($5::text[])[${last}] as full_name,
    lower(case when ${n} % 3 = 0
        then left(($4::text[])[${first}], 1) || ($6::text[])[${last}]
        else ($4::text[])[${first}] || '.' || ($6::text[])[${last}] end)
      || ${n} || '@' || ($7::text[])[${pick(n, 3, domains.length)} + 1] as email,
    case when ${n} % 4 = 0
      then '+49 ' || (150 + ${pick(n, 4, 30)}) || ' ' || lpad(${pick(n, 5, 10_000_000)}::text, 7, '0')
      else '(' || (201 + ${pick(n, 4, 780)}) || ') ' || lpad(${pick(n, 5, 1000)}::text, 3, '0')
        || '-' || lpad(${pick(n, 6, 10_000)}::text, 4, '0') end as phone,
    now() - (${CUSTOMERS_PER_BUSINESS} - ${n}) * interval '30 minutes'
      + t.k * interval '1 second' as created_at`;
}

/** Businesses beside the measured one: plain rows (no accounts sign in to them). */
export async function insertOtherBusinesses(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into businesses (name, email, slug, time_zone)
     select 'Neighbour Studio ' || g, 'neighbour' || g || '@example.com',
       'neighbour-studio-' || g || '-' || substr(md5(random()::text), 1, 6), 'Europe/Berlin'
     from generate_series(1, $1::int) g
     returning id`,
    [count],
  );
  return rows.map((row) => row.id);
}

type Index = { name: string; definition: string };

/**
 * Seeds the businesses (the first is the measured one) with two connections working side by
 * side. The secondary indexes of the three tables are dropped for the load and built once at the
 * end (keeping three trigram indexes up to date row by row makes the load several times slower);
 * their statements are read back from the catalogue, so they end exactly as the migrations made
 * them. Foreign-key triggers are skipped when the role may (session_replication_role): every
 * reference is made valid by construction.
 */
export async function seedCrm(
  clients: [pg.Client, pg.Client],
  businessIds: string[],
  log: (step: string) => void = () => undefined,
): Promise<void> {
  const [first] = clients;
  for (const client of clients) {
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`set session_replication_role = replica`).catch(() => undefined);
  }
  const { rows: indexes } = await first.query<Index>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('customers', 'orders', 'inquiries')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await first.query(`drop index "${index.name}"`);

  await first.query(
    `insert into services (business_id, number, kind, name, slug, color, created_at)
     select t.business_id, s.n, 2, s.name, lower(replace(s.name, ' ', '-')) || '-' || s.n,
       s.color, now() - interval '6 years'
     from unnest($1::uuid[]) as t(business_id),
       unnest($2::text[], $3::text[]) with ordinality as s(name, color, n)`,
    [businessIds, serviceNames.map((s) => s[0]), serviceNames.map((s) => s[1])],
  );

  // Row numbers g-major, businesses inside: rows of all businesses interleave on disk.
  const targets = `generate_series($1::int, $2::int) g
    cross join unnest($8::uuid[]) with ordinality as t(business_id, k)`;
  const lists = [firstNames, firstNames.map(ascii), lastNames, lastNames.map(ascii), domains];
  const halves = (total: number) => [
    [1, Math.floor(total / 2)],
    [Math.floor(total / 2) + 1, total],
  ];
  const inParallel = (total: number, statement: string) =>
    Promise.all(
      halves(total).map(([from, to], i) =>
        clients[i]!.query(statement, [from, to, ...lists, businessIds]),
      ),
    );
  const serviceOf = (salt: number) =>
    `(select s.id from services s where s.business_id = t.business_id
      and s.number = 1 + ${pick('g', salt, serviceNames.length)})`;

  await inParallel(
    CUSTOMERS_PER_BUSINESS,
    `insert into customers (id, business_id, full_name, email, email_key, phone, created_at,
       updated_at)
     select ${customerId('g')}, t.business_id, c.full_name, c.email, c.email, c.phone,
       c.created_at, c.created_at
     from ${targets}, lateral (select ${customerColumns('g')}) c`,
  );
  log('customers');
  await inParallel(
    ORDERS_PER_BUSINESS,
    `insert into orders (id, business_id, customer_id, service_id, full_name, email, phone,
       start_time, duration_minutes, total_fee, grand_total, amount_paid, status, canceled_at,
       created_at, updated_at)
     select ${idOf('O', 't.k * 100000000 + g')}, t.business_id, ${customerId('c.n')},
       ${serviceOf(7)}, c.full_name, c.email, c.phone,
       case when g % 20 = 0 then null
         else c.created_at + (7 + ${pick('g', 8, 120)}) * interval '1 day' end,
       60, 30000, 30000, 10000,
       case when g % 20 = 7 then 'CANCELED' else 'ACTIVE' end,
       case when g % 20 = 7 then c.created_at + interval '2 days' end,
       c.created_at + g % 5 * interval '1 day', c.created_at + g % 5 * interval '1 day'
     from ${targets},
       lateral (select case when g % 5 = 0 then 1 + ${pick('g', 9, CUSTOMERS_PER_BUSINESS)}
         else g end as n) m,
       lateral (select m.n, ${customerColumns('m.n')}) c`,
  );
  log('shoots');
  await inParallel(
    INQUIRIES_PER_BUSINESS,
    `insert into inquiries (id, business_id, service_id, customer_id, full_name, email, phone,
       is_read, deleted_at, created_at, updated_at)
     select ${idOf('I', 't.k * 100000000 + g')}, t.business_id, ${serviceOf(10)},
       ${customerId('g * 10')}, c.full_name, c.email, c.phone, g % 3 <> 0,
       case when g % 20 = 3 then c.created_at + interval '1 day' end,
       c.created_at - interval '3 days', c.created_at - interval '3 days'
     from ${targets}, lateral (select ${customerColumns('g * 10')}) c`,
  );

  log('inquiries');
  // Largest first, two at a time.
  const queue = [...indexes].sort(
    (a, b) => Number(/gin/i.test(b.definition)) - Number(/gin/i.test(a.definition)),
  );
  await Promise.all(
    clients.map(async (client) => {
      for (let index = queue.shift(); index; index = queue.shift())
        await client.query(index.definition);
    }),
  );
  log('indexes');
  await fillSearchWords(first);
  log('search words');
  for (const client of clients)
    await client.query(`reset session_replication_role`).catch(() => undefined);
}

/**
 * The search words of every row (migration 0012), which the load's skipped triggers did not
 * write: filled by the migration's own function, with the primary key built once at the end.
 */
async function fillSearchWords(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
     where conname = 'search_words_pkey'`,
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error('search_words has no primary key');
  await client.query('alter table search_words drop constraint search_words_pkey');
  await client.query('select search_words_fill()');
  await client.query(`alter table search_words add constraint search_words_pkey ${definition}`);
}

/** The notification rows of the list benchmark (until bookings have made that many). */
export async function seedNotifications(client: pg.Client, businessId: string): Promise<void> {
  await client.query(
    `insert into notifications (business_id, type, is_read, link, customer_name, service_id,
       service_name, service_color, start_time, created_at)
     select $1, (array['BOOKED','WAITLISTED','INQUIRY'])[1 + o.g % 3], o.g % 4 <> 0,
       '/shoots/' || o.id, o.full_name, o.service_id, s.name, s.color, o.start_time,
       now() - o.g * interval '7 minutes'
     from (select o.*, row_number() over (order by o.created_at desc) as g
           from orders o where o.business_id = $1 order by o.created_at desc limit $2) o
     join services s on s.id = o.service_id`,
    [businessId, NOTIFICATIONS_PER_BUSINESS],
  );
}

/** The ASCII spelling used in email addresses (José -> Jose, Søren -> Soren). */
function ascii(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/ø/g, 'o').replace(/Ø/g, 'O');
}
