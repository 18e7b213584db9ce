// The business's own settings are changed only with CHANGE or UPDATE: a member without them is
// refused (403 'Access denied') on those writes, and still reads them and does the daily work.
import { eq, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { changeSettings } from '@studio/shared/permissions';
import { businessMembers } from '../modules/businesses/schema.ts';
import { createOwner, type Owner } from '../test/factories/owner.ts';
import { testApp } from '../test/harness.ts';
import { settingsRequirement } from './settings-access.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/** An owner made a plain member with these capabilities (before any request, so none is cached). */
async function memberWith(caps: string[]): Promise<Owner> {
  const owner = await createOwner(app);
  await app.deps.db
    .update(businessMembers)
    .set({ roles: [], caps })
    .where(
      and(
        eq(businessMembers.businessId, owner.businessId),
        eq(businessMembers.accountId, owner.accountId),
      ),
    );
  return owner;
}

function call(
  owner: Owner,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });
}

const guardedWrites = [
  ['PUT', '/api/businesses/:id/profile'],
  ['PUT', '/api/businesses/:id/:field'],
  ['POST', '/api/businesses/:id/request-change-email'],
  ['POST', '/api/businesses/:id/payment-services'],
  ['DELETE', '/api/businesses/:id/payment-services/:serviceId'],
  ['POST', '/api/options/logo'],
  ['POST', '/api/options/payment-setup'],
  ['POST', '/api/business-domains/domain'],
  ['POST', '/api/site/pages'],
  ['POST', '/api/site/publish'],
  ['PUT', '/api/site/seo'],
  ['POST', '/api/options/typography-theme'],
  ['POST', '/api/integrations/google-calendar/connect'],
  ['POST', '/api/facebook/connect'],
  ['POST', '/api/options/mailchimp-setup'],
  ['POST', '/api/options/zoom-meeting'],
  ['DELETE', '/api/options/:name/integration'],
] as const;

describe('settings writes need CHANGE or UPDATE', () => {
  it('the table names real routes, and only their writes', () => {
    for (const [method, url] of guardedWrites) {
      expect(app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
      expect(settingsRequirement(method, url), `${method} ${url}`).toEqual(changeSettings);
    }
    expect(settingsRequirement('GET', '/api/site/seo')).toBeUndefined();
    expect(settingsRequirement('POST', '/api/customers')).toBeUndefined();
    expect(settingsRequirement('POST', '/api/options/notifications')).toBeUndefined();
  });

  it('a member without them is refused the writes, reads them, and adds contacts', async () => {
    const member = await memberWith([]);
    const id = member.businessId;
    const refused = [
      await call(member, 'PUT', `/api/businesses/${id}/profile`, { businessName: 'Taken over' }),
      await call(member, 'POST', '/api/site/publish'),
      await call(member, 'DELETE', '/api/options/mailchimp-setup/integration'),
      await call(member, 'POST', '/api/options/zoom-meeting', { value: {} }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().detail).toBe(messages.accessDenied);
    }
    expect((await call(member, 'GET', '/api/site/seo')).statusCode).toBe(200);
    const contact = await call(member, 'POST', '/api/customers', {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
  });

  it('the OpenAPI document says those writes may answer 403', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/site/publish'].post.responses)).toContain('403');
    expect(Object.keys(document.paths['/api/customers'].post.responses)).not.toContain('403');
  });

  it('UPDATE lets a member change them', async () => {
    const member = await memberWith(['UPDATE']);
    const res = await call(member, 'POST', '/api/site/publish');
    expect(res.statusCode).not.toBe(403);
  });
});
