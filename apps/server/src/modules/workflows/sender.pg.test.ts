// Two sender instances on PostgreSQL, each with its own pool, take 1,000 emails due at once: every
// task becomes exactly one outbox row, none is left and none is made twice, and both instances
// take part (PostgreSQL only: PGlite has one connection, so nothing there runs concurrently).
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { insertClient } from '../../test/factories/customer.ts';
import { insertShoot } from '../../test/factories/order.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { createShootService } from '../../test/factories/service.ts';
import { testConfig } from '../../test/harness.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { flowTasks } from './schema.ts';
import { drainDueTasks } from './sender.ts';

const SHOOTS = 20;
const TASKS_PER_SHOOT = 50;

let own: OwnDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  own = await createOwnDatabase(inject('testDatabaseUrl'));
  app = await buildApp(testConfig(), { database: own.handle });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await own.drop();
});

describe('two sender instances', () => {
  it('send each of 1,000 due emails exactly once', async () => {
    const owner = await createOwner(app);
    const service = await createShootService(app, owner);
    const dueAt = new Date(Date.now() - 60_000);
    const taskIds: string[] = [];
    for (let shoot = 0; shoot < SHOOTS; shoot += 1) {
      const client = await insertClient(app, owner, { fullName: `Client ${shoot}` });
      const orderId = await insertShoot(app, owner, client, {
        serviceId: service.id,
        startTime: new Date(Date.now() + 86_400_000),
      });
      const rows = await app.deps.db
        .insert(flowTasks)
        .values(
          Array.from({ length: TASKS_PER_SHOOT }, (_, index) => ({
            businessId: owner.businessId,
            orderId,
            name: `Reminder ${index}`,
            type: 'SEND_EMAIL' as const,
            isAuto: true,
            group: 'SHOOT' as const,
            sortIndex: index,
            dependency: 'ABSOLUTE_DUE_TIME' as const,
            absoluteDueAt: dueAt,
            dueAt,
            customSubject: `Reminder ${index}`,
            customContent: `<p>Reminder ${index} of shoot ${shoot}</p>`,
          })),
        )
        .returning({ id: flowTasks.id });
      taskIds.push(...rows.map((row) => row.id));
    }
    expect(taskIds).toHaveLength(SHOOTS * TASKS_PER_SHOOT);

    const second = await own.secondHandle();
    const now = new Date();
    const [first, other] = await Promise.all([
      drainDueTasks(own.handle.db, { now }),
      drainDueTasks(second.db, { now, batchSize: 7 }),
    ]);
    expect(first + other).toBe(taskIds.length);
    expect(first).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);

    const tasks = await app.deps.db
      .select({ outboxId: flowTasks.outboxId, status: flowTasks.status })
      .from(flowTasks)
      .where(inArray(flowTasks.id, taskIds));
    const outboxIds = tasks.map((task) => task.outboxId);
    expect(outboxIds.every((id) => id !== null)).toBe(true);
    expect(new Set(outboxIds).size).toBe(taskIds.length);
    const [made] = await app.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.businessId, owner.businessId));
    expect(made?.count).toBe(taskIds.length);
    // Nothing is left to send: another pass claims nothing.
    expect(await drainDueTasks(second.db, { now })).toBe(0);
  });
});
