// The floor every endpoint is measured against: Fastify answering one indexed primary-key query,
// nothing else (no authentication, no validation, no business rules), on the same database and
// with the same pool size as the product server. Started as its own process, like the product,
// so both pay the same for HTTP, JSON and the trip to the database.
//
//   PORT=... DATABASE_URL=... DATABASE_POOL_SIZE=4 FLOOR_ID=<uuid> node --import tsx floor-server.ts
//
// On PostgreSQL it reads the product database's `accounts` table by id. PGlite cannot be opened by
// two processes, so without DATABASE_URL the floor reads its own in-memory PGlite holding one
// such row: the same engine, one process, one connection, as the embedded product runs.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (id: string) => Promise<unknown>;

async function pgQuery(url: string, poolSize: number): Promise<Query> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return async (id) => {
    const { rows } = await pool.query({
      name: 'floor',
      text: 'select id, email from accounts where id = $1',
      values: [id],
    });
    return rows[0];
  };
}

async function pgliteQuery(id: string): Promise<Query> {
  const db = await PGlite.create();
  await db.exec('create table accounts (id uuid primary key, email text not null)');
  await db.query('insert into accounts (id, email) values ($1, $2)', [id, 'floor@example.com']);
  return async (key) => {
    const { rows } = await db.query('select id, email from accounts where id = $1', [key]);
    return rows[0];
  };
}

const id = process.env.FLOOR_ID ?? '00000000-0000-4000-8000-000000000000';
const query = process.env.DATABASE_URL
  ? await pgQuery(process.env.DATABASE_URL, Number(process.env.DATABASE_POOL_SIZE ?? 4))
  : await pgliteQuery(id);

const app = Fastify({ logger: false });
app.get('/floor', async () => (await query(id)) ?? {});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
