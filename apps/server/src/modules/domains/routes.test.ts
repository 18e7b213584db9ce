import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomDomain } from '@studio/shared/domains/contracts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { startDnsStandIn, type DnsStandIn } from '../../test/dns-stand-in.ts';
import { testApp } from '../../test/harness.ts';
import { checkDueDomains } from './background-checks.ts';
import { domainsContextOf } from './service.ts';

const PRODUCT_HOST = 'studio.test';
const PUBLIC_IPV4 = '203.0.113.10';
const MINUTE = 60_000;

let dns: DnsStandIn;
let app: FastifyInstance;
beforeAll(async () => {
  dns = await startDnsStandIn();
  app = await testApp({
    appUrl: `https://${PRODUCT_HOST}`,
    publicIpv4: PUBLIC_IPV4,
    dnsServers: dns.servers,
  });
});
afterAll(async () => {
  await app.close();
  await dns.close();
});

/** A registrable domain no other test uses. */
const uniqueApex = () => `anna-${crypto.randomBytes(4).toString('hex')}.test`;

const validate = (owner: Owner, domain: string) =>
  app.inject({
    method: 'GET',
    url: `/api/business-domains/validate-domain?${new URLSearchParams({ domain }).toString()}`,
    headers: owner.headers,
  });
const add = (owner: Owner, domain: string) =>
  app.inject({
    method: 'POST',
    url: '/api/business-domains/domain',
    headers: owner.headers,
    payload: { domain },
  });
const list = (owner: Owner) =>
  app.inject({ method: 'GET', url: '/api/business-domains/domains', headers: owner.headers });
const checkNow = (owner: Owner, domain: string) =>
  app.inject({
    method: 'GET',
    url: `/api/business-domains/check-dns?domain=${encodeURIComponent(domain)}`,
    headers: owner.headers,
  });
const activate = (owner: Owner, domain: string) =>
  app.inject({
    method: 'POST',
    url: '/api/business-domains/register-domain-and-ssl',
    headers: owner.headers,
    payload: { domain },
  });
const remove = (owner: Owner, domain: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/business-domains/domain?domain=${encodeURIComponent(domain)}`,
    headers: owner.headers,
  });
const ask = (domain: string) =>
  app.inject({ method: 'GET', url: `/api/tls/ask?domain=${encodeURIComponent(domain)}` });

async function addOk(owner: Owner, domain: string): Promise<TCustomDomain> {
  const res = await add(owner, domain);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function domainOf(owner: Owner, domain: string): Promise<TCustomDomain | undefined> {
  const res = await list(owner);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().customDomains as TCustomDomain[]).find((item) => item.domain === domain);
}

/** The records an owner copies into their DNS provider, as the stand-in serves them. */
function publish(domain: TCustomDomain) {
  for (const record of domain.records) dns.set(record.name, record.type, [record.value ?? '']);
}

describe('the product domain (slug)', () => {
  it('answers each rule word for word, and whether another business has it', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const messageOf = async (domain: string) => {
      const res = await validate(owner, domain);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().message;
    };
    expect(await messageOf('admin')).toBe('This domain is not available');
    expect(await messageOf('abc')).toBe('Domain must be at least 4 characters long');
    expect(await messageOf('a'.repeat(65))).toBe('Domain must be at most 64 characters long');
    expect(await messageOf('anna_photo')).toBe(
      'Domain must contain only letters, numbers, and hyphens',
    );
    expect(await messageOf('-anna')).toBe('Domain must start and end with a letter or number');
    expect(await messageOf('an--na')).toBe('Domain must not contain consecutive hyphens');
    expect(await messageOf(other.business.slug)).toBe('This domain is not available');

    expect((await validate(owner, owner.business.slug)).json()).toEqual({ isValid: true });
    const free = `free-${crypto.randomBytes(4).toString('hex')}`;
    // The product's suffix is stripped first.
    expect((await validate(owner, `${free}.${PRODUCT_HOST}`)).json()).toEqual({ isValid: true });
  });
});

describe('custom domains', () => {
  it('adds a subdomain with its CNAME and TXT records, once', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, ` https://${hostname.toUpperCase()}/ `);
    expect(added).toMatchObject({
      domain: hostname,
      businessId: owner.businessId,
      state: 'PENDING',
      isActive: false,
      isApex: false,
      failureReason: null,
      lastCheckedDate: null,
    });
    const txt = added.records.find((record) => record.type === 'TXT');
    expect(added.records).toEqual([
      { type: 'CNAME', name: hostname, value: PRODUCT_HOST, note: null },
      {
        type: 'TXT',
        name: `_studio-verify.${hostname}`,
        value: expect.stringMatching(/^studio-verify=[0-9a-f]{32}$/),
        note: null,
      },
    ]);

    // The same business adding it again gets it as it is.
    const again = await add(owner, hostname);
    expect(again.statusCode).toBe(200);
    expect(again.json().records).toContainEqual(txt);

    const listed = (await list(owner)).json();
    expect(listed).toMatchObject({
      domain: owner.business.slug,
      productUrl: `https://${PRODUCT_HOST}/book/${owner.business.slug}`,
      productHost: PRODUCT_HOST,
    });
    expect(listed.customDomains.map((item: TCustomDomain) => item.domain)).toEqual([hostname]);
  });

  it('gives an apex an A record to the public address, and says when it is not known', async () => {
    const owner = await createOwner(app);
    const apex = uniqueApex();
    const added = await addOk(owner, apex);
    expect(added.isApex).toBe(true);
    expect(added.records[0]).toEqual({ type: 'A', name: apex, value: PUBLIC_IPV4, note: null });

    const unconfigured = await testApp({ appUrl: `https://${PRODUCT_HOST}` });
    try {
      const res = await unconfigured.inject({
        method: 'GET',
        url: '/api/business-domains/domains',
        headers: owner.headers,
      });
      expect(res.json().customDomains[0].records[0]).toEqual({
        type: 'A',
        name: apex,
        value: null,
        note: "The server's public IPv4 address is not configured yet, so a domain without www cannot be connected: use a subdomain such as www, or ask support",
      });
    } finally {
      await unconfigured.close();
    }
  });

  it('refuses hostnames that are not real, or are the product’s', async () => {
    const owner = await createOwner(app);
    const refusal = async (domain: string) => {
      const res = await add(owner, domain);
      expect(res.statusCode, domain).toBe(400);
      return res.json().errors;
    };
    expect(await refusal('localhost')).toEqual([
      { field: 'domain', message: 'Please enter the full domain, such as www.example.com' },
    ]);
    expect(await refusal('anna_photo.com')).toEqual([
      { field: 'domain', message: 'Please enter the correct domain format' },
    ]);
    expect(await refusal(`${'a'.repeat(64)}.com`)).toEqual([
      { field: 'domain', message: 'Each part of a domain must be at most 63 characters long' },
    ]);
    for (const domain of [PRODUCT_HOST, `anna.${PRODUCT_HOST}`]) {
      expect(await refusal(domain)).toEqual([
        {
          field: 'domain',
          message: "Addresses under studio.test are the product's own: connect a domain you own",
        },
      ]);
    }
  });

  it('refuses a hostname another business has verified, and lets no one touch its claim', async () => {
    const owner = await createOwner(app);
    const rival = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    publish(await addOk(owner, hostname));
    expect((await checkNow(owner, hostname)).json()).toMatchObject({ state: 'ACTIVE' });
    const res = await add(rival, hostname);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: 'This domain is already connected to another business',
      errors: [
        { field: 'domain', message: 'This domain is already connected to another business' },
      ],
    });
    expect((await list(rival)).json().customDomains).toEqual([]);
    // Nor can the rival check, activate or remove it.
    expect((await checkNow(rival, hostname)).statusCode).toBe(404);
    expect((await activate(rival, hostname)).statusCode).toBe(404);
    expect((await remove(rival, hostname)).statusCode).toBe(404);
    expect(await domainOf(owner, hostname)).toBeDefined();
  });

  it('lets two businesses claim one hostname: the first whose TXT record verifies wins', async () => {
    const squatter = await createOwner(app);
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const stale = await addOk(squatter, hostname);
    // A pending claim does not block another business: each has its own token.
    const claim = await addOk(owner, hostname);
    const tokenOf = (domain: TCustomDomain) =>
      domain.records.find((record) => record.type === 'TXT')!.value;
    expect(tokenOf(claim)).not.toBe(tokenOf(stale));

    // The hostname's real owner publishes its records: its check wins.
    publish(claim);
    expect((await checkNow(owner, hostname)).json()).toMatchObject({
      state: 'ACTIVE',
      failureReason: null,
    });
    const lost = await domainOf(squatter, hostname);
    expect(lost).toMatchObject({
      state: 'FAILED',
      isActive: false,
      nextCheckDate: null,
      failureReason: expect.stringContaining('Another business verified this domain first'),
    });
    // Checking again does not take it back, whatever its records say.
    publish(stale);
    dns.set(`_studio-verify.${hostname}`, 'TXT', [tokenOf(stale)!, tokenOf(claim)!]);
    expect((await checkNow(squatter, hostname)).json()).toMatchObject({
      state: 'FAILED',
      failureReason: expect.stringContaining('Another business verified this domain first'),
    });
    expect(await domainOf(owner, hostname)).toMatchObject({ state: 'ACTIVE' });
    expect((await ask(hostname)).statusCode).toBe(200);
    // A third business cannot claim it any more.
    expect((await add(await createOwner(app), hostname)).statusCode).toBe(409);
    // Once the winner removes it, the other claim can verify.
    expect((await remove(owner, hostname)).statusCode).toBe(204);
    expect((await checkNow(squatter, hostname)).json()).toMatchObject({ state: 'ACTIVE' });
  });

  it('stays pending until both records exist, then is active (check now)', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, hostname);
    const [cname, txt] = added.records;

    let checked = (await checkNow(owner, hostname)).json();
    expect(checked).toMatchObject({
      state: 'PENDING',
      failureReason: `The TXT record _studio-verify.${hostname} was not found`,
    });
    expect(checked.lastCheckedDate).not.toBeNull();
    const refused = await activate(owner, hostname);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `This domain is not verified yet: The TXT record _studio-verify.${hostname} was not found`,
    );

    // A token that is not this domain's does not verify it.
    dns.set(txt!.name, 'TXT', ['studio-verify=not-the-token', 'v=spf1 -all']);
    checked = (await checkNow(owner, hostname)).json();
    expect(checked).toMatchObject({
      state: 'PENDING',
      failureReason: `The TXT record _studio-verify.${hostname} was found but does not hold this domain's verification value`,
    });

    dns.set(txt!.name, 'TXT', [txt!.value!]);
    checked = (await checkNow(owner, hostname)).json();
    expect(checked.failureReason).toBe(
      `The CNAME record of ${hostname} was not found: it should point to ${PRODUCT_HOST}`,
    );
    dns.set(cname!.name, 'CNAME', ['elsewhere.example.net']);
    checked = (await checkNow(owner, hostname)).json();
    expect(checked.failureReason).toBe(
      `The CNAME record of ${hostname} points to elsewhere.example.net, not to ${PRODUCT_HOST}`,
    );

    dns.set(cname!.name, 'CNAME', [`${PRODUCT_HOST}.`]);
    checked = (await checkNow(owner, hostname)).json();
    // Live domains are re-checked daily.
    expect(new Date(checked.nextCheckDate).getTime()).toBeGreaterThan(
      Date.now() + 23 * 60 * MINUTE,
    );
    expect(checked).toMatchObject({
      state: 'ACTIVE',
      isActive: true,
      failureReason: null,
      nextCheckDate: expect.any(String),
    });
    // Active already: registering it is answered as it is.
    const registered = await activate(owner, hostname);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().state).toBe('ACTIVE');
  });

  it('verifies an apex by its A record', async () => {
    const owner = await createOwner(app);
    const apex = uniqueApex();
    const added = await addOk(owner, apex);
    dns.set(added.records[1]!.name, 'TXT', [added.records[1]!.value!]);
    dns.set(apex, 'A', ['198.51.100.7']);
    expect((await checkNow(owner, apex)).json().failureReason).toBe(
      `The A record of ${apex} points to 198.51.100.7, not to ${PUBLIC_IPV4}`,
    );
    dns.set(apex, 'A', ['198.51.100.7', PUBLIC_IPV4]);
    expect((await checkNow(owner, apex)).json().state).toBe('ACTIVE');
  });

  it('removes a domain: the site and its certificate stop', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, hostname);
    publish(added);
    expect((await checkNow(owner, hostname)).json().state).toBe('ACTIVE');
    expect((await ask(hostname)).statusCode).toBe(200);

    const res = await remove(owner, hostname);
    expect(res.statusCode).toBe(204);
    expect(await domainOf(owner, hostname)).toBeUndefined();
    expect((await ask(hostname)).statusCode).toBe(404);
    const again = await remove(owner, hostname);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('This domain is not connected to your business');
    // Free again for anyone.
    await addOk(await createOwner(app), hostname);
  });
});

describe('the background check', () => {
  const context = () => domainsContextOf(app.deps);

  it('re-checks an active domain daily and fails it when its records stay gone', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, hostname);
    publish(added);
    const active = (await checkNow(owner, hostname)).json() as TCustomDomain;
    const checkedAt = new Date(active.lastCheckedDate!).getTime();
    expect(new Date(active.nextCheckDate!).getTime() - checkedAt).toBe(24 * 60 * MINUTE);
    const at = (ms: number) => checkDueDomains(context(), { now: new Date(checkedAt + ms) });

    // A day later the records are still there: active, next check a day later.
    await at(24 * 60 * MINUTE);
    expect(await domainOf(owner, hostname)).toMatchObject({ state: 'ACTIVE', failureReason: null });

    // The TXT record is removed: the first failed re-check keeps the site live and says why.
    dns.remove(`_studio-verify.${hostname}`);
    await at(48 * 60 * MINUTE);
    const warned = (await domainOf(owner, hostname))!;
    expect(warned).toMatchObject({
      state: 'ACTIVE',
      failureReason: `The TXT record _studio-verify.${hostname} was not found`,
    });
    expect(
      new Date(warned.nextCheckDate!).getTime() - new Date(warned.lastCheckedDate!).getTime(),
    ).toBe(60 * MINUTE);
    // An hour later they are still gone: failed, and its host no longer serves the site.
    await at(49 * 60 * MINUTE);
    expect(await domainOf(owner, hostname)).toMatchObject({
      state: 'FAILED',
      isActive: false,
      failureReason: `The TXT record _studio-verify.${hostname} was not found`,
      nextCheckDate: null,
    });
    expect((await ask(hostname)).statusCode).toBe(404);
  });

  it('retries after 1, 5 and 15 minutes, then hourly, and fails after 72 hours', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, hostname);
    const start = new Date(added.createdDate).getTime();
    const at = (ms: number) => checkDueDomains(context(), { now: new Date(start + ms) });
    const state = async () => (await domainOf(owner, hostname))!;

    await at(30_000);
    expect((await state()).lastCheckedDate).toBeNull();

    // Each check is due at the previous one plus its delay (the row was added a moment after start).
    const expectedWaits = [1, 5, 15, 60, 60].map((minutes) => minutes * MINUTE);
    for (const wait of expectedWaits.slice(1)) {
      const before = await state();
      await at(new Date(before.nextCheckDate!).getTime() - start);
      const after = await state();
      expect(after.state).toBe('PENDING');
      expect(after.failureReason).toBe(`The TXT record _studio-verify.${hostname} was not found`);
      expect(
        new Date(after.nextCheckDate!).getTime() - new Date(after.lastCheckedDate!).getTime(),
      ).toBe(wait);
    }

    await at(72 * 60 * MINUTE + MINUTE);
    const failed = await state();
    expect(failed).toMatchObject({
      state: 'FAILED',
      failureReason: `The TXT record _studio-verify.${hostname} was not found`,
      nextCheckDate: null,
    });

    // Checking by hand once the records exist brings it back, active.
    publish(failed);
    expect((await checkNow(owner, hostname)).json().state).toBe('ACTIVE');
  });

  it('activates a domain whose records appear, on its own', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, hostname);
    const start = new Date(added.createdDate).getTime();
    publish(added);
    await checkDueDomains(context(), { now: new Date(start + 2 * MINUTE) });
    expect(await domainOf(owner, hostname)).toMatchObject({ state: 'ACTIVE', isActive: true });
  });

  it('keeps a domain with the wrong token pending', async () => {
    const owner = await createOwner(app);
    const hostname = `www.${uniqueApex()}`;
    const added = await addOk(owner, hostname);
    const start = new Date(added.createdDate).getTime();
    publish(added);
    dns.set(`_studio-verify.${hostname}`, 'TXT', ['studio-verify=0123456789abcdef']);
    await checkDueDomains(context(), { now: new Date(start + 2 * MINUTE) });
    expect(await domainOf(owner, hostname)).toMatchObject({ state: 'PENDING' });
  });
});

describe('the TLS ask and the business’s own host', () => {
  it('answers 200 only for active custom domains and the product’s host', async () => {
    const owner = await createOwner(app);
    const active = `www.${uniqueApex()}`;
    publish(await addOk(owner, active));
    await checkNow(owner, active);
    const pending = `www.${uniqueApex()}`;
    await addOk(owner, pending);

    expect((await ask(active)).statusCode).toBe(200);
    expect((await ask(active.toUpperCase())).statusCode).toBe(200);
    expect((await ask(PRODUCT_HOST)).statusCode).toBe(200);
    expect((await ask(pending)).statusCode).toBe(404);
    expect((await ask('unknown.example.org')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/tls/ask' })).statusCode).toBe(404);
  });

  it('serves the business’s site at the root of an active custom domain, not elsewhere', async () => {
    const owner = await createOwner(app);
    const active = `www.${uniqueApex()}`;
    publish(await addOk(owner, active));
    await checkNow(owner, active);
    const pending = `www.${uniqueApex()}`;
    await addOk(owner, pending);
    const home = (host: string, url = '/') => app.inject({ method: 'GET', url, headers: { host } });

    // Nothing published yet: the business's name and its booking link, at the root, no redirect.
    const res = await home(`${active}:443`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`/book/${owner.business.slug}`);
    expect((await home(active, '/?utm_source=card')).statusCode).toBe(200);

    // The public booking API answers on that host as on the product's.
    const page = await app.inject({
      method: 'GET',
      url: `/api/public/businesses/${owner.business.slug}`,
      headers: { host: active },
    });
    expect(page.statusCode, page.body).toBe(200);

    // The product's host, a pending domain and hosts nobody has are not the site.
    for (const host of [PRODUCT_HOST, pending, 'unknown.example.org', 'localhost:3000']) {
      expect((await home(host)).body, host).not.toContain('Our website is on its way');
    }
  });
});
