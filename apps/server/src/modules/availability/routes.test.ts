import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import type { TBookableTimes } from '@studio/shared/availability/requests';
import { businesses } from '../businesses/schema.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { createServiceSlot } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (owner: Owner, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

async function createTemplate(owner: Owner, body: object) {
  const res = await call(owner, 'POST', '/api/availability-templates', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAvailabilityTemplate>();
}

async function link(owner: Owner, serviceId: string, availabilityTemplateId: string | null) {
  return call(owner, 'PATCH', `/api/services/${serviceId}/availability-template`, {
    availabilityTemplateId,
  });
}

const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

describe('availability templates', () => {
  it('starts empty, then creates, reads, replaces and deletes a template', async () => {
    const owner = await createOwner(app);
    const empty = await call(owner, 'GET', '/api/availability-templates');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const created = await createTemplate(owner, { name: 'Studio hours', type: 'WEEKDAY' });
    expect(created).toMatchObject({
      name: 'Studio hours',
      type: 'WEEKDAY',
      windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00:00', end: '17:00:00' })),
      blockOffs: [],
      usedBy: [],
    });
    expect((await call(owner, 'GET', `/api/availability-templates/${created.id}`)).json()).toEqual(
      created,
    );

    const replaced = await call(owner, 'PUT', `/api/availability-templates/${created.id}`, {
      name: 'Summer dates',
      type: 'DATE',
      windows: [
        { date: '2030-07-02', start: '14:00:00', end: '18:00:00' },
        { date: '2030-07-01', start: '09:00:00', end: '12:00:00' },
      ],
      blockOffs: [{ date: '2030-07-01', start: '10:00:00', end: '11:00:00', note: 'Dentist' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: created.id,
      type: 'DATE',
      // Kept in day order.
      windows: [
        { date: '2030-07-01', start: '09:00:00', end: '12:00:00' },
        { date: '2030-07-02', start: '14:00:00', end: '18:00:00' },
      ],
      blockOffs: [{ date: '2030-07-01', start: '10:00:00', end: '11:00:00', note: 'Dentist' }],
    });
    expect((await call(owner, 'GET', '/api/availability-templates')).json()).toHaveLength(1);

    const deleted = await call(owner, 'DELETE', `/api/availability-templates/${created.id}`);
    expect(deleted.json()).toEqual({ id: created.id });
    const gone = await call(owner, 'GET', `/api/availability-templates/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('This availability template does not exist or was deleted');
  });

  it('answers readable validation messages', async () => {
    const owner = await createOwner(app);
    const res = await call(owner, 'POST', '/api/availability-templates', {
      name: 'Hours',
      type: 'WEEKDAY',
      windows: [
        { weekday: 1, start: '9:00', end: '17:00:00' },
        { weekday: 2, start: '17:00:00', end: '09:00:00' },
        { weekday: 3, start: '09:00:00', end: '13:00:00' },
        { weekday: 3, start: '12:00:00', end: '17:00:00' },
      ],
      blockOffs: [{ date: '2030-02-30', start: '09:00:00', end: '10:00:00' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'blockOffs.0.date', message: 'Please enter a valid date as YYYY-MM-DD' },
      { field: 'windows.0.start', message: 'Please enter a time as HH:mm:ss' },
      { field: 'windows.1.end', message: 'The end time must be after the start time' },
      { field: 'windows.3.start', message: 'Time windows of the same day must not overlap' },
    ]);
    const blank = await call(owner, 'POST', '/api/availability-templates', {
      name: ' ',
      type: 'DATE',
    });
    expect(blank.json().errors).toEqual([
      { field: 'name', message: 'This field cannot be left blank' },
    ]);
    const badType = await call(owner, 'POST', '/api/availability-templates', {
      name: 'x',
      type: 'WEEK',
    });
    expect(badType.json().detail).toBe('Please choose weekly hours or specific dates');
  });

  it('links full sessions, refuses mini sessions, and refuses deleting a template in use', async () => {
    const owner = await createOwner(app);
    const template = await createTemplate(owner, { name: 'Weekdays', type: 'WEEKDAY' });
    const session = await createService(app, owner, {
      kind: 2,
      name: 'Family session',
    });
    const bundle = await createService(app, owner, {
      kind: 3,
      name: 'Newborn bundle',
    });
    const mini = await createService(app, owner, { kind: 1 });

    const linked = await link(owner, session.id, template.id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ serviceId: session.id, availabilityTemplateId: template.id });
    expect((await link(owner, bundle.id, template.id)).statusCode).toBe(200);
    const refused = await link(owner, mini.id, template.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Availability templates are for full sessions and bundles');
    expect((await link(owner, mini.id, null)).statusCode).toBe(200);

    const listed = (await call(owner, 'GET', '/api/availability-templates')).json();
    expect(listed[0].usedBy).toEqual([
      { id: session.id, name: 'Family session' },
      { id: bundle.id, name: 'Newborn bundle' },
    ]);

    const inUse = await call(owner, 'DELETE', `/api/availability-templates/${template.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toBe(
      'This availability template is used by “Family session”, “Newborn bundle”. Choose another template for them first.',
    );
    await link(owner, session.id, null);
    await link(owner, bundle.id, null);
    expect(
      (await call(owner, 'DELETE', `/api/availability-templates/${template.id}`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for another business’s templates and services', async () => {
    const a = await createOwner(app);
    const aTemplate = await createTemplate(a, { name: 'A hours', type: 'WEEKDAY' });
    const aService = await createService(app, a, { kind: 2 });
    const b = await createOwner(app);
    const bService = await createService(app, b, { kind: 2 });
    const templateGone = 'This availability template does not exist or was deleted';
    const serviceGone = 'This service does not exist or was deleted';
    const calls: [Method, string, object | undefined, string][] = [
      ['GET', `/api/availability-templates/${aTemplate.id}`, undefined, templateGone],
      ['PUT', `/api/availability-templates/${aTemplate.id}`, {}, templateGone],
      [
        'PUT',
        `/api/availability-templates/${aTemplate.id}`,
        { name: 'Mine', type: 'WEEKDAY' },
        templateGone,
      ],
      ['DELETE', `/api/availability-templates/${aTemplate.id}`, undefined, templateGone],
      ['GET', '/api/availability-templates/nope', undefined, templateGone],
      ['PATCH', `/api/services/${aService.id}/availability-template`, {}, serviceGone],
      [
        'PATCH',
        `/api/services/${bService.id}/availability-template`,
        { availabilityTemplateId: aTemplate.id },
        templateGone,
      ],
      ['GET', `/api/services/${aService.id}/bookable-times`, undefined, serviceGone],
      [
        'GET',
        `/api/services/${aService.id}/bookable-times?from=2030-01-01&to=2030-01-07`,
        undefined,
        serviceGone,
      ],
    ];
    for (const [method, url, body, detail] of calls) {
      const res = await call(b, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(detail);
    }
    expect((await call(b, 'GET', '/api/availability-templates')).json()).toEqual([]);
    expect((await call(a, 'GET', `/api/availability-templates/${aTemplate.id}`)).json().name).toBe(
      'A hours',
    );
  });
});

describe('bookable times', () => {
  async function berlinSession(options: { duration?: number; buffer?: number } = {}) {
    const owner = await createOwner(app);
    await app.deps.db
      .update(businesses)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(businesses.id, owner.businessId));
    const service = await createService(app, owner, {
      kind: 2,
      durationMinutes: options.duration ?? 60,
      bufferMinutes: options.buffer ?? 0,
    });
    return { owner, serviceId: service.id };
  }

  const times = async (owner: Owner, serviceId: string, from: string, to: string) => {
    const res = await call(
      owner,
      'GET',
      `/api/services/${serviceId}/bookable-times?from=${from}&to=${to}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBookableTimes>();
  };

  it('has no times without a template', async () => {
    const { owner, serviceId } = await berlinSession();
    expect(await times(owner, serviceId, '2030-06-03', '2030-06-09')).toEqual({
      serviceId,
      timeZone: 'Europe/Berlin',
      availabilityTemplateId: null,
      durationMinutes: 60,
      bufferMinutes: 0,
      from: '2030-06-03',
      to: '2030-06-09',
      startTimes: [],
    });
  });

  it('leaves out booked and held slots of the business with the buffer, and block-offs', async () => {
    const { owner, serviceId } = await berlinSession({ duration: 60, buffer: 30 });
    const template = await createTemplate(owner, {
      name: 'Weekdays',
      type: 'WEEKDAY',
      windows: [{ weekday: 1, start: '09:00:00', end: '17:00:00' }],
      blockOffs: [{ date: '2030-06-10', start: '09:00:00', end: '12:00:00', note: 'Away' }],
    });
    await link(owner, serviceId, template.id);
    // Monday 2030-06-03 (CEST, +2): grid 09:00, 10:30, 12:00, 13:30, 15:00 local.
    const free = await times(owner, serviceId, '2030-06-03', '2030-06-03');
    expect(free.startTimes).toEqual([
      '2030-06-03T07:00:00.000Z',
      '2030-06-03T08:30:00.000Z',
      '2030-06-03T10:00:00.000Z',
      '2030-06-03T11:30:00.000Z',
      '2030-06-03T13:00:00.000Z',
    ]);

    const mini = await createService(app, owner, { kind: 1 });
    const base = { serviceId: mini.id, minutes: 20 };
    // 12:10-12:30 local booked: meets 12:00 and (with the 30-minute buffer) 13:30 is still free.
    await createServiceSlot(app, owner, {
      ...base,
      startTime: new Date('2030-06-03T10:10:00Z'),
      status: 'BOOKED',
    });
    // 15:20 local, held until far in the future: meets 15:00.
    await createServiceSlot(app, owner, {
      ...base,
      startTime: new Date('2030-06-03T13:20:00Z'),
      status: 'BOOKING',
      lockoutEnd: new Date(Date.now() + 3600_000),
    });
    // An expired hold and an available slot take nothing away.
    await createServiceSlot(app, owner, {
      ...base,
      startTime: new Date('2030-06-03T07:10:00Z'),
      status: 'BOOKING',
      lockoutEnd: new Date(Date.now() - 1000),
    });
    await createServiceSlot(app, owner, {
      ...base,
      startTime: new Date('2030-06-03T08:40:00Z'),
      status: 'AVAILABLE',
    });
    // Another business's booking takes nothing away either.
    const stranger = await createOwner(app);
    const theirs = await createService(app, stranger, { kind: 1 });
    await createServiceSlot(app, stranger, {
      serviceId: theirs.id,
      minutes: 600,
      startTime: new Date('2030-06-03T06:00:00Z'),
      status: 'BOOKED',
    });

    const busy = await times(owner, serviceId, '2030-06-03', '2030-06-10');
    expect(busy.startTimes).toEqual([
      '2030-06-03T07:00:00.000Z',
      '2030-06-03T08:30:00.000Z',
      '2030-06-03T11:30:00.000Z',
      // Monday 2030-06-10: the block-off takes 09:00-12:00 local.
      '2030-06-10T10:00:00.000Z',
      '2030-06-10T11:30:00.000Z',
      '2030-06-10T13:00:00.000Z',
    ]);

    // A SHOOTED slot counts as busy too.
    await createServiceSlot(app, owner, {
      ...base,
      startTime: new Date('2030-06-03T07:00:00Z'),
      status: 'SHOOTED',
    });
    // 09:00-09:20 local shot: 09:00 is gone, 10:30 starts after the buffer.
    expect((await times(owner, serviceId, '2030-06-03', '2030-06-03')).startTimes).toEqual([
      '2030-06-03T08:30:00.000Z',
      '2030-06-03T11:30:00.000Z',
    ]);
  });

  it('keeps 09:00 local on both sides of the spring-forward change in the business time zone', async () => {
    const { owner, serviceId } = await berlinSession({ duration: 120, buffer: 0 });
    const template = await createTemplate(owner, {
      name: 'Every day',
      type: 'WEEKDAY',
      windows: everyDay('09:00:00', '13:00:00'),
    });
    await link(owner, serviceId, template.id);
    // Berlin moves to summer time on Sunday 2030-03-31.
    const week = await times(owner, serviceId, '2030-03-25', '2030-04-01');
    expect(week.startTimes).toHaveLength(16);
    expect(week.startTimes.slice(10, 14)).toEqual([
      '2030-03-30T08:00:00.000Z',
      '2030-03-30T10:00:00.000Z',
      '2030-03-31T07:00:00.000Z',
      '2030-03-31T09:00:00.000Z',
    ]);
  });

  it('offers nothing in the past', async () => {
    const { owner, serviceId } = await berlinSession({ duration: 30 });
    const template = await createTemplate(owner, {
      name: 'Always',
      type: 'WEEKDAY',
      windows: everyDay('00:00:00', '23:59:59'),
    });
    await link(owner, serviceId, template.id);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
    const answer = await times(owner, serviceId, yesterday, today);
    const now = Date.now();
    expect(answer.startTimes.every((time) => Date.parse(time) >= now - 1000)).toBe(true);
  });

  it('checks the range: dates, order and at most 62 days', async () => {
    const { owner, serviceId } = await berlinSession();
    const url = (query: string) => `/api/services/${serviceId}/bookable-times?${query}`;
    const cases: [string, string][] = [
      ['from=2030-01-01&to=2030-03-04', 'Choose a range of at most 62 days'],
      ['from=2030-01-02&to=2030-01-01', 'The end date must be on or after the start date'],
      ['from=2030-02-30&to=2030-03-01', 'Please enter a valid date as YYYY-MM-DD'],
    ];
    for (const [query, message] of cases) {
      const res = await call(owner, 'GET', url(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toBe(message);
    }
    expect((await call(owner, 'GET', url('from=2030-01-01&to=2030-03-03'))).statusCode).toBe(200);
    expect(
      (await call(owner, 'GET', url(`from=2030-01-01&to=2030-01-01&x=${crypto.randomUUID()}`)))
        .statusCode,
    ).toBe(200);
  });
});
