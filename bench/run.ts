// npm run bench: starts the real server (PGlite, and PostgreSQL when DATABASE_URL is set),
// registers and logs in a user, then measures endpoints with autocannon at 50 connections.
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

type Row = { database: string; endpoint: string; rps: number; p50: number; p99: number; errors: number };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT: 'off', APP_URL: url },
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

async function benchOne(database: string, env: Record<string, string>): Promise<Row[]> {
  const { url, child } = await startServer(env);
  try {
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench-password-1';
    const register = await fetch(`${url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessName: 'Bench Studio', email, password, timeZone: 'Europe/Berlin' }),
    });
    if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
    const { token, account } = (await register.json()) as { token: string; account: { businesses: { id: string }[] } };
    const businessId = account.businesses[0]?.id ?? '';

    const login = await measure({
      url: `${url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    const me = await measure({
      url: `${url}/api/account`,
      headers: { authorization: `Bearer ${token}`, 'x-business-id': businessId, 'x-requested-with': 'XMLHttpRequest' },
    });
    const row = (endpoint: string, r: autocannon.Result): Row => ({
      database,
      endpoint,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
    return [row('POST /auth/login', login), row('GET /api/account', me)];
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
      rows.push(...(await benchOne('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() })));
    } finally {
      await new Promise((r) => setTimeout(r, 500));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores\n`);
  console.table(rows.map((r) => ({ ...r, p50: `${r.p50} ms`, p99: `${r.p99} ms` })));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
