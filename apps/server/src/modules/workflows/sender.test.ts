// The sender on a database of this file's own (its claims take every due task, so no other
// file's tasks may be there): reminders across daylight-saving changes go at the right instant,
// also with the server in another zone; a cancelled shoot sends nothing more; an email that
// cannot be made shows FAILED with the reason; with the SMTP server down for a while nothing is
// lost and everything goes, in due order, once it is back. Time is driven by the sender's clock,
// never by sleeping.
import os from 'node:os';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TEmailTemplate } from '@studio/shared/emails/contracts';
import { serviceKinds } from '@studio/shared/enums';
import type { TFlowTaskList, TWorkflowTemplate } from '@studio/shared/workflows/contracts';
import type { TSaveTaskTemplateRequest } from '@studio/shared/workflows/requests';
import { buildApp } from '../../app.ts';
import { apiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, setBusinessTimeZone, type Owner } from '../../test/factories/owner.ts';
import { createShootService } from '../../test/factories/service.ts';
import { testConfig } from '../../test/harness.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { startSmtpListener } from '../../test/smtp-listener.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { createMailTransport, type MailLogger } from '../../platform/mail/transport.ts';
import { deliverDueEmails } from '../../platform/mail/worker.ts';
import { flowTasks } from './schema.ts';
import { drainDueTasks, startFlowTaskSender } from './sender.ts';

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

const quietLog: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

function reminder(name: string, overrides: Partial<TSaveTaskTemplateRequest>) {
  return {
    name,
    type: 'SEND_EMAIL',
    isAuto: true,
    group: 'SHOOT',
    dependency: 'BEFORE',
    relativeTo: 'SHOOT_TIME',
    intervalUnit: 'DAYS',
    ...overrides,
  } satisfies TSaveTaskTemplateRequest;
}

/** An email template of the owner's own, with a subject naming it. */
async function emailTemplate(owner: Owner, subject: string): Promise<TEmailTemplate> {
  const res = await apiClient<TEmailTemplate>(app, owner).post('/api/email-templates', {
    name: subject,
    subject,
    content: '<p>Hi [Client First Name], see you on [Shoot Date] at [Shoot Time].</p>',
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body;
}

/** A full session service of the business following a workflow with these email tasks. */
async function serviceWithWorkflow(owner: Owner, tasks: TSaveTaskTemplateRequest[]) {
  const api = apiClient<TWorkflowTemplate>(app, owner);
  const workflow = await api.post('/api/flow-task-list-templates', { name: 'Reminders', tasks });
  if (workflow.status !== 201) throw new Error(JSON.stringify(workflow.body));
  const service = await createShootService(app, owner, { kind: serviceKinds.SESSION_TYPES });
  await api.patch(`/api/services/${service.id}/flow-task-list-template`, {
    flowTaskListTemplateId: workflow.body.id,
  });
  return service;
}

async function tasksOf(orderId: string) {
  return app.deps.db
    .select()
    .from(flowTasks)
    .where(eq(flowTasks.orderId, orderId))
    .orderBy(asc(flowTasks.sortIndex));
}

/** Shoots at 10:00 local on the first day after a clock change, and their two reminders. */
const afterChanges = [
  // New York springs forward on 2031-03-09.
  {
    zone: 'America/New_York',
    date: '2031-03-09',
    dayBefore: '2031-03-08T15:00:00.000Z',
    twoHoursBefore: '2031-03-09T12:00:00.000Z',
  },
  // Lisbon springs forward on 2031-03-30.
  {
    zone: 'Europe/Lisbon',
    date: '2031-03-30',
    dayBefore: '2031-03-29T10:00:00.000Z',
    twoHoursBefore: '2031-03-30T07:00:00.000Z',
  },
  // Sydney leaves summer time on 2031-04-06.
  {
    zone: 'Australia/Sydney',
    date: '2031-04-06',
    dayBefore: '2031-04-04T23:00:00.000Z',
    twoHoursBefore: '2031-04-05T22:00:00.000Z',
  },
];

describe('reminders around daylight-saving changes', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  for (const serverZone of ['UTC', 'Pacific/Chatham']) {
    it(`go 1 day and 2 hours before the shoot at the right instant (server zone ${serverZone})`, async () => {
      process.env.TZ = serverZone;
      for (const { zone, date, dayBefore, twoHoursBefore } of afterChanges) {
        const owner = await createOwner(app);
        await setBusinessTimeZone(app, owner.businessId, zone);
        const template = await emailTemplate(owner, `Reminder ${zone}`);
        const service = await serviceWithWorkflow(owner, [
          reminder('Day before', { dueInterval: 1, emailTemplateId: template.id }),
          reminder('Two hours before', {
            dueInterval: 2,
            intervalUnit: 'HOURS',
            emailTemplateId: template.id,
          }),
        ]);
        const { order } = await createShoot(app, owner, {
          serviceId: service.id,
          request: { date, startTime: '10:00', isSendEmail: true },
        });
        const planned = await tasksOf(order.orderId);
        expect(
          planned.map((task) => [task.name, task.dueAt?.toISOString()]),
          zone,
        ).toEqual([
          ['Day before', dayBefore],
          ['Two hours before', twoHoursBefore],
        ]);
        for (const task of planned) {
          const due = task.dueAt ?? new Date(0);
          await drainDueTasks(app.deps.db, { now: new Date(due.getTime() - 1000) });
          const [early] = await app.deps.db
            .select()
            .from(flowTasks)
            .where(eq(flowTasks.id, task.id));
          expect(early?.outboxId, `${zone} ${task.name} a second early`).toBeNull();
          await drainDueTasks(app.deps.db, { now: due });
          const [sent] = await app.deps.db
            .select()
            .from(flowTasks)
            .where(eq(flowTasks.id, task.id));
          expect(sent?.outboxId, `${zone} ${task.name} when due`).not.toBeNull();
          const [mail] = await app.deps.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.id, sent?.outboxId ?? ''));
          expect(mail).toMatchObject({ toAddress: order.email, subject: `Reminder ${zone}` });
        }
      }
    });
  }

  it('the running sender wakes for a task when the clock reaches it', async () => {
    const owner = await createOwner(app);
    await setBusinessTimeZone(app, owner.businessId, 'America/New_York');
    const template = await emailTemplate(owner, 'Wake up');
    const service = await serviceWithWorkflow(owner, [
      reminder('Day before', { dueInterval: 1, emailTemplateId: template.id }),
    ]);
    const { order } = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date: '2031-11-03', startTime: '10:00', isSendEmail: true },
    });
    const [task] = await tasksOf(order.orderId);
    const due = task?.dueAt ?? new Date(0);
    let clock = new Date(due.getTime() - 60_000);
    const stop = await startFlowTaskSender({
      database: app.deps.database,
      log: quietLog,
      now: () => clock,
      pollIntervalMs: 20,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await tasksOf(order.orderId))[0]?.outboxId).toBeNull();
      clock = due;
      for (let i = 0; i < 100 && !(await tasksOf(order.orderId))[0]?.outboxId; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await tasksOf(order.orderId))[0]?.outboxId).not.toBeNull();
    } finally {
      await stop();
    }
  });
});

describe('the sender', () => {
  it('sends nothing more for a cancelled shoot', async () => {
    const owner = await createOwner(app);
    const template = await emailTemplate(owner, 'Never sent');
    const service = await serviceWithWorkflow(owner, [
      reminder('Day before', { dueInterval: 1, emailTemplateId: template.id }),
    ]);
    const { order } = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date: '2031-06-03', startTime: '10:00', isSendEmail: true },
    });
    const [waiting] = await tasksOf(order.orderId);
    expect(waiting).toMatchObject({ name: 'Day before', outboxId: null, status: 'INCOMPLETE' });
    const api = apiClient(app, owner);
    expect((await api.patch(`/api/orders/${order.orderId}/cancel-booking`)).status).toBe(200);
    await drainDueTasks(app.deps.db, { now: new Date('2032-01-01T00:00:00Z') });
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, order.email));
    expect(mails.map((mail) => mail.subject)).not.toContain('Never sent');
  });

  it('shows an email that cannot be made as FAILED with the reason, and sends it once fixed', async () => {
    const owner = await createOwner(app);
    const template = await emailTemplate(owner, 'Soon gone');
    const service = await serviceWithWorkflow(owner, [
      reminder('Day before', { dueInterval: 1, emailTemplateId: template.id }),
    ]);
    const { order } = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date: '2031-06-10', startTime: '10:00', isSendEmail: true },
    });
    const api = apiClient<TFlowTaskList>(app, owner);
    expect((await api.delete(`/api/email-templates/${template.id}`)).status).toBe(200);
    await drainDueTasks(app.deps.db, { now: new Date('2031-06-09T23:00:00Z') });
    const list = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body;
    const failed = list.tasks.find((task) => task.name === 'Day before');
    expect(failed?.email?.status).toBe('FAILED');
    expect(failed?.email?.reason).toBeTruthy();
    const fixed = await api.post(`/api/emails/flow-tasks/${failed?.id}/send-customize`, {
      subject: 'See you tomorrow',
      content: '<p>Tomorrow at 10.</p>',
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, order.email));
    expect(mails.map((mail) => mail.subject)).toContain('See you tomorrow');
  });

  it('loses nothing while SMTP is down and sends everything in due order once it is back', async () => {
    const owner = await createOwner(app);
    const template = await emailTemplate(owner, 'In order');
    const service = await serviceWithWorkflow(owner, [
      reminder('Five days before', { dueInterval: 5, emailTemplateId: template.id }),
      reminder('Four days before', { dueInterval: 4, emailTemplateId: template.id }),
      reminder('Three days before', { dueInterval: 3, emailTemplateId: template.id }),
      reminder('Two days before', { dueInterval: 2, emailTemplateId: template.id }),
      reminder('One day before', { dueInterval: 1, emailTemplateId: template.id }),
    ]);
    const { order } = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date: '2031-07-20', startTime: '10:00', isSendEmail: true },
    });
    const planned = await tasksOf(order.orderId);
    // Every one of them falls due while the SMTP server is down.
    const probe = await startSmtpListener();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    await drainDueTasks(app.deps.db, { now: new Date('2031-07-20T00:00:00Z') });
    const outboxIds = (await tasksOf(order.orderId)).map((task) => task.outboxId ?? '');
    expect(outboxIds.every((id) => id !== '')).toBe(true);

    const transport = createMailTransport({
      smtpUrl: probe.url,
      dataDir: os.tmpdir(),
      log: quietLog,
    });
    const worker = {
      database: app.deps.database,
      transport,
      from: 'Studio <no-reply@studio.test>',
      log: quietLog,
      batchSize: 1,
      backoffMs: [3_600_000],
    };
    await deliverDueEmails(worker);
    const waiting = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, outboxIds));
    expect(waiting.map((row) => row.status)).toEqual(outboxIds.map(() => 'NEW'));
    expect(waiting.every((row) => (row.attempts ?? 0) >= 1 && row.lastError)).toBe(true);

    // The server is back; the hour of backoff passes (each retry time moved back alike).
    const smtp = await startSmtpListener({ port });
    try {
      await app.deps.db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`${emailOutbox.nextAttemptAt} - interval '2 hours'` })
        .where(inArray(emailOutbox.id, outboxIds));
      await deliverDueEmails(worker);
      const received = smtp.received.filter((mail) => outboxIds.includes(mail.outboxId ?? ''));
      expect(received.map((mail) => mail.outboxId)).toEqual(outboxIds);
      expect(planned.map((task) => task.name)).toEqual([
        'Five days before',
        'Four days before',
        'Three days before',
        'Two days before',
        'One day before',
      ]);
      const statuses = await app.deps.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.id, outboxIds)));
      expect(statuses.map((row) => row.status)).toEqual(outboxIds.map(() => 'DELIVERED'));
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
