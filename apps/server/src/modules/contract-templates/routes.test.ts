import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { services } from '../services/schema.ts';
import { serviceContracts } from './schema.ts';
import { and, eq } from 'drizzle-orm';

let app: FastifyInstance;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  other = await createOwner(app);
});
afterAll(() => app.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  as?: Owner;
};

function call({ method, url, payload, as = owner }: Call) {
  return app.inject({
    method,
    url,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A service row of the owner's business, made directly so these tests need only this module. */
async function createService(as: Owner = owner, name = 'Family session'): Promise<string> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [row] = await app.deps.db
    .insert(services)
    .values({
      businessId: as.businessId,
      number: crypto.randomInt(1, 2_000_000_000),
      kind: 2,
      name,
      slug: `service-${suffix}`,
      color: '#2F5D50',
    })
    .returning({ id: services.id });
  if (!row) throw new Error('no service');
  return row.id;
}

async function createTemplate(
  name = `Contract ${crypto.randomBytes(3).toString('hex')}`,
  extra: { content?: string; isPrivate?: boolean; as?: Owner } = {},
) {
  const res = await call({
    method: 'POST',
    url: '/api/contract-templates',
    payload: { name, content: extra.content ?? '<p>Terms</p>', isPrivate: extra.isPrivate },
    as: extra.as,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; content: string };
}

describe('contract templates', () => {
  it('creates with sanitised content and reads it back', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/contract-templates',
      payload: {
        name: '  Model release  ',
        content:
          '<h2 onclick="x()">Release</h2><script>alert(1)</script><p>I agree <a href="javascript:alert(1)">here</a> and <a href="https://studio.example">there</a></p><img src=x onerror=alert(1)>',
        isPrivate: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Model release',
      isPrivate: true,
      serviceCount: 0,
      content:
        '<h2>Release</h2><p>I agree here and <a href="https://studio.example" rel="noopener noreferrer">there</a></p>',
    });
    expect(created.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(created.modified).toBe(created.createdDate);

    const read = await call({ method: 'GET', url: `/api/contract-templates/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('answers the exact messages word for word', async () => {
    const empty = await call({ method: 'POST', url: '/api/contract-templates', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      detail: 'This field cannot be left blank; This field cannot be left blank',
      errors: [
        { field: 'name', message: 'This field cannot be left blank' },
        { field: 'content', message: 'This field cannot be left blank' },
      ],
    });

    const long = await call({
      method: 'POST',
      url: '/api/contract-templates',
      payload: { name: 'x'.repeat(513), content: '<p>ok</p>' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'name', message: 'The name must be less than 512 characters' },
    ]);

    const blankContent = await call({
      method: 'POST',
      url: '/api/contract-templates',
      payload: { name: 'Blank', content: '<p>&nbsp;</p><p><br></p>' },
    });
    expect(blankContent.json().errors).toEqual([
      { field: 'content', message: 'This field cannot be left blank' },
    ]);

    // Only something the sanitiser removes: blank once it is clean.
    const onlyScript = await call({
      method: 'POST',
      url: '/api/contract-templates',
      payload: { name: 'Script', content: '<img src=x onerror=alert(1)><iframe>hi</iframe>' },
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual([
      { field: 'content', message: 'This field cannot be left blank' },
    ]);
  });

  it('lists by last change, searches by name, filters private, pages by 50', async () => {
    const lister = await createOwner(app);
    const names = ['Wedding contract', 'Newborn agreement', 'Wedding add-on terms', '50% deposit'];
    for (const [index, name] of names.entries()) {
      await createTemplate(name, { isPrivate: index === 1, as: lister });
    }
    const list = await call({ method: 'GET', url: '/api/contract-templates', as: lister });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 4, page: 1, size: 50 });
    expect(list.json().items.map((item: { name: string }) => item.name)).toEqual(
      [...names].reverse(),
    );
    expect(list.json().items[0]).not.toHaveProperty('content');

    const search = await call({
      method: 'GET',
      url: '/api/contract-templates?search=WEDDING',
      as: lister,
    });
    expect(search.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Wedding add-on terms',
      'Wedding contract',
    ]);
    const percent = await call({
      method: 'GET',
      url: '/api/contract-templates?search=50%25',
      as: lister,
    });
    expect(percent.json().total).toBe(1);
    const underscore = await call({
      method: 'GET',
      url: '/api/contract-templates?search=_',
      as: lister,
    });
    expect(underscore.json().total).toBe(0);

    const privateOnly = await call({
      method: 'GET',
      url: '/api/contract-templates?isPrivate=true',
      as: lister,
    });
    expect(privateOnly.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Newborn agreement',
    ]);
    const publicOnly = await call({
      method: 'GET',
      url: '/api/contract-templates?isPrivate=false',
      as: lister,
    });
    expect(publicOnly.json().total).toBe(3);

    const page2 = await call({
      method: 'GET',
      url: '/api/contract-templates?size=3&page=2',
      as: lister,
    });
    expect(page2.json()).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page2.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Wedding contract',
    ]);
  });

  it('updates name, content and privacy; the change moves it to the top', async () => {
    const first = await createTemplate('First');
    await createTemplate('Second');
    const res = await call({
      method: 'PUT',
      url: `/api/contract-templates/${first.id}`,
      payload: {
        name: 'First, revised',
        content: '<p style="color:red">New <u>terms</u></p>',
        isPrivate: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'First, revised',
      content: '<p>New <u>terms</u></p>',
      isPrivate: true,
    });
    expect(Date.parse(res.json().modified)).toBeGreaterThanOrEqual(
      Date.parse(res.json().createdDate),
    );
    const list = await call({ method: 'GET', url: '/api/contract-templates?size=1' });
    expect(list.json().items[0].id).toBe(first.id);

    const invalid = await call({
      method: 'PUT',
      url: `/api/contract-templates/${first.id}`,
      payload: { name: '', content: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toBe(
      'This field cannot be left blank; This field cannot be left blank',
    );
  });

  it('deletes and detaches it from every service', async () => {
    const doomed = await createTemplate('Doomed');
    const kept = await createTemplate('Kept');
    const serviceA = await createService();
    const serviceB = await createService();
    for (const serviceId of [serviceA, serviceB]) {
      for (const template of [doomed, kept]) {
        const attach = await call({
          method: 'POST',
          url: `/api/services/${serviceId}/service-contract`,
          payload: { contractTemplateId: template.id },
        });
        expect(attach.statusCode, attach.body).toBe(200);
      }
    }
    const before = await call({ method: 'GET', url: `/api/contract-templates/${doomed.id}` });
    expect(before.json().serviceCount).toBe(2);

    const res = await call({ method: 'DELETE', url: `/api/contract-templates/${doomed.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detachedFromServices: 2 });

    const gone = await call({ method: 'GET', url: `/api/contract-templates/${doomed.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('This contract does not exist or was deleted');
    for (const serviceId of [serviceA, serviceB]) {
      const attached = await call({
        method: 'GET',
        url: `/api/contract-templates/services?serviceId=${serviceId}`,
      });
      expect(attached.json()).toEqual([
        { contractTemplateId: kept.id, name: 'Kept', sortIndex: 0 },
      ]);
    }
    const rows = await app.deps.db
      .select()
      .from(serviceContracts)
      .where(eq(serviceContracts.contractTemplateId, doomed.id));
    expect(rows).toEqual([]);

    const again = await call({ method: 'DELETE', url: `/api/contract-templates/${doomed.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to another business’s template ids', async () => {
    const mine = await createTemplate('Mine');
    const theirs = { as: other };
    for (const request of [
      { method: 'GET' as const, url: `/api/contract-templates/${mine.id}` },
      {
        method: 'PUT' as const,
        url: `/api/contract-templates/${mine.id}`,
        payload: { name: 'Hijacked', content: '<p>x</p>' },
      },
      // Even with an invalid body: nothing is learnt from validation.
      { method: 'PUT' as const, url: `/api/contract-templates/${mine.id}`, payload: {} },
      { method: 'DELETE' as const, url: `/api/contract-templates/${mine.id}` },
      { method: 'GET' as const, url: `/api/contract-templates/not-a-uuid` },
    ]) {
      const res = await call({ ...request, ...theirs });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json().detail).toBe('This contract does not exist or was deleted');
    }
    const list = await call({ method: 'GET', url: '/api/contract-templates', as: other });
    expect(list.body).not.toContain(mine.id);
    const still = await call({ method: 'GET', url: `/api/contract-templates/${mine.id}` });
    expect(still.json().name).toBe('Mine');
  });
});

describe('service contracts', () => {
  async function attached(serviceId: string) {
    const res = await call({
      method: 'GET',
      url: `/api/contract-templates/services?serviceId=${serviceId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { contractTemplateId: string; name: string; sortIndex: number }[]).map(
      (row) => row.name,
    );
  }

  it('attaches at the end and refuses the same contract twice', async () => {
    const serviceId = await createService();
    const one = await createTemplate('One');
    const two = await createTemplate('Two');
    const first = await call({
      method: 'POST',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateId: one.id },
    });
    expect(first.json()).toEqual([{ contractTemplateId: one.id, name: 'One', sortIndex: 0 }]);
    const second = await call({
      method: 'POST',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateId: two.id },
    });
    expect(second.json()).toEqual([
      { contractTemplateId: one.id, name: 'One', sortIndex: 0 },
      { contractTemplateId: two.id, name: 'Two', sortIndex: 1 },
    ]);
    const twice = await call({
      method: 'POST',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateId: one.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This contract is already attached to this service');
    expect(await attached(serviceId)).toEqual(['One', 'Two']);

    const missing = await call({
      method: 'POST',
      url: `/api/services/${serviceId}/service-contract`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('attaching the same contract from two requests at once keeps one', async () => {
    const serviceId = await createService();
    const template = await createTemplate('Raced');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call({
          method: 'POST',
          url: `/api/services/${serviceId}/service-contract`,
          payload: { contractTemplateId: template.id },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await attached(serviceId)).toEqual(['Raced']);
  });

  it('reorders in one go; the order persists; a wrong set is refused', async () => {
    const serviceId = await createService();
    const [a, b, c] = [
      await createTemplate('A'),
      await createTemplate('B'),
      await createTemplate('C'),
    ];
    for (const template of [a, b, c]) {
      await call({
        method: 'POST',
        url: `/api/services/${serviceId}/service-contract`,
        payload: { contractTemplateId: template.id },
      });
    }
    const res = await call({
      method: 'PATCH',
      url: `/api/services/${serviceId}/service-contract/change`,
      payload: { contractTemplateIds: [c.id, a.id, b.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { contractTemplateId: c.id, name: 'C', sortIndex: 0 },
      { contractTemplateId: a.id, name: 'A', sortIndex: 1 },
      { contractTemplateId: b.id, name: 'B', sortIndex: 2 },
    ]);
    expect(await attached(serviceId)).toEqual(['C', 'A', 'B']);
    const stored = await app.deps.db
      .select({ id: serviceContracts.contractTemplateId, sortIndex: serviceContracts.sortIndex })
      .from(serviceContracts)
      .where(
        and(
          eq(serviceContracts.serviceId, serviceId),
          eq(serviceContracts.businessId, owner.businessId),
        ),
      );
    expect(Object.fromEntries(stored.map((row) => [row.id, row.sortIndex]))).toEqual({
      [c.id]: 0,
      [a.id]: 1,
      [b.id]: 2,
    });

    const stranger = await createTemplate('Not attached');
    for (const contractTemplateIds of [
      [a.id, b.id],
      [c.id, a.id, b.id, stranger.id],
      [c.id, a.id, stranger.id],
    ]) {
      const wrong = await call({
        method: 'PATCH',
        url: `/api/services/${serviceId}/service-contract/change`,
        payload: { contractTemplateIds },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([
        {
          field: 'contractTemplateIds',
          message: 'The new order must list every contract of this service exactly once',
        },
      ]);
    }
    const repeated = await call({
      method: 'PATCH',
      url: `/api/services/${serviceId}/service-contract/change`,
      payload: { contractTemplateIds: [c.id, c.id, a.id] },
    });
    expect(repeated.json().detail).toBe('Each contract can be attached to a service only once');
    expect(await attached(serviceId)).toEqual(['C', 'A', 'B']);
  });

  it('replaces the whole list and detaches one', async () => {
    const serviceId = await createService();
    const [a, b, c] = [
      await createTemplate('A'),
      await createTemplate('B'),
      await createTemplate('C'),
    ];
    const put = await call({
      method: 'PUT',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateIds: [b.id, a.id] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await attached(serviceId)).toEqual(['B', 'A']);
    const replaced = await call({
      method: 'PUT',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateIds: [c.id, b.id] },
    });
    expect(replaced.json().map((row: { name: string }) => row.name)).toEqual(['C', 'B']);

    const removed = await call({
      method: 'DELETE',
      url: `/api/services/${serviceId}/service-contract?contractTemplateId=${c.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([{ contractTemplateId: b.id, name: 'B', sortIndex: 0 }]);
    const notThere = await call({
      method: 'DELETE',
      url: `/api/services/${serviceId}/service-contract?contractTemplateId=${c.id}`,
    });
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().detail).toBe('This contract is not attached to this service');

    // A new attachment goes after the remaining one.
    await call({
      method: 'POST',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateId: a.id },
    });
    expect(await attached(serviceId)).toEqual(['B', 'A']);

    const cleared = await call({
      method: 'PUT',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateIds: [] },
    });
    expect(cleared.json()).toEqual([]);
  });

  it('answers 404 for another business’s service or template', async () => {
    const myService = await createService();
    const myTemplate = await createTemplate('Private matter');
    const theirService = await createService(other);
    const theirTemplate = await createTemplate('Theirs', { as: other });
    await call({
      method: 'POST',
      url: `/api/services/${myService}/service-contract`,
      payload: { contractTemplateId: myTemplate.id },
    });

    const serviceCalls: Call[] = [
      { method: 'GET', url: `/api/contract-templates/services?serviceId=${myService}` },
      {
        method: 'POST',
        url: `/api/services/${myService}/service-contract`,
        payload: { contractTemplateId: theirTemplate.id },
      },
      { method: 'POST', url: `/api/services/${myService}/service-contract`, payload: {} },
      {
        method: 'PUT',
        url: `/api/services/${myService}/service-contract`,
        payload: { contractTemplateIds: [] },
      },
      {
        method: 'DELETE',
        url: `/api/services/${myService}/service-contract?contractTemplateId=${myTemplate.id}`,
      },
      {
        method: 'PATCH',
        url: `/api/services/${myService}/service-contract/change`,
        payload: { contractTemplateIds: [myTemplate.id] },
      },
    ];
    for (const request of serviceCalls) {
      const res = await call({ ...request, as: other });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json().detail).toBe('This service does not exist or was deleted');
    }

    // Their own service, my template: the template is not theirs.
    for (const request of [
      {
        method: 'POST' as const,
        url: `/api/services/${theirService}/service-contract`,
        payload: { contractTemplateId: myTemplate.id },
      },
      {
        method: 'PUT' as const,
        url: `/api/services/${theirService}/service-contract`,
        payload: { contractTemplateIds: [theirTemplate.id, myTemplate.id] },
      },
    ]) {
      const res = await call({ ...request, as: other });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json().detail).toBe('This contract does not exist or was deleted');
    }
    expect(await attached(myService)).toEqual(['Private matter']);
    const theirs = await call({
      method: 'GET',
      url: `/api/contract-templates/services?serviceId=${theirService}`,
      as: other,
    });
    expect(theirs.json()).toEqual([]);
  });

  it('counts only live services and leaves a deleted one out', async () => {
    const template = await createTemplate('Counted');
    const live = await createService();
    const deleted = await createService();
    for (const serviceId of [live, deleted]) {
      await call({
        method: 'POST',
        url: `/api/services/${serviceId}/service-contract`,
        payload: { contractTemplateId: template.id },
      });
    }
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, deleted));
    const res = await call({ method: 'GET', url: `/api/contract-templates/${template.id}` });
    expect(res.json().serviceCount).toBe(1);
    const gone = await call({
      method: 'GET',
      url: `/api/contract-templates/services?serviceId=${deleted}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('shows the attached contracts, in order, on the service edit aggregate', async () => {
    const serviceId = await createService();
    const [x, y] = [await createTemplate('X'), await createTemplate('Y')];
    await call({
      method: 'PUT',
      url: `/api/services/${serviceId}/service-contract`,
      payload: { contractTemplateIds: [y.id, x.id] },
    });
    const res = await call({ method: 'GET', url: `/api/services/edit/${serviceId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().serviceContractTemplates).toEqual([
      { contractTemplateId: y.id, name: 'Y', sortIndex: 0 },
      { contractTemplateId: x.id, name: 'X', sortIndex: 1 },
    ]);
  });
});
