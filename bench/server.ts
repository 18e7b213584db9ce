// What both benchmarks share: the production server started on a free (or given) port, an
// owner registered through the API, and a reference figure for the machine's speed.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

export type Session = {
  url: string;
  token: string;
  accountId: string;
  businessId: string;
  headers: Record<string, string>;
};

export async function freePort(): Promise<number> {
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

/** The production server on `port` (a free one when unset), with `env` over this process's. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
): Promise<{ url: string; child: ChildProcess }> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A PGlite server must not inherit the DATABASE_URL this script was given: with it, the
  // "PGlite" rows measured PostgreSQL, in the database named there (migrated and seeded in place).
  // Who wants PostgreSQL passes DATABASE_URL in `env`.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  // The server itself, not npx around it: stopping the child must stop the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
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
  for (let i = 0; i < 240; i++) {
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

export async function register(url: string, email: string, password: string): Promise<Session> {
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
    account: { id: string; businesses: { id: string }[] };
  };
  const businessId = account.businesses[0]?.id ?? '';
  const headers = {
    authorization: `Bearer ${token}`,
    'x-business-id': businessId,
    'x-requested-with': 'XMLHttpRequest',
  };
  return { url, token, accountId: account.id, businessId, headers };
}

/** One API call as the signed-in owner; throws on any answer but 2xx. */
export async function api<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
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

/**
 * How fast this machine is right now, in thousands of SHA-256 digests of 1 KB per second on one
 * core (two seconds, with nothing else of ours running). This host's speed changes by a third
 * within minutes and sags under sustained load, so every report prints it before and after.
 */
export function machineReference(): number {
  const block = Buffer.alloc(1024, 'x');
  const end = performance.now() + 2000;
  let digests = 0;
  while (performance.now() < end) {
    crypto.createHash('sha256').update(block).digest();
    digests++;
  }
  return Math.round(digests / 2000);
}

/**
 * A fresh database named `prefix_<random>` on the PostgreSQL server of `baseUrl`, handed to `use`
 * as a connection URL, and dropped (connections forced off) when `use` ends, however it ends.
 */
export async function withFreshDatabase<T>(
  baseUrl: string,
  prefix: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    // Stopped servers close their connections a moment after the signal.
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
