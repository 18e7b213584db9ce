import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { SEARCH_COUNT_CAP, SEARCH_RANK_CAP } from '@studio/shared/search/contracts';
import { insertClient, insertClientCrowd, uniqueMail } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { createShoot, insertShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { minutesAgo, searchClient } from '../../test/search-client.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const searchAs = (owner: Owner) => searchClient(app, owner);

describe('GET /api/search', () => {
  it('finds client, shoot and inquiry by part of the email, with their row fields', async () => {
    const owner = await createOwner(app);
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Family Sessions',
      color: '#2F5D50',
    });
    const created = [minutesAgo(30), minutesAgo(20), minutesAgo(10)] as const;
    const grace = await insertClient(app, owner, {
      fullName: 'Grace Hopper',
      email: 'Grace.Hopper@Navy.example.com',
      createdAt: created[0],
    });
    const shootId = await insertShoot(app, owner, grace, { serviceId, createdAt: created[1] });
    const inquiryId = await createInquiry(app, owner, grace, { createdAt: created[2] });
    await insertClient(app, owner, { fullName: 'Ada Lovelace' });

    const search = searchAs(owner);
    const page = await search.page('HOPPER@navy');
    expect(page).toMatchObject({ page: 1, size: 10, hasMore: false });
    // One rank (the email contains the input), newest first.
    expect(page.items).toEqual([
      {
        type: 'inquiry',
        id: inquiryId,
        customerName: 'Grace Hopper',
        email: 'Grace.Hopper@Navy.example.com',
        serviceName: null,
        serviceColor: null,
        createdDate: created[2].toISOString(),
        link: `/inquiries/${inquiryId}`,
      },
      {
        type: 'shoot',
        id: shootId,
        customerName: 'Grace Hopper',
        email: 'Grace.Hopper@Navy.example.com',
        serviceName: 'Family Sessions',
        serviceColor: '#2F5D50',
        createdDate: created[1].toISOString(),
        link: `/shoots/${shootId}`,
      },
      {
        type: 'clients',
        id: grace.id,
        customerName: 'Grace Hopper',
        email: 'Grace.Hopper@Navy.example.com',
        // A client shows the service of their latest shoot.
        serviceName: 'Family Sessions',
        serviceColor: '#2F5D50',
        createdDate: created[0].toISOString(),
        link: `/contacts/${grace.id}`,
      },
    ]);
    expect(await search.names('grace.hopper', 'shoot')).toEqual(['shoot:Grace Hopper']);
    expect(await search.names('grace.hopper', 'inquiry')).toEqual(['inquiry:Grace Hopper']);
    expect(await search.names('grace.hopper', 'clients')).toEqual(['clients:Grace Hopper']);
    expect(await search.names('grace.hopper', 'meeting')).toEqual([]);
  });

  it('finds a shoot booked through the shoot form by the client name', async () => {
    const owner = await createOwner(app);
    const { order } = await createShoot(app, owner, {
      request: { fullName: 'Katherine Johnson', email: uniqueMail('kjohnson') },
    });
    const page = await searchAs(owner).page('katherine john', 'shoot');
    expect(page.items.map((item) => [item.id, item.link])).toEqual([
      [order.orderId, `/shoots/${order.orderId}`],
    ]);
    expect(page.items[0]?.serviceName).toEqual(expect.any(String));
  });

  it('ignores case and accents both ways', async () => {
    const owner = await createOwner(app);
    await insertClient(app, owner, { fullName: 'José Álvarez', createdAt: minutesAgo(3) });
    await insertClient(app, owner, { fullName: 'Jose Alvarez', createdAt: minutesAgo(2) });
    await insertClient(app, owner, { fullName: 'Zoë Müller', createdAt: minutesAgo(1) });
    const search = searchAs(owner);
    expect(await search.names('Jose')).toEqual(['clients:Jose Alvarez', 'clients:José Álvarez']);
    // Both match; the exact spelling (case aside) ranks first.
    expect(await search.names('JOSÉ ÁLVAREZ')).toEqual([
      'clients:José Álvarez',
      'clients:Jose Alvarez',
    ]);
    expect(await search.names('zoe muller')).toEqual(['clients:Zoë Müller']);
    expect(await search.names('MÜLL')).toEqual(['clients:Zoë Müller']);
  });

  it('matches phone numbers by their digits, whatever the punctuation', async () => {
    const owner = await createOwner(app);
    await insertClient(app, owner, { fullName: 'Phone Person', phone: '+1 (555) 013-4567' });
    await insertClient(app, owner, { fullName: 'Other Person', phone: '+1 (555) 999-0000' });
    const search = searchAs(owner);
    for (const input of ['5550134567', '555 013 4567', '(555) 013-45', '013-4567', '0134'])
      expect(await search.names(input), input).toEqual(['clients:Phone Person']);
    expect(await search.names('555')).toHaveLength(2);
  });

  it('takes % and _ in the input literally', async () => {
    const owner = await createOwner(app);
    await insertClient(app, owner, { fullName: 'Ann_Lee Studio' });
    await insertClient(app, owner, { fullName: 'AnnXLee Studio' });
    await insertClient(app, owner, { fullName: 'Save 100% Club' });
    await insertClient(app, owner, { fullName: 'Save 1000 Club' });
    await insertClient(app, owner, { fullName: 'Back\\Slash Person' });
    const search = searchAs(owner);
    expect(await search.names('ann_lee')).toEqual(['clients:Ann_Lee Studio']);
    expect(await search.names('100%')).toEqual(['clients:Save 100% Club']);
    expect(await search.names('%')).toEqual(['clients:Save 100% Club']);
    expect(await search.names('_')).toEqual(['clients:Ann_Lee Studio']);
    expect(await search.names('back\\sl')).toEqual(['clients:Back\\Slash Person']);
    expect((await search.counts('ann_lee')).totalClients).toBe(1);
  });

  it('leaves out cancelled shoots and deleted inquiries', async () => {
    const owner = await createOwner(app);
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Weddings',
      color: '#8E6C8A',
    });
    const client = await insertClient(app, owner, { fullName: 'Rosalind Franklin' });
    await insertShoot(app, owner, client, { serviceId, status: 'CANCELED' });
    await createInquiry(app, owner, client, { isDeleted: true });
    const search = searchAs(owner);
    expect(await search.names('rosalind')).toEqual(['clients:Rosalind Franklin']);
    expect(await search.counts('rosalind')).toMatchObject({
      totalResults: 1,
      totalShoots: 0,
      totalInquiries: 0,
      totalClients: 1,
    });
  });

  it('ranks the exact name, then names and emails starting with the input, then word starts, newest first in each', async () => {
    const owner = await createOwner(app);
    const at = (minutes: number) => ({ createdAt: minutesAgo(minutes) });
    await insertClient(app, owner, { fullName: 'Joanna Smith', ...at(1) }); // inside a word
    await insertClient(app, owner, { fullName: 'Lee Anna', ...at(2) }); // a word starts with it
    await insertClient(app, owner, { fullName: 'Bo Stone', email: uniqueMail('Anna.B'), ...at(3) });
    await insertClient(app, owner, { fullName: 'Annabel Lee', ...at(5) });
    await insertClient(app, owner, { fullName: 'Anna Berg', ...at(6) });
    await insertClient(app, owner, { fullName: 'Anna', ...at(7) }); // the exact name
    expect(await searchAs(owner).names('ANNA')).toEqual([
      'clients:Anna',
      // The name or the email starts with it, newest first.
      'clients:Bo Stone',
      'clients:Annabel Lee',
      'clients:Anna Berg',
      'clients:Lee Anna',
      'clients:Joanna Smith',
    ]);
  });

  it('ranks the exact email first, then emails starting with it, whatever their case', async () => {
    const owner = await createOwner(app);
    const exact = uniqueMail('Rowan.Exact');
    const at = (minutes: number) => ({ createdAt: minutesAgo(minutes) });
    await insertClient(app, owner, { fullName: 'Cy Longer', email: `x${exact}`, ...at(1) });
    await insertClient(app, owner, { fullName: 'Bo Prefix', email: `${exact}.au`, ...at(2) });
    await insertClient(app, owner, { fullName: 'Al Exact', email: exact, ...at(3) });
    expect(await searchAs(owner).names(exact.toUpperCase())).toEqual([
      'clients:Al Exact',
      'clients:Bo Prefix',
      'clients:Cy Longer',
    ]);
  });

  it('pages by 10 with hasMore, newest first, without repeating a row', async () => {
    const owner = await createOwner(app);
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Headshots',
      color: '#41B3A3',
    });
    for (let i = 0; i < 13; i++) {
      const client = await insertClient(app, owner, {
        fullName: `Pager Person ${String(i).padStart(2, '0')}`,
        createdAt: minutesAgo(100 - i),
      });
      await insertShoot(app, owner, client, { serviceId, createdAt: minutesAgo(50 - i) });
    }
    const search = searchAs(owner);
    const first = await search.page('pager', 'all', 1);
    const second = await search.page('pager', 'all', 2);
    const third = await search.page('pager', 'all', 3);
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([10, 10, 6]);
    const all = [...first.items, ...second.items, ...third.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(26);
    const created = all.map((item) => Date.parse(item.createdDate));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(first.items[0]).toMatchObject({ type: 'shoot', customerName: 'Pager Person 12' });

    const shoots = await search.page('pager', 'shoot', 2);
    expect(shoots.items.map((item) => item.customerName)).toEqual([
      'Pager Person 02',
      'Pager Person 01',
      'Pager Person 00',
    ]);
    expect(shoots.hasMore).toBe(false);
    expect((await search.page('pager', 'shoot', 3)).items).toEqual([]);
  });

  it('matches one or two letters at the start of a word, and answers blank input with nothing', async () => {
    const owner = await createOwner(app);
    await insertClient(app, owner, { fullName: 'Jo Older', createdAt: minutesAgo(3) });
    await insertClient(app, owner, { fullName: 'Joan Newer', createdAt: minutesAgo(2) });
    await insertClient(app, owner, { fullName: 'Mary Jones', createdAt: minutesAgo(1) });
    await insertClient(app, owner, { fullName: 'Marjorie Bojo' });
    const search = searchAs(owner);
    // The names starting with it first, then the other word; newest first in each.
    expect(await search.names('jo')).toEqual([
      'clients:Joan Newer',
      'clients:Jo Older',
      'clients:Mary Jones',
    ]);
    expect((await search.counts('JO')).totalClients).toBe(3);
    expect(await search.names('bo')).toEqual(['clients:Marjorie Bojo']);
    expect(await search.page('   ')).toEqual({ items: [], page: 1, size: 10, hasMore: false });
    expect(await search.page('')).toEqual({ items: [], page: 1, size: 10, hasMore: false });
    expect((await search.raw('/api/search')).status).toBe(200);
    expect(await search.counts(' ')).toMatchObject({ totalResults: 0 });
  });

  it('refuses input over 128 characters and pages past the first 1,000 results', async () => {
    const owner = await createOwner(app);
    const search = searchAs(owner);
    const long = await search.raw(`/api/search?search=${'a'.repeat(129)}`);
    expect(long.status).toBe(400);
    expect(long.body.detail).toContain(messages.maxLength('search', 128));
    const longCount = await search.raw(`/api/search/count?search=${'a'.repeat(129)}`);
    expect(longCount.status).toBe(400);
    expect((await search.raw(`/api/search?search=${'a'.repeat(128)}`)).status).toBe(200);
    const deep = await search.raw('/api/search?search=anna&page=101');
    expect(deep.status).toBe(400);
    expect(deep.body.detail).toContain(messages.searchResultsLimit);
    expect((await search.raw('/api/search?search=anna&type=orders')).status).toBe(400);
  });

  it('never shows another business’s rows', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const { id: otherService } = await createService(app, other, {
      kind: 2,
      name: 'Theirs',
      color: '#000000',
    });
    const theirs = await insertClient(app, other, {
      fullName: 'Tenancy Twin',
      email: 'twin@example.com',
    });
    await insertShoot(app, other, theirs, { serviceId: otherService });
    await createInquiry(app, other, theirs);
    const ours = await insertClient(app, owner, { fullName: 'Tenancy Twin' });

    const search = searchAs(owner);
    for (const input of ['tenancy twin', 'twin', 'tw']) {
      const page = await search.page(input);
      expect(page.items.map((item) => item.id)).toEqual([ours.id]);
      expect(await search.counts(input)).toMatchObject({
        totalResults: 1,
        totalShoots: 0,
        totalInquiries: 0,
        totalClients: 1,
      });
    }
    expect((await searchAs(other).counts('tenancy twin')).totalResults).toBe(3);
  });
});

describe('GET /api/search/count', () => {
  it('counts each tab, with no meetings yet', async () => {
    const owner = await createOwner(app);
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Minis',
      color: '#D64545',
    });
    for (let i = 0; i < 3; i++) {
      const client = await insertClient(app, owner, { fullName: `Counted Client ${i}` });
      await insertShoot(app, owner, client, { serviceId });
      await insertShoot(app, owner, client, { serviceId });
      if (i === 0) await createInquiry(app, owner, client, { serviceId });
    }
    expect(await searchAs(owner).counts('counted client')).toEqual({
      totalResults: 10,
      totalShoots: 6,
      totalMeetings: 0,
      totalInquiries: 1,
      totalClients: 3,
      isCapped: { shoot: false, inquiry: false, clients: false },
    });
  });

  it(`counts up to ${SEARCH_COUNT_CAP} of a kind, and ranks up to ${SEARCH_RANK_CAP}, then lists newest first`, async () => {
    const owner = await createOwner(app);
    await insertClientCrowd(app, owner, {
      count: SEARCH_RANK_CAP + 5,
      name: 'Crowd Member',
      local: 'crowd',
      domain: '@example.com',
    });
    // Ranked, this exact name would lead the list; past the rank cap, the newest lead.
    await insertClient(app, owner, { fullName: 'Crowd', createdAt: minutesAgo(5000) });
    const search = searchAs(owner);
    expect(await search.counts('crowd')).toMatchObject({
      totalResults: SEARCH_COUNT_CAP,
      totalClients: SEARCH_COUNT_CAP,
      isCapped: { shoot: false, inquiry: false, clients: true },
    });
    const first = await search.page('crowd', 'clients');
    expect(first.items[0]?.customerName).toBe(`Crowd Member ${SEARCH_RANK_CAP + 5}`);
    expect(first.hasMore).toBe(true);
    const names = (await search.page('crowd', 'all', 2)).items.map((item) => item.customerName);
    expect(names[0]).toBe(`Crowd Member ${SEARCH_RANK_CAP - 5}`);
  });

  it('lists one or two letters newest first once a kind has more than 100 word starts', async () => {
    const owner = await createOwner(app);
    await insertClientCrowd(app, owner, {
      count: 120,
      name: 'Ky Member',
      local: 'ky',
      domain: '@example.com',
    });
    await insertClient(app, owner, { fullName: 'Ky', createdAt: minutesAgo(5000) });
    const names = (await searchAs(owner).page('ky', 'clients')).items.map((i) => i.customerName);
    expect(names.slice(0, 2)).toEqual(['Ky Member 120', 'Ky Member 119']);
  });

  it(`still ranks a kind with more than ${SEARCH_COUNT_CAP} matches, up to ${SEARCH_RANK_CAP}`, async () => {
    const owner = await createOwner(app);
    await insertClientCrowd(app, owner, {
      count: SEARCH_COUNT_CAP + 20,
      name: 'Bunch Member',
      local: 'bunch',
      domain: '@example.com',
    });
    await insertClient(app, owner, { fullName: 'Bunch', createdAt: minutesAgo(5000) });
    const search = searchAs(owner);
    expect((await search.counts('bunch')).isCapped.clients).toBe(true);
    expect((await search.page('bunch')).items[0]?.customerName).toBe('Bunch');
  });

  it('takes each new row into the search indexes at once, without a pending list', async () => {
    // With a pending list (GIN fastupdate), every search reads all rows added since the last
    // merge: up to 4 MB of them (migration 0014).
    const { rows } = (await app.deps.db.execute(sql`
      select c.relname, c.reloptions from pg_class c
      where c.relname in ('customers_search_idx', 'orders_search_idx', 'inquiries_search_idx')
      order by c.relname`)) as unknown as { rows: { relname: string; reloptions: string[] }[] };
    expect(rows).toEqual(
      ['customers_search_idx', 'inquiries_search_idx', 'orders_search_idx'].map((relname) => ({
        relname,
        reloptions: ['fastupdate=off'],
      })),
    );
  });
});
