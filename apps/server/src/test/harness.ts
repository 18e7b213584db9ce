// Test harness: a real database (PGlite in memory, or the suite's PostgreSQL) and the real app.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';

let shared: Promise<DatabaseHandle> | undefined;

/** One database per test file (worker); tests stay independent through unique rows. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = inject('testDatabaseUrl');
    const handle = await createDatabase({ databaseUrl: url, poolSize: 10 });
    if (!url) await handle.migrate();
    return handle;
  })();
  return shared;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    },
    { runWorkers: false, ...overrides },
  );
}

export async function testApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = await testDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return app;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(6).toString('hex')}@example.com`;
}
