// The account's view is kept in memory (account-view-cache.ts) and must always equal a fresh one:
// a change through the app, and plain SQL of another writer (the account, its sign-in identities,
// its memberships, a business it belongs to), change the next answer at once; a rolled-back write
// changes nothing; a browser that has the view gets 304.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccount } from '@studio/shared/account/contracts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { businesses } from '../businesses/schema.ts';
import { loadAccountView } from './account-service.ts';
import { presentAccount } from './presenter.ts';
import { accountLogins, accounts } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Reply = { status: number; etag: string; cacheControl: string; body: TAccount | null };

async function getView(owner: Owner, ifNoneMatch?: string): Promise<Reply> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/account',
    headers: {
      authorization: owner.headers.authorization!,
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
    },
  });
  return {
    status: res.statusCode,
    etag: String(res.headers.etag ?? ''),
    cacheControl: String(res.headers['cache-control'] ?? ''),
    body: res.body ? (res.json() as TAccount) : null,
  };
}

/** The view as the database holds it now, read past any cache. */
const fresh = async (owner: Owner) =>
  presentAccount(await loadAccountView(app.deps.db, { accountId: owner.accountId }));

async function expectCurrent(owner: Owner): Promise<Reply> {
  const reply = await getView(owner);
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual(await fresh(owner));
  return reply;
}

describe("the signed-in account's view", () => {
  it('carries an ETag; a browser that has the view gets 304, and the new view after a change', async () => {
    const owner = await createOwner(app);
    const first = await expectCurrent(owner);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.cacheControl).toBe('private, no-cache');

    const again = await getView(owner, first.etag);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();

    await app.inject({
      method: 'POST',
      url: '/api/account',
      headers: { authorization: owner.headers.authorization! },
      payload: { allowTracking: true },
    });
    const changed = await getView(owner, first.etag);
    expect(changed.status).toBe(200);
    expect(changed.body?.allowTracking).toBe(true);
    expect(changed.etag).not.toBe(first.etag);
  });

  it("shows another writer's change of the account, its identities and its business at once", async () => {
    const owner = await createOwner(app);
    await expectCurrent(owner);
    const { db } = app.deps;

    await db
      .update(accounts)
      .set({ avatar: 'https://cdn.example.com/a.png' })
      .where(eq(accounts.id, owner.accountId));
    expect((await expectCurrent(owner)).body?.avatar).toBe('https://cdn.example.com/a.png');

    await db.insert(accountLogins).values({
      accountId: owner.accountId,
      provider: 'Google',
      providerKey: `g-${owner.accountId}`,
    });
    expect((await expectCurrent(owner)).body?.logins).toEqual([
      { provider: 'Google', providerKey: `g-${owner.accountId}` },
    ]);

    await db.delete(accountLogins).where(eq(accountLogins.accountId, owner.accountId));
    expect((await expectCurrent(owner)).body?.logins).toEqual([]);

    await db
      .update(businesses)
      .set({ name: 'Renamed Studio' })
      .where(eq(businesses.id, owner.businessId));
    expect((await expectCurrent(owner)).body?.businesses[0]?.businessName).toBe('Renamed Studio');
  });

  it('changes nothing for a rolled-back write', async () => {
    const owner = await createOwner(app);
    const before = await expectCurrent(owner);
    await app.deps.db
      .transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ avatar: 'https://cdn.example.com/never.png' })
          .where(eq(accounts.id, owner.accountId));
        tx.rollback();
      })
      .catch(() => undefined);
    const after = await expectCurrent(owner);
    expect(after.etag).toBe(before.etag);
    expect(after.body?.avatar).toBeNull();
  });

  it('answers a deleted account as signed out, not from memory', async () => {
    const owner = await createOwner(app);
    await expectCurrent(owner);
    await app.deps.db.execute(sql`delete from accounts where id = ${owner.accountId}`);
    expect((await getView(owner)).status).toBe(401);
  });
});
