import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { holdConnection } from '../test/hold-connection.ts';
import { createDatabase, notify, type DatabaseHandle } from './client.ts';

const databaseUrl = inject('testDatabaseUrl');

async function received(
  handle: DatabaseHandle,
  channel: string,
  send: () => Promise<void>,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification within 5 s')), 5000);
    void handle
      .listen(channel, (payload) => {
        clearTimeout(timer);
        resolve(payload);
      })
      .then(send, reject);
  });
}

describe('LISTEN/NOTIFY', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('delivers a notification sent in a transaction once it commits', async () => {
    const handle = await createDatabase({ databaseUrl, poolSize: 2 });
    handles.push(handle);
    const payload = await received(handle, 'test_commit', () =>
      handle.db.transaction(async (tx) => notify(tx, 'test_commit', 'hello')),
    );
    expect(payload).toBe('hello');
  });

  if (databaseUrl) {
    it('listens again after the listening connection is cut', async () => {
      const handle = await createDatabase({ databaseUrl, poolSize: 2 });
      handles.push(handle);
      const payloads: string[] = [];
      await handle.listen('test_reconnect', (payload) => payloads.push(payload));
      // Cut every other connection that listens, as a server restart or failover would.
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where pid <> pg_backend_pid() and datname = current_database() and query ilike 'LISTEN%test_reconnect%'`,
      );
      await expect
        .poll(
          async () => {
            await notify(handle.db, 'test_reconnect', 'after');
            return payloads.includes('after');
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBe(true);
    });
  }
});

// PostgreSQL only (the embedded database has neither a pool nor JIT).
if (databaseUrl) {
  describe('the PostgreSQL pool', () => {
    it('plans named statements once and never compiles them (JIT off)', async () => {
      const handle = await createDatabase({ databaseUrl, poolSize: 2 });
      try {
        const { rows } = (await handle.db.execute(
          sql`select current_setting('plan_cache_mode') as plan, current_setting('jit') as jit`,
        )) as unknown as { rows: { plan: string; jit: string }[] };
        // With JIT on, the home list's generic plan beside a million other shoots cost 60 ms of
        // compiling per request for 1 ms of work.
        expect(rows[0]).toEqual({ plan: 'force_generic_plan', jit: 'off' });
      } finally {
        await handle.close();
      }
    });
  });
}

// The PostgreSQL pool is small (DEFAULT_POOL_SIZE): a request that asked it for a second
// connection while holding one in a transaction could wait for itself once every connection is
// held that way (until POOL_WAIT_MS, then 503). The suite proves no request does so by running
// on PGlite, where such a query waits for the transaction to end: in a request, forever, and the
// test would time out.
describe('the embedded database', () => {
  it('holds a query from outside an open transaction until the transaction ends', async () => {
    const handle = await createDatabase({});
    try {
      const held = await holdConnection(handle.db);
      let answered = false;
      const outside = handle.db.execute(sql`select 2`).then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await held.release();
      await outside;
      expect(answered).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
