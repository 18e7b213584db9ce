// npm run bench: starts the real server (PGlite, and PostgreSQL when DATABASE_URL is set),
// registers and logs in a user, seeds services, then measures endpoints with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(import.meta.dirname, '..');

type Row = {
  database: string;
  endpoint: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      // Measure what production runs.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      APP_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

async function measure(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

type Session = { url: string; token: string; businessId: string; headers: Record<string, string> };

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.url}${path}`, {
    method,
    headers: {
      ...session.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function register(url: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: 'Bench Studio',
      email,
      password,
      timeZone: 'Europe/Berlin',
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { token, account } = (await response.json()) as {
    token: string;
    account: { businesses: { id: string }[] };
  };
  const businessId = account.businesses[0]?.id ?? '';
  const headers = {
    authorization: `Bearer ${token}`,
    'x-business-id': businessId,
    'x-requested-with': 'XMLHttpRequest',
  };
  return { url, token, businessId, headers };
}

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

function row(database: string, endpoint: string, connections: number, r: autocannon.Result): Row {
  return {
    database,
    endpoint,
    connections,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function benchOne(database: string, env: Record<string, string>): Promise<Row[]> {
  const { url, child } = await startServer(env);
  try {
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench-password-1';
    const session = await register(url, email, password);
    const rows: Row[] = [];

    const login = await measure({
      url: `${url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    rows.push(row(database, 'POST /auth/login', CONNECTIONS, login));
    rows.push(
      row(
        database,
        'GET /api/account',
        CONNECTIONS,
        await measure({ url: `${url}/api/account`, headers: session.headers }),
      ),
    );

    const serviceId = await seedServices(session);
    const at20 = { connections: 20, headers: session.headers };
    rows.push(
      row(
        database,
        'GET /api/services/edit/{id} (60 dates, 1,020 slots)',
        20,
        await measure({ ...at20, url: `${url}/api/services/edit/${serviceId}` }),
      ),
    );
    rows.push(
      row(
        database,
        'GET /api/services (500 services, page of 50)',
        20,
        await measure({ ...at20, url: `${url}/api/services?page=1&size=50&sortBy=1&sortOrder=1` }),
      ),
    );
    rows.push(
      row(
        database,
        'GET /api/services/all (500 services)',
        20,
        await measure({ ...at20, url: `${url}/api/services/all` }),
      ),
    );
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  rows.push(...(await benchOne('PGlite', { DATA_DIR: dataDir })));

  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `studio_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      rows.push(
        ...(await benchOne('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() })),
      );
    } finally {
      await new Promise((r) => setTimeout(r, 500));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }

  console.log(
    `\n${DURATION} s per endpoint, ${os.cpus().length} cores (autocannon runs on the same machine)\n`,
  );
  console.table(rows.map((r) => ({ ...r, p50: `${r.p50} ms`, p99: `${r.p99} ms` })));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
