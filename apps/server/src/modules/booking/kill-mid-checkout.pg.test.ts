// A server killed in the middle of a checkout leaves nothing half booked (PostgreSQL only: the
// server runs as a child process on the suite's database). A second connection locks the
// customers table, so the checkout's transaction stops right after booking the slot; the child is
// killed there, the lock released, and the database must show the hold exactly as before.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testApp } from '../../test/harness.ts';
import { holdSlot } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { customers } from '../customers/schema.ts';
import { orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { holdTokenHash } from './hold-tokens.ts';

const databaseUrl = process.env.DATABASE_URL ? inject('testDatabaseUrl') : undefined;
const serverDir = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '3',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'studio-kill-')),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a server killed mid-checkout', () => {
  let app: FastifyInstance;
  let child: ChildProcess | undefined;
  let locker: pg.Client | undefined;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await locker?.end().catch(() => undefined);
    await app?.close();
  });

  it('leaves the hold as it was: no order, no invoices, no email', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner, { packageFee: 15_000 });
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const hold = await holdSlot(app, service, slot!.id);
    const client = contactFields();

    const port = await freePort();
    child = await startServer(port);
    locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table customers in exclusive mode');

    const checkout = fetch(`http://127.0.0.1:${port}${service.path}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...client,
        holdToken: hold.holdToken,
        packageId: service.packageId,
      }),
    }).catch(() => null);

    // The checkout's transaction has booked the slot and now waits for the customers table.
    await until(async () => {
      const { rows } = await locker!.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_locks
           where relation = 'customers'::regclass and not granted`,
      );
      return (rows[0]?.waiting ?? 0) > 0;
    }, 'the checkout to wait for the lock');

    // Mid-way: the slot row is already changed (locked) by the checkout's open transaction.
    await locker.query('savepoint probe');
    await expect(
      locker.query('select id from slots where id = $1 for update nowait', [slot!.id]),
    ).rejects.toThrow();
    await locker.query('rollback to savepoint probe');

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    await locker.query('rollback');
    await checkout;

    // The killed server's transaction ends (rolled back) once its backend sees the lost client:
    // until then the slot row stays locked.
    await until(async () => {
      try {
        await locker!.query('begin');
        await locker!.query('select id from slots where id = $1 for update nowait', [slot!.id]);
        return true;
      } catch {
        return false;
      } finally {
        await locker!.query('rollback');
      }
    }, 'the killed transaction to end');

    const { db } = app.deps;
    const [stored] = await db.select().from(slots).where(eq(slots.id, slot!.id));
    expect(stored).toMatchObject({
      status: 'BOOKING',
      orderId: null,
      holdTokenHash: holdTokenHash(hold.holdToken),
    });
    expect(stored!.lockoutEnd!.getTime()).toBe(Date.parse(hold.lockoutEnd));
    expect(await db.select().from(orders).where(eq(orders.email, client.email))).toHaveLength(0);
    expect(await db.select().from(customers).where(eq(customers.email, client.email))).toHaveLength(
      0,
    );
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.toAddress} = ${client.email} or ${emailOutbox.text} like ${`%${client.fullName}%`}`,
      );
    expect(mails).toHaveLength(0);
    const invoiceCount = await db.execute(
      sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id where o.email = ${client.email}`,
    );
    expect(JSON.stringify(invoiceCount)).toContain('"n":0');
  }, 90_000);
});
