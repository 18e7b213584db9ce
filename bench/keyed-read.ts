// npm run bench:keyed -w @studio/bench (DATABASE_URL set): the keyed-read target alone, on
// PostgreSQL. GET /api/account, the read every screen of the app starts with, against the floor
// (floor-server.ts: Fastify and one primary-key query, same database, same pool size), in
// alternation, as a browser that has no copy yet sends it (no If-None-Match: a full 200 answer).
// BENCH_WRITE_RESULTS=1 replaces this benchmark's table in bench/RESULTS.md.
import crypto from 'node:crypto';
import os from 'node:os';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/db/client.ts';
import { compare, markdownTable, startFloor, targets, type Floor } from './ratio.ts';
import { writeResults } from './results.ts';
import { machineReference, register, startServer, withFreshDatabase } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('bench:keyed measures PostgreSQL: set DATABASE_URL (skipped).');
    return;
  }
  const referenceBefore = machineReference();
  await withFreshDatabase(baseUrl, 'studio_keyed', async (databaseUrl) => {
    const { url, child } = await startServer({ DATABASE_URL: databaseUrl });
    let floor: Floor | undefined;
    try {
      const email = `keyed-${crypto.randomBytes(4).toString('hex')}@example.com`;
      const session = await register(url, email, 'bench-password-1');
      floor = await startFloor({
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: String(DEFAULT_POOL_SIZE),
        FLOOR_ID: session.accountId,
      });
      const row = await compare(
        floor,
        'PostgreSQL',
        'GET /api/account',
        { connections: CONNECTIONS, url: `${url}/api/account`, headers: session.headers },
        targets.keyedRead,
      );
      const conditions =
        `${os.cpus().length} cores shared by autocannon, the servers and the database; pool ` +
        `${DEFAULT_POOL_SIZE}; machine reference ${referenceBefore}k/s before, ` +
        `${machineReference()}k/s after`;
      console.log(`\n${conditions}\n`);
      console.table([row]);
      if (process.env.BENCH_WRITE_RESULTS) {
        writeResults('keyed-read', `${conditions}.\n\n${markdownTable([row])}`);
      }
    } finally {
      floor?.child.kill('SIGTERM');
      child.kill('SIGTERM');
    }
  });
}

await main();
