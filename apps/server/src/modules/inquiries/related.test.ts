import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInquiryPage, TInquirySame } from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import { testApp } from '../../test/harness.ts';
import { insertClient } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { insertShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';

const DAY = 24 * 3_600_000;

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

function get(owner: Owner, url: string) {
  return app.inject({ method: 'GET', url, headers: owner.headers });
}

const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('GET /api/services/{id}/inquiries', () => {
  it("lists the live inquiries sent from the service's form, newest first", async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Newborn' });
    const other = await createServiceVia(app, owner);
    const client = await insertClient(app, owner, { fullName: 'Ada Lovelace' });
    const older = await createInquiry(app, owner, client, {
      serviceId: service.id,
      createdAt: ago(2),
    });
    const newer = await createInquiry(app, owner, client, {
      serviceId: service.id,
      createdAt: ago(1),
    });
    await createInquiry(app, owner, client, { serviceId: service.id, isDeleted: true });
    await createInquiry(app, owner, client, { serviceId: other.id });
    await createInquiry(app, owner, client, { serviceId: null });

    const res = await get(owner, `/api/services/${service.id}/inquiries`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<TInquiryPage>();
    expect(page.items.map((item) => item.id)).toEqual([newer, older]);
    expect(page).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(page.items[0]).toMatchObject({
      fullName: 'Ada Lovelace',
      serviceId: service.id,
      serviceName: 'Newborn',
    });
    const beyond = (await get(owner, `/api/services/${service.id}/inquiries?page=2`)).json();
    expect(beyond).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it("answers 404 for another business's service and 400 for a bad page", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const client = await insertClient(app, owner, { fullName: 'Private Client' });
    await createInquiry(app, owner, client, { serviceId: service.id });

    const foreign = await get(stranger, `/api/services/${service.id}/inquiries`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Private Client');
    expect((await get(owner, `/api/services/${service.id}/inquiries?page=-1`)).statusCode).toBe(
      400,
    );
    // A malformed service id names no service of this business either.
    expect((await get(owner, '/api/services/not-a-uuid/inquiries')).statusCode).toBe(404);
  });
});

describe('GET /api/orders/inquiry-same', () => {
  it("lists the client's other inquiries by contact or email, for an inquiry or a shoot", async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const client = await insertClient(app, owner, {
      fullName: 'Grace Hopper',
      email: 'grace.same@example.com',
    });
    // The same person written to another contact (e.g. before a merge), matched by email.
    const twin = await insertClient(app, owner, {
      fullName: 'Grace H.',
      email: 'grace.same+old@example.com',
    });
    const first = await createInquiry(app, owner, client, { createdAt: ago(3) });
    const second = await createInquiry(app, owner, client, {
      serviceId: service.id,
      createdAt: ago(2),
    });
    const byEmail = await createInquiry(
      app,
      owner,
      { ...twin, email: 'GRACE.SAME@example.com' },
      { createdAt: ago(1) },
    );
    await createInquiry(app, owner, client, { isDeleted: true });
    const stranger = await insertClient(app, owner, { fullName: 'Someone Else' });
    await createInquiry(app, owner, stranger);

    const fromInquiry = await get(owner, `/api/orders/inquiry-same?inquiryId=${second}`);
    expect(fromInquiry.statusCode, fromInquiry.body).toBe(200);
    expect(fromInquiry.json<TInquirySame>().items.map((item) => item.id)).toEqual([byEmail, first]);

    const orderId = await insertShoot(app, owner, client, { serviceId: service.id });
    const fromShoot = await get(owner, `/api/orders/inquiry-same?orderId=${orderId}`);
    expect(fromShoot.statusCode, fromShoot.body).toBe(200);
    expect(fromShoot.json<TInquirySame>().items.map((item) => item.id)).toEqual([
      byEmail,
      second,
      first,
    ]);
  });

  it('answers 404 for records of another business and 400 unless exactly one id is given', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const client = await insertClient(app, owner, { fullName: 'Secret Client' });
    const inquiryId = await createInquiry(app, owner, client);
    const orderId = await insertShoot(app, owner, client, { serviceId: service.id });

    const foreignInquiry = await get(other, `/api/orders/inquiry-same?inquiryId=${inquiryId}`);
    expect(foreignInquiry.statusCode).toBe(404);
    expect(foreignInquiry.json().detail).toBe(messages.inquiryNotFound);
    const foreignOrder = await get(other, `/api/orders/inquiry-same?orderId=${orderId}`);
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.body).not.toContain('Secret Client');

    const neither = await get(owner, '/api/orders/inquiry-same');
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain(messages.oneRecordOnly);
    const both = await get(
      owner,
      `/api/orders/inquiry-same?orderId=${orderId}&inquiryId=${inquiryId}`,
    );
    expect(both.statusCode).toBe(400);
  });
});
