import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceColors } from '@studio/shared/services/requests';
import type { TService, TServicePage } from '@studio/shared/services/contracts';
import { businesses } from '../businesses/schema.ts';
import { uploadImage } from '../../test/factories/image.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import { services } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function call(owner: Owner, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
}

function create(owner: Owner, payload: object) {
  return call(owner, 'POST', '/api/services', payload);
}

describe('POST /api/services', () => {
  it('creates a mini session with a running number, a slug, a palette colour and defaults', async () => {
    const owner = await createOwner(app);
    await app.deps.db
      .update(businesses)
      .set({ timeZone: 'America/New_York' })
      .where(eq(businesses.id, owner.businessId));
    const res = await create(owner, { name: 'Spring Minis', kind: 1 });
    expect(res.statusCode).toBe(201);
    const service = res.json<TService>();
    expect(service).toMatchObject({
      number: 1,
      name: 'Spring Minis',
      slug: 'spring-minis',
      type: 1,
      isMiniSession: true,
      color: serviceColors[0],
      isPrivate: false,
      isPaused: false,
      nextDate: null,
      coverUrl: null,
      description: '',
      note: '',
      tax: { mode: 'NO_TAX', rateBps: null },
      feeCollectionMethod: 'FULL_AT_BOOKING',
      paymentSchedules: [],
      options: { isPrivate: false, isPaused: false },
      expiryMonths: 0,
      gallery: [],
      timeZone: 'America/New_York',
      dateMonths: [],
      packages: [],
      addons: [],
      serviceContractTemplates: [],
    });
    expect(Date.parse(service.createdDate)).not.toBeNaN();
  });

  it('numbers services per business, gives each its own slug and the next palette colour', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const first = await createServiceVia(app, owner, { name: 'Family', kind: 2 });
    const second = await createServiceVia(app, owner, { name: 'Family', kind: 2 });
    const third = await createServiceVia(app, owner, { name: 'Café Portraits', kind: 3 });
    const elsewhere = await createServiceVia(app, other, { name: 'Family' });
    expect([first.number, second.number, third.number]).toEqual([1, 2, 3]);
    expect([first.slug, second.slug, third.slug]).toEqual(['family', 'family-2', 'cafe-portraits']);
    expect([first.color, second.color, third.color]).toEqual(serviceColors.slice(0, 3));
    expect(third).toMatchObject({ type: 3, isMiniSession: false });
    expect(elsewhere).toMatchObject({ number: 1, slug: 'family' });
  });

  it('gives distinct numbers and slugs to services created at the same moment', async () => {
    const owner = await createOwner(app);
    const created = await Promise.all(
      Array.from({ length: 6 }, () => createServiceVia(app, owner, { name: 'Holiday Minis' })),
    );
    expect(new Set(created.map((s) => s.number)).size).toBe(6);
    expect(created.map((s) => s.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(created.map((s) => s.slug)).size).toBe(6);
  });

  it('strips tags from the name', async () => {
    const owner = await createOwner(app);
    const res = await create(owner, { name: '  <b>Golden</b> hour <i>minis</i> ', kind: 1 });
    expect(res.json().name).toBe('Golden hour minis');
  });

  it.each([
    [{ kind: 1 }, 'name', 'This field cannot be left blank'],
    [{ name: '   ', kind: 1 }, 'name', 'This field cannot be left blank'],
    [{ name: '<b> </b><br/>', kind: 1 }, 'name', 'This field cannot be left blank'],
    [{ name: 'x'.repeat(513), kind: 2 }, 'name', 'The name must be less than 512 characters'],
    [{ name: 'Spring', kind: 4 }, 'kind', 'Please choose the kind of service'],
    [{ name: 'Spring' }, 'kind', 'Please choose the kind of service'],
  ])('refuses %j with the message word for word', async (payload, field, message) => {
    const owner = await createOwner(app);
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it('accepts a name of exactly 512 characters', async () => {
    const owner = await createOwner(app);
    expect((await create(owner, { name: 'x'.repeat(512), kind: 1 })).statusCode).toBe(201);
  });
});

describe('GET /api/services/edit/:id', () => {
  it('answers the aggregate to its business and 404 to any other, a bad id or a deleted one', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const url = `/api/services/edit/${service.id}`;
    expect((await call(owner, 'GET', url)).json()).toEqual(service);
    const foreign = await call(other, 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('This service does not exist or was deleted');
    expect((await call(owner, 'GET', '/api/services/edit/not-a-uuid')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/services/${service.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
  });
});

describe('PUT /api/services/:id', () => {
  it('changes the given fields and keeps the others (and the slug)', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Fall Minis' });
    const res = await call(owner, 'PUT', `/api/services/${service.id}`, {
      name: 'Autumn <em>Minis</em>',
      color: '#b76e79',
      note: 'Bring the blankets',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Autumn Minis',
      slug: 'fall-minis',
      color: '#b76e79',
      note: 'Bring the blankets',
      durationMinutes: 60,
      expiryMonths: 0,
    });
    const next = await call(owner, 'PUT', `/api/services/${service.id}`, {
      durationMinutes: 20,
      bufferMinutes: 0,
      expiryMonths: 12,
    });
    expect(next.json()).toMatchObject({
      name: 'Autumn Minis',
      note: 'Bring the blankets',
      durationMinutes: 20,
      bufferMinutes: 0,
      expiryMonths: 12,
    });
  });

  it.each([
    [{ durationMinutes: 7 }, 'durationMinutes', 'Please choose a value from the list'],
    [{ bufferMinutes: 13 }, 'bufferMinutes', 'Please choose a value from the list'],
    [{ expiryMonths: 7 }, 'expiryMonths', 'Please choose a value from the list'],
    [{ name: '' }, 'name', 'This field cannot be left blank'],
    [{ color: 'red' }, 'color', 'Please enter a colour such as #1F6FEB'],
    [{ note: 'x'.repeat(5001) }, 'note', 'The note must be less than 5000 characters'],
  ])('refuses %j', async (payload, field, message) => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const res = await call(owner, 'PUT', `/api/services/${service.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it('accepts every value of the expiry list', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    for (const expiryMonths of [0, 1, 2, 3, 4, 5, 6, 9, 12, 24]) {
      const res = await call(owner, 'PUT', `/api/services/${service.id}`, { expiryMonths });
      expect(res.json().expiryMonths).toBe(expiryMonths);
    }
  });
});

describe('PUT /api/services/:id/description', () => {
  it('stores sanitised rich text, and empty text as nothing', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const url = `/api/services/${service.id}/description`;
    const res = await call(owner, 'PUT', url, {
      description:
        '<h2 onclick="x()">Sunflowers</h2><p>Bring <strong>smiles</strong><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">here</a><img src=x onerror=alert(1)></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe(
      '<h2>Sunflowers</h2><p>Bring <strong>smiles</strong>here</p>',
    );
    expect(
      (await call(owner, 'PUT', url, { description: '<p> </p><br>' })).json().description,
    ).toBe('');
  });
});

describe('PUT /api/services/:id/gallery', () => {
  it('keeps the images in the order given and shows the first as the cover', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const first = await uploadImage(app, owner);
    const second = await uploadImage(app, owner);
    const res = await call(owner, 'PUT', `/api/services/${service.id}/gallery`, {
      fileIds: [second.id, first.id],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TService>();
    expect(body.gallery).toEqual([
      { fileId: second.id, url: second.url, width: 64, height: 48 },
      { fileId: first.id, url: first.url, width: 64, height: 48 },
    ]);
    expect(body.coverUrl).toBe(second.url);
    const listed = (await call(owner, 'GET', '/api/services')).json<TServicePage>();
    expect(listed.items.find((item) => item.id === service.id)?.coverUrl).toBe(second.url);
    const cleared = await call(owner, 'PUT', `/api/services/${service.id}/gallery`, {
      fileIds: [],
    });
    expect(cleared.json()).toMatchObject({ gallery: [], coverUrl: null });
  });

  it('refuses an image of another business, an unknown id and a repeated one', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const mine = await uploadImage(app, owner);
    const theirs = await uploadImage(app, other);
    const url = `/api/services/${service.id}/gallery`;
    const foreign = await call(owner, 'PUT', url, { fileIds: [mine.id, theirs.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { field: 'fileIds.1', message: 'This image was not found. Please upload it again.' },
    ]);
    expect(foreign.body).not.toContain(theirs.url);
    const repeated = await call(owner, 'PUT', url, { fileIds: [mine.id, mine.id] });
    expect(repeated.json().errors).toEqual([
      { field: 'fileIds', message: 'Each image can be in the gallery only once' },
    ]);
    expect((await call(owner, 'GET', `/api/services/edit/${service.id}`)).json().gallery).toEqual(
      [],
    );
  });
});

describe('payment settings', () => {
  it('saves the fee collection method', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { kind: 2 });
    const url = `/api/services/${service.id}/fee-collect-method`;
    const res = await call(owner, 'PATCH', url, { feeCollectionMethod: 'PAYMENT_SCHEDULE' });
    expect(res.json().feeCollectionMethod).toBe('PAYMENT_SCHEDULE');
    const bad = await call(owner, 'PATCH', url, { feeCollectionMethod: 'LATER' });
    expect(bad.json().errors).toEqual([
      { field: 'feeCollectionMethod', message: 'Please choose a value from the list' },
    ]);
  });

  it('saves a payment schedule of fixed amounts (minor units) and percents (basis points)', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { kind: 2 });
    const paymentSchedules = [
      {
        milestone: 'DURING_BOOKING',
        amount: 5000,
        isFixed: true,
        dueInterval: 1,
        intervalUnit: 'DAYS',
      },
      {
        milestone: 'BEFORE_SHOOT_DATE',
        amount: 5000,
        isFixed: false,
        dueInterval: 2,
        intervalUnit: 'DAYS',
      },
      {
        milestone: 'AFTER_SHOOT_DATE',
        amount: 5000,
        isFixed: false,
        dueInterval: 1,
        intervalUnit: 'MONTHS',
      },
    ];
    const url = `/api/services/${service.id}/payment-schedule`;
    const res = await call(owner, 'PATCH', url, { paymentSchedules });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentSchedules).toEqual(paymentSchedules);
  });

  it.each([
    [
      [
        {
          milestone: 'DURING_BOOKING',
          amount: 6000,
          isFixed: false,
          dueInterval: 1,
          intervalUnit: 'DAYS',
        },
        {
          milestone: 'ON_SHOOT_DATE',
          amount: 5000,
          isFixed: false,
          dueInterval: 1,
          intervalUnit: 'DAYS',
        },
      ],
      'paymentSchedules',
      'The percentages of the payment schedule must not add up to more than 100%',
    ],
    [
      [
        {
          milestone: 'ON_SHOOT_DATE',
          amount: 10001,
          isFixed: false,
          dueInterval: 1,
          intervalUnit: 'DAYS',
        },
      ],
      'paymentSchedules.0.amount',
      'A percentage cannot be more than 100%',
    ],
    [
      [
        {
          milestone: 'ON_SHOOT_DATE',
          amount: 0,
          isFixed: true,
          dueInterval: 1,
          intervalUnit: 'DAYS',
        },
      ],
      'paymentSchedules.0.amount',
      'The amount must be greater than 0',
    ],
    [
      [
        {
          milestone: 'BEFORE_SHOOT_DATE',
          amount: 100,
          isFixed: true,
          dueInterval: 0,
          intervalUnit: 'HOURS',
        },
      ],
      'paymentSchedules.0.dueInterval',
      'Due interval must be at least 1',
    ],
  ])('refuses schedule %#', async (paymentSchedules, field, message) => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { kind: 2 });
    const res = await call(owner, 'PATCH', `/api/services/${service.id}/payment-schedule`, {
      paymentSchedules,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('saves the tax mode with an own rate, the default rate, and clears the rate without tax', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { kind: 2 });
    const url = `/api/services/${service.id}/tax`;
    expect((await call(owner, 'PATCH', url, { mode: 'EXCLUDE', rateBps: 825 })).json().tax).toEqual(
      { mode: 'EXCLUDE', rateBps: 825 },
    );
    expect((await call(owner, 'PATCH', url, { mode: 'INCLUDE' })).json().tax).toEqual({
      mode: 'INCLUDE',
      rateBps: null,
    });
    expect((await call(owner, 'PATCH', url, { mode: 'NO_TAX', rateBps: 700 })).json().tax).toEqual({
      mode: 'NO_TAX',
      rateBps: null,
    });
    const bad = await call(owner, 'PATCH', url, { mode: 'EXCLUDE', rateBps: 10_001 });
    expect(bad.json().errors).toEqual([
      { field: 'rateBps', message: 'The tax rate must be between 0% and 100%' },
    ]);
  });
});

describe('options and note', () => {
  it('pauses and hides a service one switch at a time', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const url = `/api/services/${service.id}/service-options`;
    const paused = (await call(owner, 'PATCH', url, { isPaused: true })).json<TService>();
    expect(paused).toMatchObject({ isPaused: true, isPrivate: false });
    expect(paused.options).toEqual({ isPaused: true, isPrivate: false });
    const both = (await call(owner, 'PATCH', url, { isPrivate: true })).json<TService>();
    expect(both.options).toEqual({ isPaused: true, isPrivate: true });
  });

  it('saves the note', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const res = await call(owner, 'PATCH', `/api/services/${service.id}/note`, {
      note: 'Park at the north gate',
    });
    expect(res.json().note).toBe('Park at the north gate');
  });
});

describe('tenancy of every service route', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/services/edit/:id'],
    ['GET', '/api/services/:id/service-name'],
    ['GET', '/api/services/:id/summary'],
    ['GET', '/api/services/:id/service-affect'],
    ['PUT', '/api/services/:id', { name: 'Taken over', note: 'x' }],
    ['PUT', '/api/services/:id/description', { description: '<p>x</p>' }],
    ['PUT', '/api/services/:id/gallery', { fileIds: [] }],
    ['PATCH', '/api/services/:id/fee-collect-method', { feeCollectionMethod: 'NO_ONLINE_PAYMENT' }],
    ['PATCH', '/api/services/:id/payment-schedule', { paymentSchedules: [] }],
    ['PATCH', '/api/services/:id/service-options', { isPaused: true }],
    ['PATCH', '/api/services/:id/note', { note: 'x' }],
    ['PATCH', '/api/services/:id/tax', { mode: 'EXCLUDE' }],
    ['POST', '/api/services/:id/duplicate'],
    ['DELETE', '/api/services/:id'],
  ];

  it('answers 404 to another business for every route, and changes nothing', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Mine' });
    for (const [method, path, payload] of routes) {
      const res = await call(other, method, path.replace(':id', service.id), payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().detail).toBe('This service does not exist or was deleted');
      expect(res.body).not.toContain('Mine');
    }
    // The body is not even looked at: an invalid one still answers 404.
    const invalid = await call(other, 'PUT', `/api/services/${service.id}`, { name: '' });
    expect(invalid.statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/services/edit/${service.id}`)).json()).toEqual(service);
    const count = await call(other, 'GET', '/api/services/count-services');
    expect(count.json()).toEqual({ count: 0 });
  });

  it('stores the business on the row', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const [row] = await app.deps.db.select().from(services).where(eq(services.id, service.id));
    expect(row?.businessId).toBe(owner.businessId);
  });
});
