// What a request meets when PostgreSQL cannot serve it in time: no pooled connection free within
// the pool's wait, or a statement past the statement timeout (db/client.ts). Either is answered
// 503 with Retry-After (platform/errors.ts) instead of waiting without end, and the next request
// is served once the database can. Migrations run without the timeout. PostgreSQL only: PGlite
// has one connection, no pool and no timeout.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { buildApp } from '../app.ts';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.ts';
import { apiClient } from '../test/api-client.ts';
import { createOwner, type Owner } from '../test/factories/owner.ts';
import { testConfig } from '../test/harness.ts';
import { holdConnection } from '../test/hold-connection.ts';

const databaseUrl = inject('testDatabaseUrl');

function requireUrl(): string {
  if (!databaseUrl) throw new Error('the PostgreSQL pass sets testDatabaseUrl');
  return databaseUrl;
}

type Limits = Pick<DatabaseOptions, 'poolSize' | 'poolWaitMs' | 'statementTimeoutMs'>;

/** The app on a database handle of its own with these limits, and an owner, for a describe. */
function appWith(limits: Limits): { database: DatabaseHandle; app: FastifyInstance; owner: Owner } {
  const context = {} as { database: DatabaseHandle; app: FastifyInstance; owner: Owner };
  beforeAll(async () => {
    context.database = await createDatabase({ databaseUrl: requireUrl(), ...limits });
    context.app = await buildApp(testConfig(), { database: context.database });
    await context.app.ready();
    context.owner = await createOwner(context.app);
  });
  afterAll(async () => {
    await context.app.close();
    await context.database.close();
  });
  return context;
}

async function expectUnavailable(context: { app: FastifyInstance; owner: Owner }): Promise<void> {
  const started = Date.now();
  const res = await context.app.inject({
    method: 'GET',
    url: '/api/account',
    headers: context.owner.headers,
  });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toMatchObject({ detail: messages.serviceUnavailable });
  // Answered at the limit (300 ms below), not once the database was free again.
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
}

describe('a pool with no connection free', () => {
  const context = appWith({ poolSize: 1, poolWaitMs: 300 });

  it('answers 503 after the wait, then serves the request once a connection is free', async () => {
    // The pool's only connection, held in a transaction as a slow request would.
    const held = await holdConnection(context.database.db);
    await expectUnavailable(context);
    await held.release();
    const served = await apiClient(context.app, context.owner).get('/api/account');
    expect(served.status).toBe(200);
  });
});

describe('a statement past the statement timeout', () => {
  const context = appWith({ statementTimeoutMs: 300 });

  it('is cancelled and answered 503, and the connection serves the next request', async () => {
    // Another session (a runaway transaction, a hand-run migration) holds the accounts table.
    const locker = new pg.Client({ connectionString: requireUrl() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table accounts in access exclusive mode');
      await expectUnavailable(context);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    const served = await apiClient(context.app, context.owner).get('/api/account');
    expect(served.status).toBe(200);
  });
});

describe('migrations', () => {
  it('run without the statement timeout', async () => {
    const name = `studio_migrate_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: requireUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(requireUrl());
    url.pathname = `/${name}`;
    // A timeout no migration's statement could meet: on the pool's connections they would fail.
    const database = await createDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 1 });
    try {
      await database.migrate();
      const migrated = new pg.Client({ connectionString: url.toString() });
      await migrated.connect();
      const { rows } = await migrated.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where tablename in ('orders', 'customers')`,
      );
      await migrated.end();
      expect(rows[0]?.n).toBe(2);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
