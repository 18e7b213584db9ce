// npm run bench:emails -w @studio/bench (DATABASE_URL set): 10,000 automatic emails falling due at
// once, two server instances on one PostgreSQL database, and a local SMTP sink in this process.
// Reports the time from due to accepted by the sink (p50, p99) and the throughput as a share of
// a bare nodemailer loop to the same sink, measured in the same run with the same number of sends
// in flight (two instances, five each) and the same transport options as the product.
// BENCH_WRITE_RESULTS=1 replaces this benchmark's table in bench/RESULTS.md.
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { seedOrders } from './orders-seed.ts';
import { writeResults } from './results.ts';
import { machineReference, register, startServer, withFreshDatabase } from './server.ts';

const SENDS = Number(process.env.BENCH_EMAILS ?? 10_000);
/** Sends in flight: each instance's mail worker delivers five at a time. */
const IN_FLIGHT = 10;

type Sink = { url: string; acceptedAt: number[]; close(): Promise<void> };

async function startSink(): Promise<Sink> {
  const acceptedAt: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        acceptedAt.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    acceptedAt,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The floor: nodemailer alone sending SENDS messages of an email's size to the sink. */
async function bareLoop(sink: Sink, html: string): Promise<number> {
  const transport = nodemailer.createTransport({ url: sink.url });
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < SENDS) {
      next += 1;
      await transport.sendMail({
        from: 'Studio <no-reply@localhost>',
        to: 'client@example.com',
        subject: 'Your session is coming up',
        text: 'Your session is tomorrow at 10:00.',
        html,
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  transport.close();
  return SENDS / ((performance.now() - started) / 1000);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('bench:emails measures PostgreSQL: set DATABASE_URL (skipped).');
    return;
  }
  const referenceBefore = machineReference();
  const sink = await startSink();
  await withFreshDatabase(baseUrl, 'studio_emails', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: sink.url };
    const first = await startServer(env);
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const session = await register(first.url, 'emails-bench@example.com', 'bench-password-1');
      await seedOrders(databaseUrl, session);
      // One automatic reminder per dated shoot, due in a year: nothing is sent yet.
      const seeded = await client.query(
        `insert into flow_tasks (business_id, order_id, name, type, is_auto, "group", dependency,
           relative_to, due_interval, interval_unit, email_template_id, due_at)
         select o.business_id, o.id, 'Shoot reminder', 'SEND_EMAIL', true, 'SHOOT', 'BEFORE',
           'SHOOT_TIME', 1, 'DAYS', t.id, now() + interval '1 year'
         from orders o
         join email_templates t on t.business_id = o.business_id and t.kind = 'SHOOT_REMINDER'
         where o.business_id = $1 and o.start_time is not null
         order by o.id limit $2`,
        [session.businessId, SENDS],
      );
      if (seeded.rowCount !== SENDS) throw new Error(`seeded ${seeded.rowCount} tasks`);
      second = await startServer(env);
      // The sign-up's own email has gone; from here the sink counts the reminders.
      await new Promise((r) => setTimeout(r, 3_000));
      const before = sink.acceptedAt.length;

      const due = performance.now();
      await client.query(`update flow_tasks set due_at = now() where business_id = $1`, [
        session.businessId,
      ]);
      await client.query('notify flow_tasks');
      await waitFor(() => sink.acceptedAt.length - before >= SENDS, 30 * 60_000, 'the reminders');
      const latencies = sink.acceptedAt
        .slice(before, before + SENDS)
        .map((at) => at - due)
        .sort((a, b) => a - b);
      const seconds = (latencies[latencies.length - 1] ?? 0) / 1000;
      const productRate = SENDS / seconds;
      const sent = await client.query<{ html: string }>(
        `select html from email_outbox where html is not null order by created_at desc limit 1`,
      );
      const floorRate = await bareLoop(sink, sent.rows[0]?.html ?? '<p>Hello</p>');
      const share = productRate / floorRate;
      const conditions =
        `${os.cpus().length} cores shared by the sink, both servers and the database; machine ` +
        `reference ${referenceBefore}k/s before, ${machineReference()}k/s after`;
      const table = [
        '| emails due at once | instances | due to accepted p50 | p99 | last accepted after | emails/s | bare nodemailer emails/s | share | target | met |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        `| ${SENDS.toLocaleString('en-US')} | 2 | ${(percentile(latencies, 50) / 1000).toFixed(1)} s | ` +
          `${(percentile(latencies, 99) / 1000).toFixed(1)} s | ${seconds.toFixed(1)} s | ` +
          `${Math.round(productRate)} | ${Math.round(floorRate)} | ${Math.round(share * 100)}% | ` +
          `≥ 50% | ${share >= 0.5 ? 'yes' : 'NO'} |`,
      ].join('\n');
      console.log(`\n${conditions}\n\n${table}\n`);
      if (process.env.BENCH_WRITE_RESULTS)
        writeResults('email-sends', `${conditions}.\n\n${table}`);
    } finally {
      await client.end();
      second?.child.kill('SIGTERM');
      first.child.kill('SIGTERM');
    }
  });
  await sink.close();
}

await main();
