// A statement on a pooled connection that runs past the statement timeout (here: waiting for a
// lock another session holds) is cancelled by PostgreSQL and answered 503 with Retry-After, and
// the connection serves the next request; migrations run on a connection of their own, without
// that timeout (db/client.ts). PostgreSQL only: PGlite has no pool and no timeout.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { buildApp } from '../app.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { apiClient } from '../test/api-client.ts';
import { createOwner, type Owner } from '../test/factories.ts';
import { testConfig } from '../test/harness.ts';

const databaseUrl = inject('testDatabaseUrl');

function requireUrl(): string {
  if (!databaseUrl) throw new Error('the PostgreSQL pass sets testDatabaseUrl');
  return databaseUrl;
}

describe('a statement past the statement timeout', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: Owner;
  beforeAll(async () => {
    database = await createDatabase({ databaseUrl: requireUrl(), statementTimeoutMs: 300 });
    app = await buildApp(testConfig(), { database });
    await app.ready();
    owner = await createOwner(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is cancelled and answered 503, and the connection serves the next request', async () => {
    // Another session (a runaway transaction, a hand-run migration) holds the accounts table.
    const locker = new pg.Client({ connectionString: requireUrl() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table accounts in access exclusive mode');
      const started = Date.now();
      const waited = await app.inject({
        method: 'GET',
        url: '/api/account',
        headers: owner.headers,
      });
      expect(waited.statusCode).toBe(503);
      expect(waited.headers['retry-after']).toBe('5');
      expect(waited.json()).toMatchObject({ detail: messages.serviceUnavailable });
      // Cancelled at the timeout, not after the lock was released.
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    const served = await apiClient(app, owner).get('/api/account');
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
