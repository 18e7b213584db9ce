// What every request meets before a route reads it: text the database cannot store, JSON nested
// too deep, and the errors Fastify raises by itself, all answered as problem details that repeat
// nothing of the request.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { clientAddress } from '../test/factories/booking.ts';
import { createShoot } from '../test/factories/order.ts';
import { createOwner, type Owner } from '../test/factories/owner.ts';
import { createBookingService } from '../test/factories/service.ts';
import { testApp } from '../test/harness.ts';
import { MAX_JSON_DEPTH } from './input-guard.ts';

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterAll(() => app.close());

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(res.body) as {
    status: number;
    title: string;
    detail: string;
    errors?: { field: string; message: string }[];
  };
  expect(body.status).toBe(status);
  return body;
}

describe('text the database cannot store', () => {
  it('refuses NUL in a body field with 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: owner.headers,
      payload: { fullName: 'Ann\u0000Lee', email: 'ann@example.com', phone: '+1 555 0100' },
    });
    const body = expectProblem(res, 400);
    expect(body).toMatchObject({
      detail: messages.forbiddenCharacters,
      errors: [{ field: 'fullName', message: messages.forbiddenCharacters }],
    });
  });

  it('refuses a lone surrogate anywhere in a body, keys of free-form values too', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/options/DEMO_DATA',
      headers: owner.headers,
      payload: { value: { orderIds: ['fine', 'bad \ud800 half'], serviceIds: [] } },
    });
    expect(expectProblem(nested, 400)).toMatchObject({
      errors: [{ field: 'value.orderIds.1', message: messages.forbiddenCharacters }],
    });
    const key = await app.inject({
      method: 'POST',
      url: '/api/options/DEMO_DATA',
      headers: owner.headers,
      payload: JSON.parse('{"value":{"a\\u0000":1}}') as object,
    });
    expectProblem(key, 400);
  });

  it('refuses NUL in the query string and in a path parameter, anonymous or not', async () => {
    const search = await app.inject({
      method: 'GET',
      url: '/api/search?search=ann%00lee',
      headers: owner.headers,
    });
    expect(expectProblem(search, 400)).toMatchObject({
      errors: [{ field: 'search', message: messages.forbiddenCharacters }],
    });
    const page = await app.inject({
      method: 'GET',
      url: '/api/public/businesses/studio%00x',
      remoteAddress: clientAddress(),
    });
    expectProblem(page, 400);
  });

  it('keeps accents and emoji', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: owner.headers,
      payload: { fullName: 'Zoë 📷 Lee', email: 'zoe-guard@example.com', phone: '+1 555 0100' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json()).toMatchObject({ fullName: 'Zoë 📷 Lee' });
  });
});

describe('dates and numbers past what the columns hold', () => {
  it('refuses impossible and ancient dates on the public availability with 400', async () => {
    const service = await createBookingService(app, owner);
    for (const from of ['2026-02-30', '2026-13-01', '0000-00-00', '0017-01-01']) {
      const res = await app.inject({
        method: 'GET',
        url: `${service.path}/availability?from=${from}`,
        remoteAddress: clientAddress(),
      });
      expect(expectProblem(res, 400).detail, from).toMatch(/date/);
    }
  });

  it('refuses an invoice due date in the year 17, and the database refuses to hold one', async () => {
    const { order } = await createShoot(app, owner);
    const invoiceId = order.invoices[0]?.id;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/orders/invoices/${invoiceId}/due-date`,
      headers: owner.headers,
      payload: { dueDate: '0017-01-01T00:00:00Z' },
    });
    expect(expectProblem(res, 400).errors).toEqual([
      { field: 'dueDate', message: messages.dateOutOfRange('1900-01-01', '2200-12-31') },
    ]);
    await expect(
      app.deps.db.execute(
        sql`update invoices set due_date = '0017-01-01T00:00:00Z' where id = ${invoiceId}`,
      ),
    ).rejects.toThrow();
    const page = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: owner.headers,
    });
    expect(page.statusCode).toBe(200);
  });

  it('refuses integers past their column with 400', async () => {
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: owner.headers,
      payload: { code: 'GUARDINT', amount: 100, isFixed: true, usageLimit: 2_147_483_648 },
    });
    expect(expectProblem(coupon, 400).errors).toEqual([
      { field: 'usageLimit', message: messages.usageLimitMax(1_000_000) },
    ]);
    const { order } = await createShoot(app, owner);
    const interval = await app.inject({
      method: 'PATCH',
      url: `/api/orders/invoices/${order.invoices[0]?.id}/milestone-dueInterval`,
      headers: owner.headers,
      payload: {
        paymentMilestone: 'DURING_BOOKING',
        dueInterval: 100_000_000,
        intervalUnit: 'DAYS',
      },
    });
    expect(expectProblem(interval, 400).errors).toEqual([
      { field: 'dueInterval', message: messages.dueIntervalMax(1000) },
    ]);
    const page = await app.inject({
      method: 'GET',
      url: '/api/customers?page=9007199254740991',
      headers: owner.headers,
    });
    expectProblem(page, 400);
  });
});

describe('bodies the server will not parse', () => {
  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400, even 100,000 deep`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/options/DEMO_DATA',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: `{"value":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`,
      });
      expect(expectProblem(res, 400).detail).toBe(messages.jsonTooDeep(MAX_JSON_DEPTH));
    }
    const brackets = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${owner.businessId}/description`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ value: '['.repeat(1_500) }),
    });
    expect(brackets.statusCode, 'brackets inside a string are text').toBe(200);
  });

  it('answers broken JSON, an empty body and an unknown media type without repeating them', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"fullName": SECRET-INPUT',
    });
    expect(expectProblem(broken, 400).detail).toBe(messages.badRequest);
    expect(broken.body).not.toContain('SECRET');
    const media = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...owner.headers, 'content-type': 'application/x-secret-type' },
      payload: 'x',
    });
    expect(expectProblem(media, 415).detail).toBe(messages.unsupportedMediaType);
    expect(media.body).not.toContain('secret');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(expectProblem(res, 413).detail).toBe(messages.requestTooLarge);
  });
});

describe('addresses the router refuses', () => {
  it('answers an over-long path parameter with 414 problem details that do not echo it', async () => {
    const long = `SECRET${'x'.repeat(5000)}`;
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${long}`,
      headers: owner.headers,
    });
    expect(expectProblem(res, 414).detail).toBe(messages.urlTooLong);
    expect(res.body).not.toContain('SECRET');
  });

  it('answers unknown routes and methods with 404 problem details', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expectProblem(unknown, 404);
    const method = await app.inject({ method: 'PATCH', url: '/api/health' });
    expectProblem(method, 404);
  });

  it('answers a request the HTTP parser cannot read with 400 problem details', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('Content-Type: application/problem+json');
    expect(answer).toContain(`"detail":"${messages.badRequest}"`);
  });
});
