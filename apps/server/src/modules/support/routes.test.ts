import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { testApp, uniqueEmail } from '../../test/harness.ts';

let app: FastifyInstance;
const supportEmail = uniqueEmail('support');
beforeAll(async () => {
  app = await testApp({ supportEmail });
});
afterAll(() => app.close());

describe('POST /api/emails/help', () => {
  it('queues the message to support with reply-to the sender', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/emails/help',
      // An account route: no business header needed.
      headers: { authorization: owner.headers.authorization },
      payload: {
        name: 'Ana\r\nBcc: everyone@example.com',
        email: 'Ana@Example.com',
        message: 'How do I add a package?',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully!' });

    const rows = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, supportEmail));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      status: 'NEW',
      replyTo: 'ana@example.com',
      subject: 'Help request from Ana Bcc: everyone@example.com',
      businessId: null,
    });
    expect(row?.text).toContain('How do I add a package?');
    expect(row?.text).toContain(owner.accountId);
  });

  it('needs a signed-in account', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/emails/help',
      payload: { name: 'Ana', email: 'ana@example.com', message: 'Hi' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the form messages for missing or invalid fields', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/emails/help',
      headers: owner.headers,
      payload: { name: ' ', email: 'not-an-email', message: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'This field cannot be left blank' },
      { field: 'email', message: 'Please enter the correct email format' },
      { field: 'message', message: 'This field cannot be left blank' },
    ]);
  });

  it('limits how many help emails one account can send in an hour', async () => {
    const owner = await createOwner(app);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/emails/help',
        headers: owner.headers,
        payload: { name: 'Ana', email: 'ana@example.com', message: 'Again' },
      });
    for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
