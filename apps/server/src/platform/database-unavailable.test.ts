// A database that cannot serve a request is answered 503 'Service unavailable' with Retry-After,
// never a 500 or a request left hanging: here a database that refuses connections (both suites);
// database-unavailable.pg.test.ts holds every pooled connection of a real PostgreSQL.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { buildApp } from '../app.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/pg-errors.ts';
import { testConfig } from '../test/harness.ts';

/** A port on this machine that nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a database that refuses connections', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/studio`,
    });
    app = await buildApp(testConfig(), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'owner@example.com', password: 'a-password-1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 503, detail: messages.serviceUnavailable });
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('knows an unreachable or saturated database, however deeply drizzle wraps it', () => {
    const unavailable = [
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ];
    for (const error of unavailable) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(wrapped(error))), error.message).toBe(true);
    }
  });

  it('leaves every other error to be what it is', () => {
    const others = [
      new Error('boom'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      'a string',
      null,
    ];
    for (const error of others) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    expect(isUniqueViolation(wrapped(others[1]))).toBe(true);
  });
});
