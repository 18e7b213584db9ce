// npm run bench: starts the real server (PGlite, and PostgreSQL when DATABASE_URL is set) and,
// beside it, the floor server on the same database (ratio.ts); registers and logs in a user,
// seeds services, then measures each endpoint in alternation with the floor and reports it as a
// ratio to the floor. BENCH_WRITE_RESULTS=1 replaces this benchmark's table in bench/RESULTS.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/db/client.ts';
import { seedOrders } from './orders-seed.ts';
import {
  compare,
  markdownTable,
  startFloor,
  targets,
  type Floor,
  type RatioRow,
  type Target,
} from './ratio.ts';
import { writeResults } from './results.ts';
import {
  api,
  machineReference,
  register,
  startServer,
  withFreshDatabase,
  type Session,
} from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The servers listen here and on the next ports (one per database); a free port when unset. */
const BASE_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
let serversStarted = 0;
const root = path.resolve(import.meta.dirname, '..');

/** A mini session with 60 dates of 17 slots (1,020 slots) and 499 more services beside it. */
async function seedServices(session: Session): Promise<string> {
  const mini = await api<{ id: string }>(session, 'POST', '/api/services', {
    name: 'Spring Minis',
    kind: 1,
  });
  const first = new Date(Date.UTC(2027, 0, 4));
  for (let day = 0; day < 60; day++) {
    const date = new Date(first.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    await api(session, 'POST', `/api/services/${mini.id}/date-times`, {
      date,
      location: 'Rose Garden',
      startTime: '09:00',
      endTime: '17:20',
      duration: 20,
      buffer: 10,
    });
  }
  for (let i = 0; i < 499; i++) {
    await api(session, 'POST', '/api/services', {
      name: `Service ${String(i).padStart(3, '0')}`,
      kind: 1 + (i % 3),
    });
  }
  return mini.id;
}

type PublicDay = { date: string; times: { slotId: string | null; state: string }[] };

/**
 * 200 clients check out at once, each on a different slot of the mini session (hold,
 * then checkout, all in parallel). Every one must be confirmed; returns how many were.
 */
async function concurrentCheckouts(url: string, base: string, count: number): Promise<number> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const response = await fetch(`${url}${base}/availability?from=2027-02-01&days=31`);
  const { days } = (await response.json()) as { days: PublicDay[] };
  const slotIds = days
    .flatMap((day) => day.times)
    .filter((time) => time.state === 'AVAILABLE' && time.slotId)
    .map((time) => time.slotId as string)
    .slice(0, count);
  if (slotIds.length < count) throw new Error(`only ${slotIds.length} free slots to check out`);
  const results = await Promise.all(
    slotIds.map(async (slotId, i) => {
      const hold = await post('/holds', { slotId });
      if (!hold.ok) return false;
      const { holdToken } = (await hold.json()) as { holdToken: string };
      const checkout = await post('/checkout', {
        holdToken,
        fullName: `Bench Client ${i}`,
        email: `bench-client-${i}@example.com`,
        phone: '+1 555 0100',
      });
      return checkout.ok;
    }),
  );
  return results.filter(Boolean).length;
}

/** What the concurrent checkout run printed per database. */
const checkoutRuns: string[] = [];

async function benchOne(database: string, env: Record<string, string>): Promise<RatioRow[]> {
  const { url, child } = await startServer(
    env,
    BASE_PORT === undefined ? undefined : BASE_PORT + serversStarted++,
  );
  let floor: Floor | undefined;
  try {
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench-password-1';
    const session = await register(url, email, password);
    floor = await startFloor({
      DATABASE_URL: env.DATABASE_URL,
      DATABASE_POOL_SIZE: String(DEFAULT_POOL_SIZE),
      FLOOR_ID: session.accountId,
    });
    const rows: RatioRow[] = [];
    const measure = (endpoint: string, load: Parameters<typeof compare>[3], target?: Target) =>
      compare(floor!, database, endpoint, load, target).then((row) => {
        rows.push(row);
        console.log(`  ${database} ${endpoint}: ${row.share} of the floor, p99 ${row['p99 ×']}×`);
      });
    const at20 = { connections: 20, headers: session.headers };

    await measure(
      'GET /api/account',
      { connections: CONNECTIONS, url: `${url}/api/account`, headers: session.headers },
      targets.keyedRead,
    );
    const serviceId = await seedServices(session);
    await measure('GET /api/services/edit/{id} (60 dates, 1,020 slots)', {
      ...at20,
      url: `${url}/api/services/edit/${serviceId}`,
    });
    await measure(
      'GET /api/services/{id}/service-dates (one month: 28 dates, 476 slots)',
      {
        ...at20,
        url: `${url}/api/services/${serviceId}/service-dates?from=2027-01-01&to=2027-01-31`,
      },
      targets.list,
    );
    const account = await api<{ businesses: { domain: string }[] }>(session, 'GET', '/api/account');
    const business = { domain: account.businesses[0]?.domain ?? '' };
    const mini = await api<{ slug: string }>(session, 'GET', `/api/services/edit/${serviceId}`);
    const publicBase = `/api/public/businesses/${business.domain}/services/${mini.slug}`;
    await measure(
      'GET public availability (1,020-slot service, one month: 476 slots)',
      { connections: CONNECTIONS, url: `${url}${publicBase}/availability?from=2027-01-01&days=31` },
      targets.availability,
    );
    await measure(
      'GET /api/services (500 services, page of 50)',
      { ...at20, url: `${url}/api/services?page=1&size=50&sortBy=1&sortOrder=1` },
      targets.list,
    );
    await measure('GET /api/services/all (500 services)', {
      ...at20,
      url: `${url}/api/services/all`,
    });
    if (env.DATABASE_URL) {
      const orderId = await seedOrders(env.DATABASE_URL, session);
      for (const [label, filter] of [
        ['all', 0],
        ['upcoming', 1],
        ['past', 3],
      ] as const) {
        await measure(
          `GET /api/orders (20,000 shoots, ${label}, page of 50)`,
          { ...at20, url: `${url}/api/orders?dateFilter=${filter}&page=1&size=50` },
          targets.list,
        );
      }
      await measure(
        'GET /api/orders?overdue=true (20,000 shoots)',
        { ...at20, url: `${url}/api/orders?overdue=true&page=1&size=50` },
        targets.list,
      );
      await measure(
        'GET /api/orders/{id} (shoot page)',
        { ...at20, url: `${url}/api/orders/${orderId}` },
        targets.keyedRead,
      );
    }
    // Late: seconds of argon2 hashing on both cores leave this host slower for a while, which the
    // row measured next would pay. No target: a login is meant to be slow (password hashing).
    await measure('POST /auth/login', {
      connections: CONNECTIONS,
      url: `${url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    // Last: the 200 bookings leave ~400 emails (confirmation, owner's notice) that the server's
    // mail worker renders and writes, partly after the last booking returns.
    const started = performance.now();
    const confirmed = await concurrentCheckouts(url, publicBase, 200);
    checkoutRuns.push(
      `${database}: ${confirmed} of 200 concurrent checkouts on distinct slots confirmed in ` +
        `${Math.round(performance.now() - started)} ms`,
    );
    return rows;
  } finally {
    floor?.child.kill('SIGTERM');
    child.kill('SIGTERM');
  }
}

/**
 * The JavaScript a client's browser loads first on a booking page (book.html's entry
 * script and the modules it preloads), gzipped. Needs a built web app (npm start builds it).
 */
function publicFirstLoadKb(): string {
  const dist = path.join(root, 'apps/web/dist');
  const page = path.join(dist, 'book.html');
  if (!fs.existsSync(page))
    return 'not measured: build the web app first (npm run build -w apps/web)';
  const html = fs.readFileSync(page, 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bytes = scripts.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return `${(bytes / 1024).toFixed(1)} KB of JavaScript gzipped in ${scripts.length} files (target 120 KB)`;
}

async function main(): Promise<void> {
  const referenceBefore = machineReference();
  const rows: RatioRow[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  rows.push(...(await benchOne('PGlite', { DATA_DIR: dataDir })));

  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    await withFreshDatabase(baseUrl, 'studio_bench', async (databaseUrl) => {
      rows.push(
        ...(await benchOne('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl })),
      );
    });
  }

  const conditions =
    `${os.cpus().length} cores shared by autocannon, the servers and the database; pool ` +
    `${DEFAULT_POOL_SIZE}; machine reference ${referenceBefore}k/s before, ` +
    `${machineReference()}k/s after`;
  console.log(`\n${conditions}\n`);
  console.table(rows);
  const notes = [...checkoutRuns, `Public booking page first load: ${publicFirstLoadKb()}`];
  for (const line of notes) console.log(line);
  if (process.env.BENCH_WRITE_RESULTS) {
    writeResults('bench', `${conditions}.\n\n${markdownTable(rows)}\n\n${notes.join('\n\n')}`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
