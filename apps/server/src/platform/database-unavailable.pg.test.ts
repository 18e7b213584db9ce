// A request that finds no pooled connection free within the pool's wait is answered 503 with
// Retry-After (platform/errors.ts) instead of waiting without end; once a connection is free
// again, the same request succeeds. PostgreSQL only: PGlite has one connection and no pool.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { buildApp } from '../app.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { apiClient } from '../test/api-client.ts';
import { createOwner, type Owner } from '../test/factories.ts';
import { testConfig } from '../test/harness.ts';
import { holdConnection } from '../test/hold-connection.ts';

const databaseUrl = inject('testDatabaseUrl');

describe('a pool with no connection free', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: Owner;
  beforeAll(async () => {
    if (!databaseUrl) throw new Error('the PostgreSQL pass sets testDatabaseUrl');
    database = await createDatabase({ databaseUrl, poolSize: 1, poolWaitMs: 300 });
    app = await buildApp(testConfig(), { database });
    await app.ready();
    owner = await createOwner(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 after the wait, then serves the request once a connection is free', async () => {
    // The pool's only connection, held in a transaction as a slow request would.
    const held = await holdConnection(database.db);

    const started = Date.now();
    const waited = await app.inject({ method: 'GET', url: '/api/account', headers: owner.headers });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('5');
    expect(waited.json()).toMatchObject({ detail: messages.serviceUnavailable });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);

    await held.release();
    const served = await apiClient(app, owner).get('/api/account');
    expect(served.status).toBe(200);
  });
});
