import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp, uniqueEmail } from '../../test/harness.ts';
import { businesses } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ appUrl: 'https://studio.example' });
});
afterAll(() => app.close());

const profile = {
  businessName: 'Golden Hour Photography',
  phone: '+1 (555) 010-2030',
  timeZone: 'America/New_York',
  currency: 'EUR',
  brandColor: '#1F6FEB',
  website: 'https://goldenhour.example',
  address: '12 Harbour Street',
  description: 'Family and newborn sessions.',
};

async function businessRow(id: string) {
  const [row] = await app.deps.db.select().from(businesses).where(eq(businesses.id, id));
  if (!row) throw new Error('no business');
  return row;
}

async function lastEmailTo(address: string) {
  const [row] = await app.deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt));
  return row;
}

function tokenFrom(text: string): string {
  const match = /change-business-email\?token=([^\s&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return decodeURIComponent(match[1]);
}

describe('PUT /api/businesses/{id}/profile', () => {
  it('saves the whole profile and answers the business', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${owner.businessId}/profile`,
      headers: owner.headers,
      payload: profile,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.businessId, ...profile, setupStep: 'CREATED' });
  });

  it('clears optional fields the profile leaves out', async () => {
    const owner = await createOwner(app);
    const url = `/api/businesses/${owner.businessId}/profile`;
    await app.inject({ method: 'PUT', url, headers: owner.headers, payload: profile });
    const { phone: _phone, website: _website, ...rest } = profile;
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { ...rest, address: '' },
    });
    expect(res.json()).toMatchObject({
      phone: null,
      website: null,
      address: null,
      description: profile.description,
    });
  });

  it('answers the exact messages for invalid fields', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${owner.businessId}/profile`,
      headers: owner.headers,
      payload: { ...profile, businessName: '  ', website: 'goldenhour' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'businessName', message: 'This field cannot be left blank' },
        { field: 'website', message: 'Please enter the correct url format' },
      ]),
    );
    expect(body.detail.split('; ')).toContain('This field cannot be left blank');
  });

  it('answers 404 for another business, whatever the body, and leaves it untouched', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    for (const payload of [profile, {}]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/businesses/${other.businessId}/profile`,
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await businessRow(other.businessId)).name).toBe(other.business.name);
  });
});

describe('PUT /api/businesses/{id}/{field}', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await createOwner(app);
  });
  const put = (field: string, value: unknown, as: Owner = owner, id = as.businessId) =>
    app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}/${field}`,
      headers: as.headers,
      payload: { value },
    });

  it('changes one field with the rules of the profile form', async () => {
    const res = await put('businessName', '  Blue Door Studio ');
    expect(res.statusCode).toBe(200);
    expect(res.json().businessName).toBe('Blue Door Studio');
    expect((await put('brandColor', '#AA3355')).json().brandColor).toBe('#AA3355');
    expect((await put('timeZone', 'Europe/Berlin')).json().timeZone).toBe('Europe/Berlin');
  });

  it('clears an optional field with an empty value', async () => {
    expect((await put('phone', '555 123 4567')).json().phone).toBe('555 123 4567');
    expect((await put('phone', '')).json().phone).toBeNull();
  });

  it('rejects an invalid value with the field named', async () => {
    const res = await put('brandColor', 'blue');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'brandColor', message: 'Please enter a colour such as #1F6FEB' },
    ]);
    expect((await put('businessName', '')).json().errors).toEqual([
      { field: 'businessName', message: 'This field cannot be left blank' },
    ]);
    expect((await put('timeZone', 'Mars/Olympus')).statusCode).toBe(400);
  });

  it('answers 404 for a field that is not a profile field', async () => {
    for (const field of ['slug', 'setupStep', 'logoUrl', 'pendingEmail']) {
      expect((await put(field, 'x')).statusCode).toBe(404);
    }
  });

  it('answers 404 for another business', async () => {
    const other = await createOwner(app);
    expect((await put('businessName', 'Taken over', owner, other.businessId)).statusCode).toBe(404);
    expect((await businessRow(other.businessId)).name).toBe(other.business.name);
  });
});

describe('changing the business email', () => {
  it('emails a link to the new address and changes the email once it is opened', async () => {
    const owner = await createOwner(app);
    const newEmail = uniqueEmail('studio');
    const res = await app.inject({
      method: 'POST',
      url: `/api/businesses/${owner.businessId}/request-change-email`,
      headers: owner.headers,
      payload: { email: newEmail.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(newEmail);
    expect(await businessRow(owner.businessId)).toMatchObject({
      email: owner.email,
      pendingEmail: newEmail,
    });

    const email = await lastEmailTo(newEmail);
    expect(email).toMatchObject({ businessId: owner.businessId, status: 'NEW' });
    expect(email?.text).toContain('https://studio.example/change-business-email?token=');
    expect(email?.text).toContain(`businessId=${owner.businessId}`);
    const token = tokenFrom(email?.text ?? '');

    // Public: the link may be opened signed out.
    const url = `/api/businesses/${owner.businessId}/email`;
    const confirmed = await app.inject({ method: 'PUT', url, payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'The email address of the business has been changed',
    });
    const row = await businessRow(owner.businessId);
    expect(row).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(row.emailConfirmedAt).toBeInstanceOf(Date);

    const again = await app.inject({ method: 'PUT', url, payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This email change link is invalid or has expired');
  });

  it('does not let a link change another business, and keeps it usable for its own', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const newEmail = uniqueEmail('studio');
    await app.inject({
      method: 'POST',
      url: `/api/businesses/${owner.businessId}/request-change-email`,
      headers: owner.headers,
      payload: { email: newEmail },
    });
    const token = tokenFrom((await lastEmailTo(newEmail))?.text ?? '');

    const wrong = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${other.businessId}/email`,
      payload: { token },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await businessRow(other.businessId)).email).toBe(other.email);

    const right = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${owner.businessId}/email`,
      payload: { token },
    });
    expect(right.statusCode).toBe(200);
  });

  it('accepts only the link of the latest request', async () => {
    const owner = await createOwner(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await app.inject({
        method: 'POST',
        url: `/api/businesses/${owner.businessId}/request-change-email`,
        headers: owner.headers,
        payload: { email },
      });
    }
    const url = `/api/businesses/${owner.businessId}/email`;
    const stale = await app.inject({
      method: 'PUT',
      url,
      payload: { token: tokenFrom((await lastEmailTo(first))?.text ?? '') },
    });
    expect(stale.statusCode).toBe(400);
    const latest = await app.inject({
      method: 'PUT',
      url,
      payload: { token: tokenFrom((await lastEmailTo(second))?.text ?? '') },
    });
    expect(latest.statusCode).toBe(200);
    expect((await businessRow(owner.businessId)).email).toBe(second);
  });

  it('refuses the current address and an invalid one', async () => {
    const owner = await createOwner(app);
    const url = `/api/businesses/${owner.businessId}/request-change-email`;
    const same = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { email: owner.email },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      { field: 'email', message: 'This is already the email address of the business' },
    ]);
    const invalid = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { email: 'nope' },
    });
    expect(invalid.json().errors).toEqual([
      { field: 'email', message: 'Please enter the correct email format' },
    ]);
  });
});

describe('limits', () => {
  it('sends at most five change-email links per business and hour', async () => {
    const owner = await createOwner(app);
    const request = () =>
      app.inject({
        method: 'POST',
        url: `/api/businesses/${owner.businessId}/request-change-email`,
        headers: owner.headers,
        payload: { email: uniqueEmail('flood') },
      });
    for (let i = 0; i < 5; i += 1) expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(429);
  });
});

describe('connected services', () => {
  it('lists nothing while nothing can be connected', async () => {
    const owner = await createOwner(app);
    for (const path of ['payment-services', 'integrations', 'social-services']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/businesses/${owner.businessId}/${path}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('answers 404 when disconnecting a service that is not connected', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/businesses/${owner.businessId}/payment-services/STRIPE`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('This service is not connected');
  });
});

describe('setup steps', () => {
  it('moves forward and never back', async () => {
    const owner = await createOwner(app);
    const patch = (path: string) =>
      app.inject({ method: 'PATCH', url: `/api/businesses/${path}`, headers: owner.headers });
    expect((await patch('created-pages')).json().setupStep).toBe('PAGES_CREATED');
    expect((await patch('created-pages')).json().setupStep).toBe('PAGES_CREATED');
    expect((await patch('completed-setup')).json().setupStep).toBe('COMPLETED');
    const late = await patch('created-pages');
    expect(late.statusCode).toBe(200);
    expect(late.json().setupStep).toBe('COMPLETED');
  });

  it('changes only the business named in the header', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/businesses/completed-setup',
      headers: owner.headers,
    });
    expect((await businessRow(other.businessId)).setupStep).toBe('CREATED');
  });
});
