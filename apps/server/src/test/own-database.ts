// A database of one test file's own, so a mail worker's claims never touch the outbox rows of
// other test files: in-memory PGlite, or a fresh PostgreSQL database beside the suite's.
import crypto from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';

export type OwnDatabase = {
  /** The fresh database's URL on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
  handle: DatabaseHandle;
  /** A further handle on the same database: a real second pool on PostgreSQL, the same handle on PGlite. */
  secondHandle(): Promise<DatabaseHandle>;
  /** Closes every handle and drops the database. */
  drop(): Promise<void>;
};

async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createOwnDatabase(baseUrl: string | undefined): Promise<OwnDatabase> {
  let databaseUrl: string | undefined;
  if (baseUrl) {
    const name = `studio_mail_${crypto.randomBytes(4).toString('hex')}`;
    await admin(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = await createDatabase({ databaseUrl, poolSize: 10 });
  await handle.migrate();
  const extraHandles: DatabaseHandle[] = [];
  return {
    databaseUrl,
    handle,
    async secondHandle() {
      if (!databaseUrl) return handle;
      const extra = await createDatabase({ databaseUrl, poolSize: 10 });
      extraHandles.push(extra);
      return extra;
    },
    async drop() {
      for (const extra of extraHandles) await extra.close();
      await handle.close();
      if (baseUrl && databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await admin(baseUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      }
    },
  };
}
