// Database factory: embedded PGlite in DATA_DIR, or node-postgres when DATABASE_URL is set.
// Both speak the same SQL and run the same drizzle-kit migrations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
// Queries are written with the query builder against each module's own tables, so the database
// handle carries no schema: no file has to import every module's tables.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type NotificationHandler = (payload: string) => void;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate(): Promise<void>;
  /** Subscribes to a PostgreSQL NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** How long a query waits for a pooled connection (POOL_WAIT_MS unless a test lowers it). */
  poolWaitMs?: number;
  /** How long a pooled statement may run (STATEMENT_TIMEOUT_MS unless a test lowers it). */
  statementTimeoutMs?: number;
};

/**
 * How long a request waits for a pooled connection, a free one or a new one opening, before it is
 * answered 503 'Service unavailable' (platform/errors.ts): under load the queue drains in
 * milliseconds, while a database that is down or saturated would otherwise hold every request
 * until the browser gave up.
 */
export const POOL_WAIT_MS = 10_000;

/**
 * How long a statement on a pooled connection may run, waiting for locks included, before
 * PostgreSQL cancels it (statement_timeout; the request is answered 503, see db/pg-errors.ts).
 * Our requests' statements take milliseconds; the pool has four connections, and a runaway one
 * (a lock never released, a pathological plan) would otherwise hold a quarter of them until it
 * ended. Migrations run on a connection of their own without it: an index built on a big table
 * may take minutes.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, {
        poolSize: options.poolSize ?? DEFAULT_POOL_SIZE,
        poolWaitMs: options.poolWaitMs ?? POOL_WAIT_MS,
        statementTimeoutMs: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      })
    : createPglite(options.dataDir);
}

async function createPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // The extensions migrations create (CREATE EXTENSION) must be loaded into the WASM build first.
  const extensions = { pg_trgm, unaccent, btree_gin };
  const client = await PGlite.create(dataDir ? { dataDir, extensions } : { extensions });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

async function createPostgres(
  url: string,
  limits: { poolSize: number; poolWaitMs: number; statementTimeoutMs: number },
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.poolWaitMs,
    // Our named statements (db/prepared.ts) are keyed lookups and index range scans whose plan
    // does not depend on the values: plan each once per connection. By default PostgreSQL
    // re-plans them with every request's values (custom plans); for the home list that planning
    // was a third of the database's time per request. One-off statements are unaffected.
    // No JIT: a generic plan over a big multi-tenant table is estimated at the table's size, and
    // above jit_above_cost PostgreSQL compiled the home list's expressions on every execution
    // (60 ms, for a statement that runs in 1 ms; 20,000 shoots beside 1.1 million others).
    options: `-c plan_cache_mode=force_generic_plan -c jit=off -c statement_timeout=${limits.statementTimeoutMs}`,
  });
  pool.on('error', () => {
    /* an idle client dropped; the pool replaces it */
  });
  const db = drizzlePg(pool) as unknown as Database;
  const handlers = new Map<string, Set<NotificationHandler>>();
  let listener: Promise<pg.Client> | undefined;
  let closed = false;

  // One dedicated connection carries every LISTEN of this process. If it drops (server restart,
  // failover), it is reopened and every channel listened to again; callers keep their handlers.
  function listenerClient(): Promise<pg.Client> {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', () => reconnect(client));
      client.on('end', () => reconnect(client));
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteChannel(channel)}`);
      return client;
    })().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    return listener;
  }

  function reconnect(dropped: pg.Client): void {
    if (closed) return;
    void listener?.then((current) => {
      if (current !== dropped) return;
      listener = undefined;
      dropped.removeAllListeners('end');
      void dropped.end().catch(() => undefined);
      const retry = (delay: number) =>
        setTimeout(() => {
          if (closed) return;
          listenerClient().catch(() => retry(Math.min(delay * 2, 30_000)));
        }, delay).unref();
      retry(500);
    });
  }

  return {
    kind: 'postgres',
    db,
    async migrate() {
      // A connection of its own, without the pool's statement timeout (see STATEMENT_TIMEOUT_MS).
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        try {
          const client = await listenerClient();
          await client.query(`LISTEN ${quoteChannel(channel)}`);
        } catch (error) {
          // Not listening: the next call must try again rather than find the channel known.
          handlers.delete(channel);
          throw error;
        }
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      const client = await listener?.catch(() => undefined);
      client?.removeAllListeners('end');
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}

/** Sends a NOTIFY that is delivered when the surrounding transaction commits. */
export async function notify(executor: Executor, channel: string, payload = ''): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}
