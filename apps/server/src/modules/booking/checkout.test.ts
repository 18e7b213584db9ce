import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult, TQuote } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { testApp } from '../../test/harness.ts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { coupons } from '../coupons/schema.ts';
import { customers } from '../customers/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { options } from '../options/schema.ts';
import { invoices, orderActivities, orderAddons, orders } from '../orders/schema.ts';
import { questionnaireTemplates } from '../questionnaires/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';
import { sendDueEmails } from '../../test/send-due-emails.ts';

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterAll(async () => {
  await app.close();
});

const depositSchedule = [
  {
    milestone: 'DURING_BOOKING',
    amount: 3000,
    isFixed: false,
    dueInterval: 1,
    intervalUnit: 'DAYS',
  },
  {
    milestone: 'BEFORE_SHOOT_DATE',
    amount: 7000,
    isFixed: false,
    dueInterval: 7,
    intervalUnit: 'DAYS',
  },
];

async function rowsOf(orderId: string) {
  const { db } = app.deps;
  return {
    order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
    invoices: await db.select().from(invoices).where(eq(invoices.orderId, orderId)),
    activities: await db.select().from(orderActivities).where(eq(orderActivities.orderId, orderId)),
    slots: await db.select().from(slots).where(eq(slots.orderId, orderId)),
  };
}

describe('checkout without online payment', () => {
  it('confirms everything in one transaction: slot, order, customer, invoices, activity, notification, emails', async () => {
    const { db } = app.deps;
    const service = await createBookingService(app, owner, {
      packageFee: 20_000,
      addons: [{ name: 'Prints', fee: 1_500, maxQuantity: 3 }],
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      paymentSchedule: depositSchedule,
    });
    const [template] = await db
      .insert(questionnaireTemplates)
      .values({
        businessId: owner.businessId,
        type: 'BOOKING',
        name: 'Before the shoot',
        fields: [
          {
            id: 'kids',
            type: 'SHORT_TEXT',
            label: 'Names of the children',
            isRequired: true,
            options: [],
          },
        ],
      })
      .returning({ id: questionnaireTemplates.id });
    await db
      .update(services)
      .set({ bookingQuestionnaireTemplateId: template!.id })
      .where(eq(services.id, service.id));
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    await db
      .update(slots)
      .set({ isPremium: true, premiumFee: 2_500 })
      .where(eq(slots.id, slot!.id));
    const existing = contactFields();
    await db.insert(customers).values({
      businessId: owner.businessId,
      fullName: existing.fullName,
      email: existing.email,
      emailKey: existing.email.toLowerCase(),
    });
    const hold = await holdSlot(app, service, slot!.id);

    const missingAnswer = await publicRequest<{ errors: { field: string }[] }>(
      app,
      'POST',
      `${service.path}/checkout`,
      { ...existing, holdToken: hold.holdToken, packageId: service.packageId },
    );
    expect(missingAnswer.status).toBe(400);
    expect(missingAnswer.body.errors[0]?.field).toBe('answers.kids');

    const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      ...existing,
      email: existing.email.toUpperCase(),
      holdToken: hold.holdToken,
      packageId: service.packageId,
      addons: [{ addonId: service.addonIds[0], quantity: 2 }],
      answers: { kids: 'Mia and Leo' },
      clientTimeZone: 'America/New_York',
    });
    expect(res.status).toBe(200);
    if (res.body.status !== 'CONFIRMED') throw new Error('expected CONFIRMED');
    const { orderId, manageToken } = res.body;
    expect(orderId).toMatch(/^O[A-Z2-7]{10}$/);
    expect(app.deps.signedTokens.orderIdOf(manageToken)).toBe(orderId);

    const rows = await rowsOf(orderId);
    expect(rows.slots).toHaveLength(1);
    expect(rows.slots[0]).toMatchObject({
      id: slot!.id,
      status: 'BOOKED',
      lockoutEnd: null,
      holdTokenHash: null,
    });
    const [customer] = await db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.businessId, owner.businessId),
          eq(customers.emailKey, existing.email.toLowerCase()),
        ),
      );
    expect(rows.order).toMatchObject({
      source: 'CLIENT',
      clientTimeZone: 'America/New_York',
      customerId: customer!.id,
      totalFee: 20_000 + 2_500 + 3_000,
      grandTotal: 25_500,
      amountPaid: 0,
      answers: [
        {
          fieldId: 'kids',
          type: 'SHORT_TEXT',
          label: 'Names of the children',
          value: 'Mia and Leo',
        },
      ],
    });
    expect(
      rows.invoices
        .map((invoice) => [invoice.paymentMilestone, invoice.total, invoice.status])
        .sort(),
    ).toEqual([
      ['BEFORE_SHOOT_DATE', 17_850, 'PENDING'],
      ['DURING_BOOKING', 7_650, 'PENDING'],
    ]);
    const booked = rows.activities.find((activity) => activity.type === 'BOOKED');
    expect(booked).toMatchObject({ actorAccountId: null, actorName: existing.fullName });
    const [notification] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/shoots/${orderId}`));
    expect(notification).toMatchObject({
      type: 'BOOKED',
      businessId: owner.businessId,
      serviceId: service.id,
    });
    await sendDueEmails(app);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.text} like ${`%${orderId}%`}`);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [existing.email, owner.business.email].sort(),
    );
    const confirmation = mails.find((mail) => mail.toAddress !== owner.business.email);
    expect(confirmation?.text).toContain(`/booking/${manageToken}`);
    // The time in the business's zone, and the same time as it reads where the client booked from.
    const text = confirmation?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toMatch(/Time: \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M \(UTC\)/);
    const newYork = (instant: Date) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        minute: '2-digit',
      }).format(instant);
    const bookedSlot = rows.slots[0]!;
    expect(text).toContain(
      `Your time: ${newYork(bookedSlot.startTime)} to ${newYork(bookedSlot.endTime)} (America/New_York)`,
    );
    expect(confirmation?.html).not.toContain('<script');
    // The shoot reminder gives the client's own time too.
    const previews = await app.inject({
      method: 'GET',
      url: `/api/email-templates/orders/${orderId}`,
      headers: owner.headers,
    });
    const reminder = previews
      .json<{ kind: string | null; text: string }[]>()
      .find((preview) => preview.kind === 'SHOOT_REMINDER');
    expect(reminder?.text.replace(/\s+/g, ' ')).toContain(
      `Your time: ${newYork(bookedSlot.startTime)} to ${newYork(bookedSlot.endTime)} (America/New_York)`,
    );

    // The hold is used up: the same token cannot book again.
    const replay = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `${service.path}/checkout`,
      {
        ...existing,
        holdToken: hold.holdToken,
        packageId: service.packageId,
        answers: { kids: 'Mia' },
      },
    );
    expect(replay.status).toBe(409);
    expect(replay.body.detail).toBe(messages.holdExpired);
  });

  it("says the client's own time only when it reads differently; an unknown zone is dropped, not refused", async () => {
    const service = await createBookingService(app, owner, { packageFee: null });
    const confirmationFor = async (clientTimeZone: string) => {
      const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
      const hold = await holdSlot(app, service, slot!.id);
      const client = contactFields();
      const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
        ...client,
        holdToken: hold.holdToken,
        clientTimeZone,
      });
      expect(res.status).toBe(200);
      if (res.body.status !== 'CONFIRMED') throw new Error('expected CONFIRMED');
      await sendDueEmails(app);
      const [mail] = await app.deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, client.email));
      return { order: (await rowsOf(res.body.orderId)).order, text: mail?.text ?? '' };
    };

    // Another name for the business's zone (UTC): the times read the same, so no second line.
    const sameTime = await confirmationFor('Etc/UTC');
    expect(sameTime.order?.clientTimeZone).toBe('Etc/UTC');
    expect(sameTime.text).toMatch(/Time: \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M \(UTC\)/);
    expect(sameTime.text).not.toContain('Your time');

    const unknown = await confirmationFor('Mars/Olympus_Mons');
    expect(unknown.order?.clientTimeZone).toBeNull();
    expect(unknown.text).not.toContain('Your time');
  });

  it('refuses a stale or foreign hold token and leaves nothing behind', async () => {
    const { db } = app.deps;
    const service = await createBookingService(app, owner, { packageFee: null });
    const other = await createBookingService(app, owner, { packageFee: null });
    const [slot, spare] = await createSlots(app, owner, { serviceId: service.id, count: 2 });
    const [otherSlot] = await createSlots(app, owner, { serviceId: other.id, count: 1 });
    const hold = await holdSlot(app, service, slot!.id);
    const foreign = await holdSlot(app, other, otherSlot!.id);
    const client = contactFields();

    const wrongService = await publicRequest<{ detail: string; alternatives: unknown[] }>(
      app,
      'POST',
      `${service.path}/checkout`,
      { ...client, holdToken: foreign.holdToken },
    );
    expect(wrongService.status).toBe(409);
    expect(wrongService.body.detail).toBe(messages.holdExpired);

    const tampered = `${hold.holdToken.slice(0, -1)}${hold.holdToken.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (
        await publicRequest(app, 'POST', `${service.path}/checkout`, {
          ...client,
          holdToken: tampered,
        })
      ).status,
    ).toBe(409);

    await db
      .update(slots)
      .set({ lockoutEnd: sql`now() - interval '1 second'` })
      .where(eq(slots.id, slot!.id));
    const stale = await publicRequest<{ detail: string; alternatives: { slotId: string }[] }>(
      app,
      'POST',
      `${service.path}/checkout`,
      { ...client, holdToken: hold.holdToken },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(messages.holdExpired);
    expect(stale.body.alternatives.map((time) => time.slotId)).toContain(spare!.id);
    const made = await db.select().from(orders).where(eq(orders.email, client.email));
    expect(made).toHaveLength(0);
    expect((await db.select().from(slots).where(eq(slots.id, slot!.id)))[0]?.orderId).toBeNull();
  });

  it('a coupon that cannot be used refuses the checkout and keeps the hold; a good one is counted once', async () => {
    const { db } = app.deps;
    const service = await createBookingService(app, owner, { packageFee: 10_000 });
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const code = `SAVE${Date.now() % 100000}`;
    await db.insert(coupons).values({
      businessId: owner.businessId,
      code,
      codeKey: code,
      amount: 1_000,
      isFixed: true,
      usageLimit: 1,
    });
    const hold = await holdSlot(app, service, slot!.id);
    const client = contactFields();
    const bad = await publicRequest<{ errors: { field: string; message: string }[] }>(
      app,
      'POST',
      `${service.path}/checkout`,
      { ...client, holdToken: hold.holdToken, packageId: service.packageId, couponCode: 'NOPE' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ field: 'couponCode', message: messages.couponNotFound });
    expect((await db.select().from(slots).where(eq(slots.id, slot!.id)))[0]?.status).toBe(
      'BOOKING',
    );

    const quote = await publicRequest<TQuote>(
      app,
      'POST',
      `/api/public/businesses/${owner.business.slug}/quote`,
      {
        serviceSlug: service.slug,
        slotId: slot!.id,
        packageId: service.packageId,
        couponCode: 'NOPE',
      },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.couponError).toBe(messages.couponNotFound);
    expect(quote.body.breakdown.total).toBe(10_000);

    const good = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      ...client,
      holdToken: hold.holdToken,
      packageId: service.packageId,
      couponCode: code.toLowerCase(),
    });
    expect(good.status).toBe(200);
    if (good.body.status !== 'CONFIRMED') throw new Error('expected CONFIRMED');
    const { order } = await rowsOf(good.body.orderId);
    expect(order).toMatchObject({ totalCouponDiscount: 1_000, grandTotal: 9_000 });
    const [coupon] = await db.select().from(coupons).where(eq(coupons.codeKey, code));
    expect(coupon?.usedCount).toBe(1);
  });

  it('stores no notification when the owner turned bookings off', async () => {
    const { db } = app.deps;
    const quiet = await createOwner(app);
    await db.insert(options).values({
      businessId: quiet.businessId,
      name: 'notifications',
      value: { disabledAll: false, disabledTypes: ['BOOKED'] },
    });
    const service = await createBookingService(app, quiet, { packageFee: null });
    const [slot] = await createSlots(app, quiet, { serviceId: service.id, count: 1 });
    const hold = await holdSlot(app, service, slot!.id);
    const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      ...contactFields(),
      holdToken: hold.holdToken,
    });
    expect(res.status).toBe(200);
    const stored = await db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, quiet.businessId));
    expect(stored).toHaveLength(0);
  });

  it('sums the repeated lines of an add-on: listing it three times takes no more than its maximum', async () => {
    const { db } = app.deps;
    const service = await createBookingService(app, owner, {
      packageFee: 20_000,
      addons: [{ name: 'Prints', fee: 1_500, maxQuantity: 2 }],
    });
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const line = { addonId: service.addonIds[0], quantity: 2 };
    const quoted = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `/api/public/businesses/${owner.business.slug}/quote`,
      { serviceSlug: service.slug, packageId: service.packageId, addons: [line, line, line] },
    );
    expect(quoted.status).toBe(400);
    expect(quoted.body.detail).toBe(messages.quantityMax(2));
    const hold = await holdSlot(app, service, slot!.id);
    const client = contactFields();
    const refused = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `${service.path}/checkout`,
      {
        ...client,
        holdToken: hold.holdToken,
        packageId: service.packageId,
        addons: [line, line, line],
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(messages.quantityMax(2));
    expect(await db.select().from(orders).where(eq(orders.email, client.email))).toHaveLength(0);
    // Two lines of one within the maximum book one line of two, priced once each.
    const booked = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      ...client,
      holdToken: hold.holdToken,
      packageId: service.packageId,
      addons: [
        { addonId: service.addonIds[0], quantity: 1 },
        { addonId: service.addonIds[0], quantity: 1 },
      ],
    });
    expect(booked.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.email, client.email));
    expect(order?.totalFee).toBe(20_000 + 2 * 1_500);
    const lines = await db.select().from(orderAddons).where(eq(orderAddons.orderId, order!.id));
    expect(lines.map((row) => row.quantity)).toEqual([2]);
  });
});
