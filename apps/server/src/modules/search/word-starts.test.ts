// One-word searches rank their word starts from search_words (migration 0012) instead of reading
// every matching row: the order must be the one the row-by-row ranking gives, the table must
// follow every insert, update and delete of the rows it mirrors, and the cap must still bound
// what a search reads.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RANK_CAP } from '@studio/shared/search/contracts';
import { type Client, insertClient, insertClientCrowd } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { insertShoot, insertShootOfEachClient } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { minutesAgo, searchClient } from '../../test/search-client.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await app.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

type Searchable = {
  type: string;
  id: string;
  full_name: string;
  email: string | null;
  search_text: string;
  created_at: Date;
};

/** Every row global search shows in the business, with what its rank is read from. */
function searchableRows(owner: Owner): Promise<Searchable[]> {
  return rowsOf<Searchable>(sql`
    select 'shoot' as type, id, full_name, email, search_text, created_at from orders
      where business_id = ${owner.businessId} and status = 'ACTIVE'
    union all select 'inquiry', id, full_name, email, search_text, created_at from inquiries
      where business_id = ${owner.businessId} and deleted_at is null
    union all select 'clients', id::text, full_name, email, search_text, created_at from customers
      where business_id = ${owner.businessId}`);
}

/**
 * The ranking, row by row, as the search panel lists it: 0 the exact name or email (case
 * aside), 1 the name or the email starts with the input, 2 another word does, 3 the rest; newest
 * first within each rank.
 */
function expectedOrder(rows: Searchable[], input: string, plain: string): string[] {
  const lowered = input.toLowerCase();
  const rankOf = (row: Searchable): number | null => {
    const text = row.search_text;
    const email = (row.email ?? '').toLowerCase();
    const isExact = row.full_name.toLowerCase() === lowered || email === lowered;
    if (text.startsWith(plain)) return isExact ? 0 : 1;
    if (text.includes(` ${plain}`)) {
      if (email === lowered) return 0;
      return email.startsWith(plain) ? 1 : 2;
    }
    return text.includes(plain) ? 3 : null;
  };
  return rows
    .map((row) => ({ row, rank: rankOf(row) }))
    .filter((entry): entry is { row: Searchable; rank: number } => entry.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        new Date(b.row.created_at).getTime() - new Date(a.row.created_at).getTime(),
    )
    .map(({ row }) => `${row.type}:${row.id}`);
}

const firstNames = ['Anna', 'Annabel', 'Jo', 'Joanna', 'Émile', 'Emil', 'Zoë', 'Łukasz', 'Lee'];
const lastNames = ['Kowalski', 'Kowalska', 'Nowak-Kowalski', 'Smith', 'Smithson', 'Ångström'];

/** A client as people are typed in: one or two names, an email built from them (any case, at
 * times accented, at times without an @), at times a phone. */
const person = fc.record({
  first: fc.constantFrom(...firstNames),
  last: fc.option(fc.constantFrom(...lastNames), { nil: undefined }),
  email: fc.constantFrom('first.last', 'last.first', 'xlast', 'FIRST', 'first', 'jlast'),
  domain: fc.constantFrom('@example.com', '@Kowalski.PL', ''),
  phone: fc.constantFrom('', '(312) 555-0134', '+48 601 234 567'),
});

describe('one-word search through search_words', () => {
  it('lists every one-word input in the order the row-by-row ranking gives, on every tab', async () => {
    const owner = await createOwner(app);
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Portraits',
      color: '#E27D60',
    });
    const people = fc.sample(person, { numRuns: 70, seed: 20261126 });
    let minutes = 10_000;
    for (const [i, p] of people.entries()) {
      const fullName = p.last ? `${p.first} ${p.last}` : p.first;
      const local = p.email
        .replace('first', p.first)
        .replace('FIRST', p.first.toUpperCase())
        .replace('last', p.last ?? 'solo');
      const client: Client = await insertClient(app, owner, {
        fullName,
        email: `${local}${i}${p.domain}`,
        phone: p.phone,
        createdAt: minutesAgo((minutes -= 7)),
      });
      if (i % 2 === 0) {
        await insertShoot(app, owner, client, {
          serviceId,
          status: i % 10 === 4 ? 'CANCELED' : 'ACTIVE',
          createdAt: minutesAgo((minutes -= 7)),
        });
      }
      if (i % 3 === 0) {
        await createInquiry(app, owner, client, {
          isDeleted: i % 9 === 3,
          createdAt: minutesAgo((minutes -= 7)),
        });
      }
    }
    // Exact names and emails, the same word in name and email, accents either way.
    await insertClient(app, owner, {
      fullName: 'Kowalski',
      email: 'KOWALSKI',
      createdAt: minutesAgo(1),
    });
    await insertClient(app, owner, {
      fullName: 'Ann Émile',
      email: 'émile@x.fr',
      createdAt: minutesAgo(2),
    });

    const rows = await searchableRows(owner);
    const search = searchClient(app, owner);
    const inputs = [
      'anna',
      'ANNA',
      'annabel',
      'kowal',
      'Kowalski',
      'owalsk',
      'smith',
      'SON',
      'émile',
      'emile',
      'zoe',
      'zoë',
      'lukasz',
      'angstrom',
      'ångström',
      'anna.kowalski',
      'kowalski.pl',
      'jsmith',
      'lee',
      '555',
      '0134',
      '601',
      'anna kowalski',
      'jo anna',
    ];
    for (const input of inputs) {
      const [key] = await rowsOf<{ plain: string }>(sql`select search_key(${input}) as plain`);
      const expected = expectedOrder(rows, input, key?.plain ?? '');
      for (const type of ['all', 'shoot', 'clients']) {
        const listed = (await search.all(input, type)).map((item) => `${item.type}:${item.id}`);
        const ofType = expected.filter((entry) => type === 'all' || entry.startsWith(`${type}:`));
        expect(listed, `${input} on ${type}`).toEqual(ofType);
      }
    }
    expect(expectedOrder(rows, 'kowalski', 'kowalski').length).toBeGreaterThan(10);
  });

  it('keeps search_words in step with the rows through inserts, updates and deletes', async () => {
    const owner = await createOwner(app);
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Weddings',
      color: '#85DCB0',
    });
    const search = searchClient(app, owner);
    const client = await insertClient(app, owner, { fullName: 'Marta Quillfeather' });
    const other = await insertClient(app, owner, { fullName: 'Olek Quillfeather' });
    const shootId = await insertShoot(app, owner, client, { serviceId });
    const inquiryId = await createInquiry(app, owner, other);
    const { db } = app.deps;
    const names = async (input: string) => (await search.names(input)).sort();

    expect(await names('quillfeather')).toEqual([
      'clients:Marta Quillfeather',
      'clients:Olek Quillfeather',
      'inquiry:Olek Quillfeather',
      'shoot:Marta Quillfeather',
    ]);
    await db.execute(
      sql`update customers set full_name = 'Marta Brightwater' where id = ${client.id}`,
    );
    await db.execute(sql`update orders set status = 'CANCELED' where id = ${shootId}`);
    await db.execute(sql`update inquiries set deleted_at = now() where id = ${inquiryId}`);
    expect(await names('quillfeather')).toEqual(['clients:Olek Quillfeather']);
    expect(await names('brightwater')).toEqual(['clients:Marta Brightwater']);

    await db.execute(sql`update orders set status = 'ACTIVE', full_name = 'Marta Brightwater'
      where id = ${shootId}`);
    await db.execute(sql`update inquiries set deleted_at = null where id = ${inquiryId}`);
    await db.execute(sql`update customers set note = 'no effect on search' where id = ${other.id}`);
    await db.execute(sql`delete from inquiries where id = ${inquiryId}`);
    expect(await names('brightwater')).toEqual([
      'clients:Marta Brightwater',
      'shoot:Marta Brightwater',
    ]);
    expect(await names('quillfeather')).toEqual(['clients:Olek Quillfeather']);

    // The table holds exactly the words of the rows shown, as the migration's fill makes them.
    const entries = sql`select kind, word, row_id, created_at, earlier_shared, name_shared, email_shared,
      email_accented, name_length, email_length
      from search_words where business_id = ${owner.businessId}`;
    const current = await rowsOf(sql`${entries} order by kind, word, row_id`);
    await db.execute(sql`select search_words_fill()`);
    expect(await rowsOf(sql`${entries} order by kind, word, row_id`)).toEqual(current);
    expect(current.length).toBeGreaterThan(6);

    // And a one-word search reads its word starts there: a row without its entries is not found.
    await db.execute(sql`delete from search_words where row_id = ${other.id}`);
    expect(await names('quillfeather')).toEqual([]);
    expect(await names('olek quillfeather')).toEqual(['clients:Olek Quillfeather']);
    await db.execute(sql`select search_words_fill()`);
  });

  it(`ranks up to ${SEARCH_RANK_CAP} word starts, then lists the rest newest first, however many`, async () => {
    const owner = await createOwner(app);
    // More rows than the cap hold the input inside a word; two start a word with it.
    await insertClientCrowd(app, owner, {
      count: SEARCH_RANK_CAP + 5,
      name: 'Member',
      local: 'm',
      domain: 'tessaly@example.com',
    });
    await insertClient(app, owner, { fullName: 'Tessaly Old', createdAt: minutesAgo(9000) });
    await insertClient(app, owner, { fullName: 'Ana Tessaly', createdAt: minutesAgo(8000) });
    const search = searchClient(app, owner);
    const first = await search.names('tessaly', 'clients');
    expect(first.slice(0, 4)).toEqual([
      'clients:Tessaly Old',
      'clients:Ana Tessaly',
      `clients:Member ${SEARCH_RANK_CAP + 5}`,
      `clients:Member ${SEARCH_RANK_CAP + 4}`,
    ]);
    const second = await search.names('tessaly', 'all', 2);
    expect(second[0]).toBe(`clients:Member ${SEARCH_RANK_CAP - 3}`);
    const last = await search.page('tessaly', 'clients', 100);
    expect(last.items.at(-1)?.customerName).toBe(`Member ${SEARCH_RANK_CAP + 5 - 997}`);
    expect(last.hasMore).toBe(true);
  });

  it(`ranks each kind's word starts up to ${SEARCH_RANK_CAP} when several kinds have that many`, async () => {
    // The cap is each kind's own: two kinds at the cap are still ranked, and one more row of
    // either turns the list newest first.
    const owner = await createOwner(app);
    await insertClientCrowd(app, owner, {
      count: SEARCH_RANK_CAP - 1,
      name: 'Lumen Member',
      local: 'lm',
      domain: '@example.com',
    });
    const { id: serviceId } = await createService(app, owner, {
      kind: 2,
      name: 'Portraits',
      color: '#3366ff',
    });
    await insertShootOfEachClient(app, owner, serviceId);
    const exact = await insertClient(app, owner, {
      fullName: 'Lumen',
      createdAt: minutesAgo(9000),
    });
    await insertShoot(app, owner, exact, { serviceId, createdAt: minutesAgo(9000) });
    const search = searchClient(app, owner);

    // Ranked: the exact name leads, though it is the oldest of 2 × 1,000.
    expect((await search.names('lumen')).slice(0, 2).sort()).toEqual([
      'clients:Lumen',
      'shoot:Lumen',
    ]);

    await insertClient(app, owner, { fullName: 'Lumen Latecomer', createdAt: minutesAgo(1) });
    // One kind over the cap: the newest first.
    expect((await search.names('lumen'))[0]).toBe('clients:Lumen Latecomer');
  });

  it('searches an input that search_key() turns into two words as a phrase', async () => {
    const owner = await createOwner(app);
    // unaccent writes '¼' as ' 1/4': '¼lb' is one word typed and two words searched.
    await insertClient(app, owner, { fullName: 'Burger ¼lb Studio' });
    expect(await searchClient(app, owner).names('¼lb')).toEqual(['clients:Burger ¼lb Studio']);
  });
});
