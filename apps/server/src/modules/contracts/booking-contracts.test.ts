// Contracts signed while booking, through the public API on a real database: the drafts for a held
// time, the checkout that needs them signed as they read now (refused otherwise, the hold kept),
// the shoot's contracts recorded signed and sealed, a hold that ran out, and a paid booking that
// records what was signed and emails the rest.
import crypto from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult, THold } from '@studio/shared/booking/contracts';
import type {
  TBookingContract,
  TBookingContractDraft,
  TShootContract,
} from '@studio/shared/contracts/contracts';
import type { TBookingContractSignature } from '@studio/shared/contracts/requests';
import { messages } from '@studio/shared/messages';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { clientAddress, holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { drawnSignatureDataUrl } from '../../test/factories/contract-document.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService, type BookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { pdfPagesText } from '../../test/pdf-reading.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { businesses } from '../businesses/schema.ts';
import { orders } from '../orders/schema.ts';
import { packages } from '../packages/schema.ts';
import { checkouts } from '../payments/schema.ts';
import {
  createConnectedOwner,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-setup.ts';
import { slots } from '../scheduling/schema.ts';
import { verifySealedPdf } from './seal.ts';
import { shootContracts } from './schema.ts';
import { sealDueContracts } from './sealing-queue.ts';

let bed: PaymentsTestbed;
let app: FastifyInstance;

beforeAll(async () => {
  bed = await startPaymentsTestbed();
  app = bed.app;
});

afterAll(() => bed.close());

const CLIENT_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15';
const AGREEMENT =
  '<h2>Agreement</h2><p>Between [Business Name] and [Client Full Name] ([Client First Name], ' +
  '[Client Email], [Client Phone]) for [Service Name], [Package Name], on [Shoot Date] from ' +
  '[Shoot Time] to [Shoot End Time] ([Shoot Time Zone], [Shoot Duration]).</p>' +
  '<p>Package price: [Package Price]. Total: [Total Fee]. Your booking: [Booking Manage Link].</p>';

type Setup = {
  owner: Owner;
  api: ApiClient;
  service: BookingService;
  templateIds: string[];
  slotId: string;
  hold: THold;
  client: { fullName: string; email: string; phone: string };
};

/** A service with the given contracts attached (none: no contracts), and a client's hold. */
async function heldBooking(
  options: { owner?: Owner; contents?: string[]; timeZone?: string } = {},
): Promise<Setup> {
  const owner = options.owner ?? (await createOwner(app));
  if (options.timeZone) {
    await app.deps.db
      .update(businesses)
      .set({ timeZone: options.timeZone })
      .where(eq(businesses.id, owner.businessId));
    owner.business = { ...owner.business, timeZone: options.timeZone };
  }
  const api = apiClient(app, owner);
  const service = await createBookingService(app, owner, { packageFee: 20_000 });
  const templateIds: string[] = [];
  for (const [index, content] of (options.contents ?? [AGREEMENT]).entries()) {
    const template = await api.post<{ id: string }>('/api/contract-templates', {
      name: `Agreement ${index + 1}`,
      content,
    });
    expect(template.status).toBeLessThan(300);
    await attach({ api, service }, template.body.id);
    templateIds.push(template.body.id);
  }
  const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
  const hold = await holdSlot(app, service, slot!.id);
  const client = contactFields({ fullName: `Ada ${crypto.randomBytes(3).toString('hex')} Client` });
  return {
    owner,
    api,
    service,
    templateIds,
    slotId: slot!.id,
    hold,
    client: { fullName: client.fullName, email: client.email!, phone: client.phone! },
  };
}

async function attach(setup: Pick<Setup, 'api' | 'service'>, templateId: string) {
  const attached = await setup.api.post(`/api/services/${setup.service.id}/service-contract`, {
    contractTemplateId: templateId,
  });
  expect(attached.status).toBeLessThan(300);
}

async function readDrafts(setup: Setup) {
  return publicRequest<TBookingContractDraft[] & { detail?: string; alternatives?: unknown[] }>(
    app,
    'POST',
    `${setup.service.path}/contracts`,
    { ...setup.client, holdToken: setup.hold.holdToken, packageId: setup.service.packageId },
  );
}

async function draftsOf(setup: Setup): Promise<TBookingContractDraft[]> {
  const res = await readDrafts(setup);
  expect(res.status).toBe(200);
  return res.body;
}

const viewedAt = () => new Date(Date.now() - 90_000).toISOString();

function signed(
  drafts: TBookingContractDraft[],
  fullName: string,
  opened: string = viewedAt(),
): TBookingContractSignature[] {
  return drafts.map((draft) => ({
    templateId: draft.templateId,
    contentSha256: draft.contentSha256,
    fullName,
    signature: { kind: 'typed', name: fullName },
    consent: true,
    viewedAt: opened,
  }));
}

async function checkout(setup: Setup, contracts?: TBookingContractSignature[]) {
  const res = await app.inject({
    method: 'POST',
    url: `${setup.service.path}/checkout`,
    remoteAddress: clientAddress(),
    headers: { 'user-agent': CLIENT_AGENT },
    payload: {
      ...setup.client,
      holdToken: setup.hold.holdToken,
      packageId: setup.service.packageId,
      ...(contracts ? { contracts } : {}),
    },
  });
  return { status: res.statusCode, body: res.json<TCheckoutResult & { detail?: string }>() };
}

async function slotOf(setup: Setup) {
  const [row] = await app.deps.db.select().from(slots).where(eq(slots.id, setup.slotId));
  return row!;
}

async function ordersOf(setup: Setup) {
  return app.deps.db.select().from(orders).where(eq(orders.businessId, setup.owner.businessId));
}

async function rowsOf(orderId: string) {
  return app.deps.db
    .select()
    .from(shootContracts)
    .where(eq(shootContracts.orderId, orderId))
    .orderBy(asc(shootContracts.sortIndex));
}

async function ownerContracts(setup: Setup, orderId: string): Promise<TShootContract[]> {
  const res = await setup.api.get<TShootContract[]>(`/api/orders/${orderId}/contracts`);
  expect(res.status).toBe(200);
  return res.body;
}

function confirmedOrderId(res: { status: number; body: TCheckoutResult }): string {
  expect(res.status).toBe(200);
  if (res.body.status !== 'CONFIRMED') throw new Error(`expected CONFIRMED: ${res.body.status}`);
  return res.body.orderId;
}

/** The slot still held by the client's hold: nothing was booked. */
async function expectStillHeld(setup: Setup) {
  const slot = await slotOf(setup);
  expect(slot.status).toBe('BOOKING');
  expect(slot.orderId).toBeNull();
  expect(slot.holdTokenHash).not.toBeNull();
  expect(slot.lockoutEnd!.getTime()).toBeGreaterThan(Date.now());
  expect(await ordersOf(setup)).toEqual([]);
}

describe('contracts signed while booking', () => {
  it('are drafted for the held time with the client, business, service and package', async () => {
    const setup = await heldBooking({ timeZone: 'America/New_York' });
    const [pkg] = await app.deps.db
      .select({ name: packages.name, totalFee: packages.totalFee })
      .from(packages)
      .where(eq(packages.id, setup.service.packageId!));
    const [draft, ...others] = await draftsOf(setup);
    expect(others).toEqual([]);
    expect(draft!.templateId).toBe(setup.templateIds[0]);
    expect(draft!.name).toBe('Agreement 1');
    const start = new Date(setup.hold.startTime);
    const zone = 'America/New_York';
    const date = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(start);
    const time = (instant: Date) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
        .format(instant)
        .replace(/\u202f/g, ' ');
    const text = draft!.content.replace(/\u202f/g, ' ');
    const firstName = setup.client.fullName.split(' ')[0]!;
    expect(text).toContain(
      `Between ${setup.owner.business.name} and ${setup.client.fullName} (${firstName}, ` +
        `${setup.client.email}, ${setup.client.phone})`,
    );
    expect(text).toContain(`, ${pkg!.name}, on ${date} from ${time(start)} to `);
    expect(text).toContain(`${time(new Date(setup.hold.endTime))} (${zone}, 30 minutes)`);
    // The package's list price is known; the totals and links may change before the booking is
    // made: they show as missing.
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      pkg!.totalFee / 100,
    );
    expect(text).toContain(`Package price: ${price}. Total: ----. Your booking: ----.`);
    expect(draft!.contentSha256).toBe(
      crypto.createHash('sha256').update(draft!.content, 'utf8').digest('hex'),
    );
  });

  it('refuses a checkout without them, keeps the hold, and books them signed and sealed', async () => {
    const setup = await heldBooking();
    const drafts = await draftsOf(setup);

    const unsigned = await checkout(setup);
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.detail).toBe(messages.contractsUnsigned);
    await expectStillHeld(setup);

    const opened = viewedAt();
    const orderId = confirmedOrderId(
      await checkout(setup, signed(drafts, setup.client.fullName, opened)),
    );
    const [row, ...more] = await rowsOf(orderId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      templateId: setup.templateIds[0],
      isFromService: true,
      state: 'CLIENT_SIGNED',
      content: drafts[0]!.content,
      contentSha256: drafts[0]!.contentSha256,
      clientName: setup.client.fullName,
      clientEmail: setup.client.email,
      sentAt: null,
      isCountersignRequired: false,
    });
    expect(row!.viewedAt?.toISOString()).toBe(opened);
    expect(row!.client).toMatchObject({
      fullName: setup.client.fullName,
      email: setup.client.email,
      signature: { kind: 'typed', name: setup.client.fullName },
      userAgent: CLIENT_AGENT,
      viewedAt: opened,
      signedContentSha256: drafts[0]!.contentSha256,
    });
    expect(row!.client!.ipAddress).toMatch(/^10\./);

    // The shoot page shows it once (preparing the service's contracts does not add it again).
    const [listed, ...again] = await ownerContracts(setup, orderId);
    expect(again).toEqual([]);
    expect(listed!.state).toBe('CLIENT_SIGNED');
    expect(listed!.events.map((event) => event.type)).toEqual(['VIEWED', 'CLIENT_SIGNED']);

    expect(await sealDueContracts(app.deps)).toBeGreaterThanOrEqual(1);
    const [done] = await ownerContracts(setup, orderId);
    expect(done!.state).toBe('COMPLETED');
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/contracts/${done!.id}/pdf`,
      headers: setup.owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(verifySealedPdf(pdf.rawPayload).isValid).toBe(true);
    const text = (await pdfPagesText(pdf.rawPayload)).join('\n');
    expect(text).toContain(setup.client.fullName);
    expect(text).toContain(drafts[0]!.contentSha256);

    // The client finds it, sealed, on the booking's manage page.
    const manage = await publicRequest<TBookingContract[]>(
      app,
      'GET',
      `/api/public/bookings/${encodeURIComponent(app.deps.signedTokens.manageToken(orderId))}/contracts`,
    );
    expect(manage.body).toMatchObject([
      { name: 'Agreement 1', state: 'COMPLETED', isToSign: false, isPdfReady: true },
    ]);
  });

  it('refuses a contract edited after it was read, keeps the hold, and books once read again', async () => {
    const setup = await heldBooking();
    const read = await draftsOf(setup);
    const edited = await setup.api.put(`/api/contract-templates/${setup.templateIds[0]}`, {
      name: 'Agreement 1',
      content: `${AGREEMENT}<p>A cancellation fee applies.</p>`,
      isPrivate: false,
    });
    expect(edited.status).toBe(200);

    const stale = await checkout(setup, signed(read, setup.client.fullName));
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(messages.contractsChangedDuringBooking);
    await expectStillHeld(setup);

    const reread = await draftsOf(setup);
    expect(reread[0]!.content).toContain('A cancellation fee applies.');
    const orderId = confirmedOrderId(await checkout(setup, signed(reread, setup.client.fullName)));
    const [row] = await rowsOf(orderId);
    expect(row!.content).toContain('A cancellation fee applies.');
  });

  it('answers a hold that ran out while signing as the checkout answers it', async () => {
    const setup = await heldBooking();
    const drafts = await draftsOf(setup);
    await app.deps.db
      .update(slots)
      .set({ lockoutEnd: new Date(Date.now() - 1000) })
      .where(eq(slots.id, setup.slotId));

    const again = await readDrafts(setup);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.holdExpired);
    expect(Array.isArray(again.body.alternatives)).toBe(true);

    const late = await checkout(setup, signed(drafts, setup.client.fullName));
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(messages.holdExpired);
    expect(await ordersOf(setup)).toEqual([]);
  });

  it('refuses a drawn signature that is not an image', async () => {
    const setup = await heldBooking();
    const drafts = await draftsOf(setup);
    const [signature] = signed(drafts, setup.client.fullName);
    const res = await checkout(setup, [
      { ...signature!, signature: { kind: 'drawn', pngDataUrl: 'data:image/png;base64,AAAA' } },
    ]);
    expect(res.status).toBe(400);
    await expectStillHeld(setup);
    const drawn = await drawnSignatureDataUrl();
    const orderId = confirmedOrderId(
      await checkout(setup, [{ ...signature!, signature: { kind: 'drawn', pngDataUrl: drawn } }]),
    );
    expect((await rowsOf(orderId))[0]!.client!.signature.kind).toBe('drawn');
  });

  it('waits for the countersignature when the business countersigns', async () => {
    const setup = await heldBooking();
    const on = await app.inject({
      method: 'POST',
      url: '/api/options/countersign-contracts',
      headers: setup.owner.headers,
    });
    expect(on.statusCode).toBe(204);
    const drafts = await draftsOf(setup);
    const orderId = confirmedOrderId(await checkout(setup, signed(drafts, setup.client.fullName)));
    await sealDueContracts(app.deps);
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ state: 'CLIENT_SIGNED', isCountersignRequired: true });
    expect(row!.sealDueAt).toBeNull();
    const asked = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, setup.owner.business.email),
          eq(emailOutbox.subject, `${setup.client.fullName} signed Agreement 1`),
        ),
      );
    expect(asked).toHaveLength(1);
  });

  it('books a service without contracts as before', async () => {
    const setup = await heldBooking({ contents: [] });
    expect(await draftsOf(setup)).toEqual([]);
    const orderId = confirmedOrderId(await checkout(setup));
    expect(await rowsOf(orderId)).toEqual([]);
    expect((await slotOf(setup)).status).toBe('BOOKED');
  });
});

describe('contracts of a booking paid online', () => {
  async function payingBooking(contents: string[]) {
    const owner = await createConnectedOwner(app);
    return heldBooking({ owner, contents });
  }

  async function pay(checkoutId: string): Promise<string> {
    const { session } = bed.sessionOf(checkoutId);
    const delivery = await bed.stripe.pay(session.id);
    expect(delivery.status).toBe(200);
    const [row] = await app.deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row?.status).toBe('COMPLETED');
    return row!.orderId!;
  }

  function paymentOf(res: { status: number; body: TCheckoutResult }): string {
    expect(res.status).toBe(200);
    if (res.body.status !== 'PAYMENT') throw new Error(`expected PAYMENT: ${res.body.status}`);
    return res.body.checkoutId;
  }

  it('refuses unsigned contracts before the payment page, and records them signed once paid', async () => {
    const setup = await payingBooking([AGREEMENT]);
    const drafts = await draftsOf(setup);
    const unsigned = await checkout(setup);
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.detail).toBe(messages.contractsUnsigned);
    const opened = await app.deps.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.businessId, setup.owner.businessId));
    expect(opened).toEqual([]);
    await expectStillHeld(setup);

    const checkoutId = paymentOf(await checkout(setup, signed(drafts, setup.client.fullName)));
    const orderId = await pay(checkoutId);
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ state: 'CLIENT_SIGNED', contentSha256: drafts[0]!.contentSha256 });
    // Signed from the browser that checked out, though recorded when the payment arrived.
    expect(row!.client).toMatchObject({ userAgent: CLIENT_AGENT });
    expect(row!.client!.ipAddress).toMatch(/^10\./);
  });

  it('emails the contracts of a paid booking whose time was lost: they named a time it no longer has', async () => {
    const setup = await payingBooking([AGREEMENT]);
    const drafts = await draftsOf(setup);
    const checkoutId = paymentOf(await checkout(setup, signed(drafts, setup.client.fullName)));
    // The time went to someone else while the client paid.
    await app.deps.db
      .update(slots)
      .set({ status: 'AVAILABLE', holdTokenHash: null, lockoutEnd: null })
      .where(eq(slots.id, setup.slotId));

    const orderId = await pay(checkoutId);
    const [order] = await app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.startTime).toBeNull();
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ state: 'SENT', client: null });
    expect(row!.content).not.toBe(drafts[0]!.content);
    const links = await app.deps.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, setup.client.email), like(emailOutbox.text, '%/contract/%')),
      );
    expect(links).toHaveLength(1);
  });

  it('never refuses a paid booking: a contract changed or added meanwhile is emailed to sign', async () => {
    const setup = await payingBooking([AGREEMENT, '<p>Model release for [Client Full Name]</p>']);
    const drafts = await draftsOf(setup);
    const checkoutId = paymentOf(await checkout(setup, signed(drafts, setup.client.fullName)));

    // While the client pays, the photographer edits the release and attaches another contract.
    const edited = await setup.api.put(`/api/contract-templates/${setup.templateIds[1]}`, {
      name: 'Agreement 2',
      content: '<p>Model release, revised, for [Client Full Name]</p>',
      isPrivate: false,
    });
    expect(edited.status).toBe(200);
    const added = await setup.api.post<{ id: string }>('/api/contract-templates', {
      name: 'Agreement 3',
      content: '<p>Pet policy</p>',
    });
    await attach(setup, added.body.id);

    const orderId = await pay(checkoutId);
    const rows = await rowsOf(orderId);
    expect(rows.map((row) => [row.name, row.state])).toEqual([
      ['Agreement 1', 'CLIENT_SIGNED'],
      ['Agreement 2', 'SENT'],
      ['Agreement 3', 'SENT'],
    ]);
    expect(rows[1]!.content).toContain('revised');
    const links = await app.deps.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, setup.client.email), like(emailOutbox.text, '%/contract/%')),
      );
    expect(links).toHaveLength(2);
    const listed = await ownerContracts(setup, orderId);
    expect(listed.map((contract) => contract.state)).toEqual(['CLIENT_SIGNED', 'SENT', 'SENT']);
  });
});
