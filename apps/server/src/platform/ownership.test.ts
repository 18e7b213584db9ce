// The ownership hook's own rules: a declaration must name a parameter of its path and a kind some
// module registered, and the checks run in the declared order with what was checked before.
// What the routes answer for malformed, foreign and unknown ids is walked by tenancy.test.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { registerOwnership } from './ownership.ts';

const BUSINESS = '00000000-0000-4000-8000-00000000000b';
const SERVICE = '00000000-0000-4000-8000-000000000001';
const ENTRY = '00000000-0000-4000-8000-000000000002';

let app: FastifyInstance;
afterEach(() => app.close());

function ownershipApp(): FastifyInstance {
  app = Fastify();
  registerErrorHandling(app);
  // Stands in for the sign-in: every request is business BUSINESS's.
  app.decorateRequest('tenant', undefined);
  app.addHook('onRequest', async (request) => {
    request.tenant = { businessId: BUSINESS, accountId: 'account', roles: [], caps: [] };
  });
  registerOwnership(app);
  return app;
}

describe('registerOwnership', () => {
  it('refuses a route declaring a parameter its path does not have', async () => {
    const app = ownershipApp();
    expect(() =>
      app.get('/services/:id', { config: { owns: { serviceId: 'service' } } }, async () => 'ok'),
    ).toThrow(':serviceId');
  });

  it('refuses to get ready while a declared kind has no check', async () => {
    const app = ownershipApp();
    app.get('/things/:id', { config: { owns: { id: 'thing' } } }, async () => 'ok');
    await expect(app.ready()).rejects.toThrow('No ownership check for thing');
  });

  it('refuses a kind registered twice', () => {
    const app = ownershipApp();
    const owner = { notFound: 'Not found', check: async () => undefined };
    app.ownership.register('service', owner);
    expect(() => app.ownership.register('service', owner)).toThrow('twice');
  });

  it('checks the declared parameters in order, handing each the ids checked before', async () => {
    const app = ownershipApp();
    const calls: unknown[] = [];
    app.ownership.register('service', {
      notFound: 'Service not found',
      check: async (input) => calls.push({ ...input, checked: { ...input.checked } }),
    });
    app.ownership.register('entry', {
      notFound: 'Entry not found',
      check: async (input) => calls.push({ ...input, checked: { ...input.checked } }),
    });
    app.get(
      '/services/:id/entries/:entryId',
      { config: { owns: { id: 'service', entryId: 'entry' } } },
      async () => 'ok',
    );

    const res = await app.inject(`/services/${SERVICE}/entries/${ENTRY}`);
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([
      { businessId: BUSINESS, id: SERVICE, checked: {} },
      { businessId: BUSINESS, id: ENTRY, checked: { service: SERVICE } },
    ]);

    const malformed = await app.inject(`/services/${SERVICE}/entries/x`);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().detail).toBe('Entry not found');
    expect(calls).toHaveLength(3);
  });

  it("answers 404 for a path naming a business other than the tenant's", async () => {
    const app = ownershipApp();
    app.get('/businesses/:id', { config: { owns: { id: 'business' } } }, async () => 'ok');
    expect((await app.inject(`/businesses/${BUSINESS}`)).statusCode).toBe(200);
    const other = await app.inject(`/businesses/${SERVICE}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Business not found');
  });
});
