// Workflow templates and the task lists of shoots and inquiries, through the API on a real
// database: the default workflow, planning when a shoot or inquiry is made, re-planning when a
// shoot moves or the workflow is edited, cancelling, sending one email now, the exact validation
// messages, and another business's ids answering 404.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import { addDays, todayIn } from '@studio/shared/scheduling/zoned-time';
import { messages } from '@studio/shared/messages';
import type {
  TFlowTask,
  TFlowTaskList,
  TWorkflowTemplate,
} from '@studio/shared/workflows/contracts';
import type { TSaveTaskTemplateRequest } from '@studio/shared/workflows/requests';
import { apiClient } from '../../test/api-client.ts';
import { testApp } from '../../test/harness.ts';
import { sendInquiry } from '../../test/factories/inquiry.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, setBusinessTimeZone, type Owner } from '../../test/factories/owner.ts';
import { createShootService } from '../../test/factories/service.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { emailTemplates } from '../emails/schema.ts';
import { flowTasks } from './schema.ts';
import { sendDueEmails } from '../../test/send-due-emails.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});

afterAll(() => app.close());

const NY = 'America/New_York';

/** The id of one of the business's default email templates (made on the first read). */
async function defaultTemplateId(owner: Owner, kind: string): Promise<string> {
  await apiClient(app, owner).get('/api/flow-task-list-templates');
  const [row] = await app.deps.db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.businessId, owner.businessId),
        eq(emailTemplates.kind, kind as 'SHOOT_REMINDER'),
      ),
    );
  if (!row) throw new Error(`no default template ${kind}`);
  return row.id;
}

/** DELETE, which answers 204 without a body. */
async function remove(owner: Owner, url: string): Promise<number> {
  return (await app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode;
}

async function outboxTo(to: string) {
  return app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

/** A full session shoot of a New York business at 10:00 on the date, made by the owner. */
async function newYorkShoot(
  owner: Owner,
  input: { date: string; serviceId?: string; isSendEmail?: boolean },
) {
  await setBusinessTimeZone(app, owner.businessId, NY);
  return createShoot(app, owner, {
    kind: serviceKinds.SESSION_TYPES,
    ...(input.serviceId ? { serviceId: input.serviceId } : {}),
    request: { date: input.date, startTime: '10:00', isSendEmail: input.isSendEmail ?? true },
  });
}

function byName(list: TFlowTaskList, name: string): TFlowTask {
  const task = list.tasks.find((item) => item.name === name && item.status === 'INCOMPLETE');
  if (!task)
    throw new Error(`no open task ${name} in ${JSON.stringify(list.tasks.map((t) => t.name))}`);
  return task;
}

function byNameAnyStatus(list: TFlowTaskList, name: string): TFlowTask {
  const task = list.tasks.find((item) => item.name === name);
  if (!task) throw new Error(`no task ${name}`);
  return task;
}

function reminder(overrides: Partial<TSaveTaskTemplateRequest> = {}): TSaveTaskTemplateRequest {
  return {
    name: 'Shoot reminder',
    type: 'SEND_EMAIL',
    isAuto: true,
    group: 'SHOOT',
    dependency: 'BEFORE',
    relativeTo: 'SHOOT_TIME',
    dueInterval: 2,
    intervalUnit: 'DAYS',
    ...overrides,
  };
}

describe('workflow templates', () => {
  it('lists the default workflow first, with the default tasks and default email templates', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TWorkflowTemplate[]>(app, owner);
    const created = await api.post<TWorkflowTemplate>('/api/flow-task-list-templates', {
      name: 'A weddings workflow',
    });
    expect(created.status).toBe(201);
    const list = await api.get('/api/flow-task-list-templates');
    expect(list.status).toBe(200);
    expect(list.body.map((t) => [t.name, t.isDefault])).toEqual([
      ['Default workflow', true],
      ['A weddings workflow', false],
    ]);
    const tasks = list.body[0]?.tasks ?? [];
    expect(
      tasks.map((t) => [
        t.name,
        t.group,
        t.sortIndex,
        t.dependency,
        t.relativeTo,
        t.dueInterval,
        t.intervalUnit,
      ]),
    ).toEqual([
      ['Booking confirmation', 'SHOOT', 0, 'IMMEDIATELY_AT', 'BOOKED_TIME', 1, 'DAYS'],
      ['Shoot reminder', 'SHOOT', 1, 'BEFORE', 'SHOOT_TIME', 2, 'DAYS'],
      [
        'Initial inquiry response',
        'INQUIRY',
        0,
        'IMMEDIATELY_AT',
        'INQUIRY_CREATED_TIME',
        1,
        'DAYS',
      ],
    ]);
    expect(tasks.map((t) => t.emailTemplateId)).toEqual([
      await defaultTemplateId(owner, 'BOOKING_CONFIRMATION'),
      await defaultTemplateId(owner, 'SHOOT_REMINDER'),
      await defaultTemplateId(owner, 'INITIAL_INQUIRY_RESPONSE'),
    ]);
  });

  it('validates with the exact messages', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const templateId = await defaultTemplateId(owner, 'SHOOT_REMINDER');
    const res = await api.post('/api/flow-task-list-templates', {
      name: ' ',
      tasks: [
        reminder({ name: '', emailTemplateId: templateId, dueInterval: 0 }),
        reminder({ name: 'x'.repeat(513), emailTemplateId: null }),
        { name: '', type: 'TODO', dependency: 'AFTER', relativeTo: 'SHOOT_TIME', dueInterval: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'This field cannot be left blank' },
      { field: 'tasks.0.name', message: 'This field cannot be left blank' },
      { field: 'tasks.0.dueInterval', message: 'Due interval must be at least 1' },
      { field: 'tasks.1.name', message: 'The name must be less than 512 characters' },
      { field: 'tasks.1.emailTemplateId', message: messages.flowTaskEmailTemplateRequired },
      { field: 'tasks.2.name', message: 'This field cannot be left blank' },
    ]);
  });

  it('refuses to delete the default; another template goes and its services return to the default', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TWorkflowTemplate>(app, owner);
    const [defaults] = (await api.get<TWorkflowTemplate[]>('/api/flow-task-list-templates')).body;
    const refused = await api.delete(`/api/flow-task-list-templates/${defaults?.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(messages.defaultWorkflowNotDeletable);

    const own = (await api.post('/api/flow-task-list-templates', { name: 'Mine' })).body;
    const service = await createShootService(app, owner);
    const chosen = await api.patch(`/api/services/${service.id}/flow-task-list-template`, {
      flowTaskListTemplateId: own.id,
    });
    expect(chosen.body.id).toBe(own.id);
    expect((await api.get(`/api/flow-task-list-templates/services/${service.id}`)).body.id).toBe(
      own.id,
    );
    expect(await remove(owner, `/api/flow-task-list-templates/${own.id}`)).toBe(204);
    expect((await api.get(`/api/flow-task-list-templates/services/${service.id}`)).body.id).toBe(
      defaults?.id,
    );
  });

  it("answers 404 for another business's template, task, shoot and inquiry", async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const mine = apiClient<TWorkflowTemplate>(app, owner);
    const theirs = apiClient(app, other);
    const own = (await mine.post('/api/flow-task-list-templates', { name: 'Mine' })).body;
    const { order } = await newYorkShoot(owner, { date: '2031-03-12' });
    const [task] = (await mine.get<TFlowTaskList>(`/api/flow-tasks/orders/${order.orderId}`)).body
      .tasks;
    const inquiry = await sendInquiry(app, owner);
    const attempts: Array<[string, string, object?]> = [
      ['GET', `/api/flow-task-list-templates/${own.id}`],
      ['PUT', `/api/flow-task-list-templates/${own.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/flow-task-list-templates/${own.id}`],
      ['GET', `/api/flow-tasks/orders/${order.orderId}`],
      ['GET', `/api/flow-tasks/inquiries/${inquiry.inquiryId}`],
      [
        'POST',
        `/api/flow-tasks/orders/${order.orderId}`,
        { name: 'x', type: 'TODO', dueAt: '2031-01-01T00:00:00Z' },
      ],
      [
        'PUT',
        `/api/flow-tasks/${task?.id}`,
        { name: 'x', type: 'TODO', dueAt: '2031-01-01T00:00:00Z' },
      ],
      ['DELETE', `/api/flow-tasks/${task?.id}`],
      ['PATCH', `/api/flow-tasks/${task?.id}/update-status`, { status: 'COMPLETE' }],
      ['POST', `/api/emails/flow-tasks/${task?.id}/send`],
      ['PATCH', `/api/flow-tasks/orders/${order.orderId}/automation`, { isPaused: true }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await theirs.request(method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await mine.get(`/api/flow-task-list-templates/${own.id}`)).body.name).toBe('Mine');
  });
});

describe('the tasks of a shoot', () => {
  it('sends the booking confirmation with the shoot and plans the reminder 2 days before, at 10:00 local across a DST change', async () => {
    const owner = await createOwner(app);
    // New York springs forward on 2031-03-09: the reminder day is EST, the shoot EDT.
    const { order } = await newYorkShoot(owner, { date: '2031-03-10' });
    await sendDueEmails(app);
    const list = (
      await apiClient<TFlowTaskList>(app, owner).get(`/api/flow-tasks/orders/${order.orderId}`)
    ).body;
    expect(list.isPaused).toBe(false);
    const [confirmation, shootReminder] = list.tasks;
    expect(confirmation).toMatchObject({
      name: 'Booking confirmation',
      status: 'COMPLETE',
      email: { status: 'NEW' },
    });
    expect(shootReminder).toMatchObject({
      name: 'Shoot reminder',
      status: 'INCOMPLETE',
      email: null,
      dueAt: '2031-03-08T15:00:00.000Z',
    });
    const mails = await outboxTo(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('is confirmed');
  });

  it('shows an email the mail server refused for now as being retried, with its answer', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTaskList>(app, owner);
    const { order } = await newYorkShoot(owner, { date: '2031-05-06' });
    await sendDueEmails(app);
    const [mail] = await outboxTo(order.email);
    // What the mail worker records of a refused try it will make again (emails/delivery.test.ts
    // drives the real worker against a refusing SMTP server): still NEW, due later, with the answer.
    await app.deps.db
      .update(emailOutbox)
      .set({
        attempts: 1,
        lastError: '451 4.2.1 Mailbox busy',
        nextAttemptAt: new Date(Date.now() + 10 * 60_000),
      })
      .where(eq(emailOutbox.id, mail!.id));
    const list = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body;
    expect(byNameAnyStatus(list, 'Booking confirmation').email).toEqual({
      status: 'NEW',
      reason: 'Retrying: 451 4.2.1 Mailbox busy',
      isRetrying: true,
      sentAt: expect.any(String),
    });
  });

  it('starts paused when the owner chose not to email the client, and sends what is due on resume', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTaskList>(app, owner);
    const { order } = await newYorkShoot(owner, { date: '2031-04-02', isSendEmail: false });
    expect(await outboxTo(order.email)).toHaveLength(0);
    const paused = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body;
    expect(paused.isPaused).toBe(true);
    const resumed = await api.patch(`/api/flow-tasks/orders/${order.orderId}/automation`, {
      isPaused: false,
    });
    expect(resumed.body.isPaused).toBe(false);
    // What fell due while paused goes out with the sender's next round.
    await sendDueEmails(app);
    const after = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body;
    expect(after.tasks[0]).toMatchObject({ status: 'COMPLETE', email: { status: 'NEW' } });
    expect(await outboxTo(order.email)).toHaveLength(1);
  });

  it('moves the reminder with the shoot, and plans it again when the one sent was for the old time', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTaskList>(app, owner);
    const { order } = await newYorkShoot(owner, { date: '2031-05-20' });
    const before = byName(
      (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body,
      'Shoot reminder',
    );
    expect(before.dueAt).toBe('2031-05-18T14:00:00.000Z');

    const moved = await api.put(`/api/orders/${order.orderId}/change-date-time`, {
      date: '2031-06-10',
      startTime: '15:30',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body;
    expect(after.tasks.filter((t) => t.name === 'Shoot reminder')).toEqual([
      expect.objectContaining({
        id: before.id,
        dueAt: '2031-06-08T19:30:00.000Z',
        status: 'INCOMPLETE',
      }),
    ]);

    // Sent now for the June time, then moved again: the client is reminded of the new time too.
    const sent = await api.post<TFlowTask>(`/api/emails/flow-tasks/${before.id}/send`, {});
    expect(sent.body).toMatchObject({ status: 'COMPLETE', email: { status: 'NEW' } });
    await api.put(`/api/orders/${order.orderId}/change-date-time`, {
      date: '2031-07-01',
      startTime: '09:00',
    });
    const again = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body.tasks.filter(
      (t) => t.name === 'Shoot reminder',
    );
    expect(again.map((t) => [t.status, t.dueAt])).toEqual([
      ['COMPLETE', '2031-06-08T19:30:00.000Z'],
      ['INCOMPLETE', '2031-06-29T13:00:00.000Z'],
    ]);
    const resent = await api.post(`/api/emails/flow-tasks/${before.id}/send`, {});
    expect(resent.status).toBe(409);
    expect(resent.body.detail).toBe(messages.flowTaskAlreadySent);

    // Both sent, moved once more: one reminder for the new time, not one per email that went.
    const second = again.find((task) => task.status === 'INCOMPLETE');
    await api.post(`/api/emails/flow-tasks/${second?.id}/send`, {});
    await api.put(`/api/orders/${order.orderId}/change-date-time`, {
      date: '2031-07-15',
      startTime: '09:00',
    });
    const third = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body.tasks.filter(
      (t) => t.name === 'Shoot reminder' && t.status === 'INCOMPLETE',
    );
    expect(third.map((t) => t.dueAt)).toEqual(['2031-07-13T13:00:00.000Z']);
  });

  it('holds a reminder whose moment had passed when the shoot was booked, and sends it on request', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTaskList>(app, owner);
    const tomorrow = addDays(todayIn(NY), 1);
    const { order } = await newYorkShoot(owner, { date: tomorrow });
    await sendDueEmails(app);
    const late = byName(
      (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body,
      'Shoot reminder',
    );
    expect(late.email).toEqual({
      status: 'FAILED',
      reason: messages.flowTaskDuePassed,
      isRetrying: false,
      sentAt: null,
    });
    expect(await outboxTo(order.email)).toHaveLength(1);
    const sent = await api.post<TFlowTask>(`/api/emails/flow-tasks/${late.id}/send`, {});
    expect(sent.body).toMatchObject({ status: 'COMPLETE', email: { status: 'NEW' } });
    expect(await outboxTo(order.email)).toHaveLength(2);
  });

  it('drops what was not sent when the shoot is cancelled', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTaskList>(app, owner);
    const { order } = await newYorkShoot(owner, { date: '2031-08-05' });
    await sendDueEmails(app);
    expect((await api.patch(`/api/orders/${order.orderId}/cancel-booking`)).status).toBe(200);
    const list = (await api.get(`/api/flow-tasks/orders/${order.orderId}`)).body;
    expect(list.tasks.map((t) => [t.name, t.status])).toEqual([
      ['Booking confirmation', 'COMPLETE'],
    ]);
    const waiting = await app.deps.db
      .select()
      .from(flowTasks)
      .where(and(eq(flowTasks.orderId, order.orderId), eq(flowTasks.status, 'INCOMPLETE')));
    expect(waiting).toEqual([]);
  });

  it('follows an edited workflow where not sent, and keeps a send edited by hand', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TWorkflowTemplate>(app, owner);
    const templateId = await defaultTemplateId(owner, 'SHOOT_REMINDER');
    const service = await createShootService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const workflow = (
      await api.post('/api/flow-task-list-templates', {
        name: 'Two reminders',
        tasks: [
          reminder({ name: 'Week before', dueInterval: 7, emailTemplateId: templateId }),
          reminder({ name: 'Day before', dueInterval: 1, emailTemplateId: templateId }),
          reminder({
            name: 'Hours before',
            dueInterval: 2,
            intervalUnit: 'HOURS',
            emailTemplateId: templateId,
          }),
        ],
      })
    ).body;
    await api.patch(`/api/services/${service.id}/flow-task-list-template`, {
      flowTaskListTemplateId: workflow.id,
    });
    const { order } = await newYorkShoot(owner, { date: '2031-09-20', serviceId: service.id });
    const list = async () =>
      (await api.get<TFlowTaskList>(`/api/flow-tasks/orders/${order.orderId}`)).body.tasks.map(
        (t) => [t.name, t.dueAt, t.customSubject],
      );
    expect(await list()).toEqual([
      ['Week before', '2031-09-13T14:00:00.000Z', null],
      ['Day before', '2031-09-19T14:00:00.000Z', null],
      ['Hours before', '2031-09-20T12:00:00.000Z', null],
    ]);
    const tasks = (await api.get<TFlowTaskList>(`/api/flow-tasks/orders/${order.orderId}`)).body
      .tasks;
    const edited = await api.post(`/api/emails/flow-tasks/${tasks[1]?.id}/send-customize`, {
      subject: 'See you tomorrow',
      content: '<p>Bring the dog.</p><script>x</script>',
      sendNow: false,
    });
    expect(edited.status).toBe(200);

    const [week, day, hours] = workflow.tasks;
    const saved = await api.put(`/api/flow-task-list-templates/${workflow.id}`, {
      name: 'Two reminders',
      tasks: [
        { ...week, dueInterval: 3 },
        { ...day, dueInterval: 2 },
        reminder({
          name: 'Thank you',
          dependency: 'AFTER',
          dueInterval: 1,
          emailTemplateId: templateId,
        }),
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    void hours;
    expect(await list()).toEqual([
      ['Week before', '2031-09-17T14:00:00.000Z', null],
      ['Day before', '2031-09-19T14:00:00.000Z', 'See you tomorrow'],
      ['Thank you', '2031-09-21T14:00:00.000Z', null],
    ]);
    const [row] = await app.deps.db
      .select()
      .from(flowTasks)
      .where(eq(flowTasks.id, tasks[1]?.id ?? ''));
    expect(row?.customContent).toBe('<p>Bring the dog.</p>');
  });

  it('adds a to-do, sets a due date by hand, marks it done and removes it', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTask>(app, owner);
    const { order } = await newYorkShoot(owner, { date: '2031-10-10' });
    const todo = await api.post(`/api/flow-tasks/orders/${order.orderId}`, {
      name: 'Print the album',
      type: 'TODO',
      dependency: 'AFTER',
      relativeTo: 'SHOOT_TIME',
      dueInterval: 14,
    });
    expect(todo.status).toBe(201);
    expect(todo.body).toMatchObject({
      group: 'SHOOT',
      dueAt: '2031-10-24T14:00:00.000Z',
      isAuto: false,
    });
    const bad = await api.post(`/api/flow-tasks/orders/${order.orderId}`, {
      name: 'x',
      dueInterval: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'emailTemplateId', message: messages.flowTaskEmailTemplateRequired },
      { field: 'relativeTo', message: messages.flowTaskRelativeToRequired },
      { field: 'dueInterval', message: 'Due interval must be at least 1' },
    ]);
    const due = await api.patch(`/api/flow-tasks/orders/${order.orderId}/due-date`, {
      flowTaskId: todo.body.id,
      dueAt: '2031-11-01T17:00:00Z',
    });
    expect(due.body).toMatchObject({ dueAt: '2031-11-01T17:00:00.000Z', isDueAtManual: true });
    const done = await api.patch(`/api/flow-tasks/${todo.body.id}/update-status`, {
      status: 'COMPLETE',
    });
    expect(done.body.status).toBe('COMPLETE');
    expect(await remove(owner, `/api/flow-tasks/${todo.body.id}`)).toBe(204);
  });
});

describe('the tasks of an inquiry', () => {
  it('answers the client at once with the initial inquiry response, and drops the rest when deleted', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTaskList>(app, owner);
    const inquiry = await sendInquiry(app, owner, { fullName: 'Grace Hopper' });
    await sendDueEmails(app);
    const list = (await api.get(`/api/flow-tasks/inquiries/${inquiry.inquiryId}`)).body;
    expect(list.tasks.map((t) => [t.name, t.status, t.email?.status])).toEqual([
      ['Initial inquiry response', 'COMPLETE', 'NEW'],
    ]);
    const mails = await outboxTo(inquiry.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Thank you for your inquiry, Grace');
    const followUp = await api.post<TFlowTask>(`/api/flow-tasks/inquiries/${inquiry.inquiryId}`, {
      name: 'Follow up',
      type: 'TODO',
      dependency: 'AFTER',
      relativeTo: 'INQUIRY_CREATED_TIME',
      dueInterval: 3,
    });
    expect(followUp.status).toBe(201);
    expect((await api.delete(`/api/inquiries/${inquiry.inquiryId}`)).status).toBe(200);
    const left = await app.deps.db
      .select({ name: flowTasks.name })
      .from(flowTasks)
      .where(eq(flowTasks.inquiryId, inquiry.inquiryId));
    expect(left).toEqual([{ name: 'Initial inquiry response' }]);
  });

  it('stops its automatic emails not sent yet when a shoot is made from it; its to-dos stay', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TFlowTask>(app, owner);
    const templateId = await defaultTemplateId(owner, 'INITIAL_INQUIRY_RESPONSE');
    const inquiry = await sendInquiry(app, owner);
    await sendDueEmails(app);
    const path = `/api/flow-tasks/inquiries/${inquiry.inquiryId}`;
    const followUp = {
      name: 'Still interested?',
      type: 'SEND_EMAIL',
      isAuto: true,
      dependency: 'AFTER',
      relativeTo: 'INQUIRY_CREATED_TIME',
      dueInterval: 3,
      emailTemplateId: templateId,
    };
    expect((await api.post(path, followUp)).status).toBe(201);
    const call = {
      name: 'Call back',
      type: 'TODO',
      dependency: 'AFTER',
      relativeTo: 'INQUIRY_CREATED_TIME',
      dueInterval: 1,
    };
    expect((await api.post(path, call)).status).toBe(201);
    const service = await createShootService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const shoot = await api.post<{ orderId: string }>(
      `/api/inquiries/${inquiry.inquiryId}/create-shoot`,
      {
        serviceId: service.id,
        fullName: 'Grace Hopper',
        email: inquiry.email,
        phone: '+1 555 0101',
        packageId: service.packageId,
        date: '2031-12-01',
        startTime: '10:00',
        totalFee: 20000,
        isSendEmail: true,
      },
    );
    expect(shoot.status, JSON.stringify(shoot.body)).toBe(200);
    const left = (await api.get<TFlowTaskList>(path)).body.tasks.map((task) => [
      task.name,
      task.status,
    ]);
    expect(left).toEqual([
      ['Initial inquiry response', 'COMPLETE'],
      ['Call back', 'INCOMPLETE'],
    ]);
    const shootTasks = (
      await api.get<TFlowTaskList>(`/api/flow-tasks/orders/${shoot.body.orderId}`)
    ).body;
    expect(shootTasks.tasks.map((task) => task.name)).toEqual([
      'Booking confirmation',
      'Shoot reminder',
    ]);
  });
});
