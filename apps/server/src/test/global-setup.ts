// With DATABASE_URL set, the suite runs on a freshly created PostgreSQL database that is
// dropped afterwards; without it every test file gets its own in-memory PGlite.
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return async () => {};
  const name = `studio_test_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  project.provide('testDatabaseUrl', url.toString());

  // Migrate once, before any test file runs.
  const { createDatabase } = await import('../db/client.ts');
  const handle = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await handle.migrate();
  await handle.close();

  return async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    testDatabaseUrl: string | undefined;
  }
}
