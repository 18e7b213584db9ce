// What the client's confirmation email (and the owner's notice) says about paying: the same as
// the booking pages, from the shared payment terms. Without online payments nothing is taken at
// booking, so the email never reads 'Paid so far: $0.00' but says how the client will pay.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult, TPublicBooking } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { invoices } from '../orders/schema.ts';
import {
  createConnectedOwner,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-setup.ts';
import { sendDueEmails } from '../../test/send-due-emails.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

/** The text part with its lines joined: the text part wraps long lines. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

async function emailTo(app: FastifyInstance, businessId: string, to: string) {
  await sendDueEmails(app);
  const [mail] = await app.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.businessId, businessId), eq(emailOutbox.toAddress, to)));
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/** A $250 mini session with a 30% deposit due during booking, held and checked out. */
async function bookWithDeposit(app: FastifyInstance, owner: Owner) {
  const service = await createBookingService(app, owner, {
    packageFee: 25_000,
    feeCollectionMethod: 'PAYMENT_SCHEDULE',
    paymentSchedule: [
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
        dueInterval: 1,
        intervalUnit: 'DAYS',
      },
    ],
  });
  const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
  const hold = await holdSlot(app, service, slot!.id);
  const client = contactFields();
  const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
    packageId: service.packageId,
  });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${res.text}`);
  return { service, client, result: res.body };
}

describe('the booking confirmation email', () => {
  it('without online payments says how the client pays, with no paid 0 and nothing due now', async () => {
    const { app } = bed;
    const owner = await createOwner(app);
    const { client, result } = await bookWithDeposit(app, owner);
    if (result.status !== 'CONFIRMED') throw new Error('expected a confirmed booking');
    const manageToken = result.manageToken;
    const orderId = result.orderId;

    // The default workflow's booking confirmation, from the business's default template.
    const confirmation = await emailTo(app, owner.businessId, client.email);
    const text = oneLine(confirmation.text);
    expect(text).toContain('Total: $250.00');
    // No add-ons is a known, empty list: "None", not the four dashes of a missing value.
    expect(text).toMatch(/Add-ons: None/i);
    expect(text).toContain(`Payment: ${messages.payOffline}`);
    expect(text).not.toContain('Paid so far');
    expect(text).not.toContain('Still due');
    expect(confirmation.html).toContain('No payment is taken online. You’ll pay at the session');

    // The owner's notice tells the same story.
    const notice = await emailTo(app, owner.businessId, owner.business.email);
    expect(notice.text).toContain('Payment: Nothing was taken online');
    expect(notice.text).not.toContain('Paid online');

    // The manage link tells the page there is no online payment; the owner's invoices stay.
    const booking = await publicRequest<TPublicBooking>(
      app,
      'GET',
      `/api/public/bookings/${encodeURIComponent(manageToken)}`,
    );
    expect(booking.body).toMatchObject({ paysOnline: false, amountPaid: 0, grandTotal: 25_000 });
    const rows = await app.deps.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(rows.map((row) => [row.paymentMilestone, row.total, row.status]).sort()).toEqual([
      ['BEFORE_SHOOT_DATE', 17_500, 'PENDING'],
      ['DURING_BOOKING', 7_500, 'PENDING'],
    ]);
  });

  it('after an online deposit says what was paid and what is still due, and no offline note', async () => {
    const { app } = bed;
    const owner = await createConnectedOwner(app);
    const { client, result } = await bookWithDeposit(app, owner);
    if (result.status !== 'PAYMENT') throw new Error('expected the payment page');
    const paid = await fetch(result.paymentUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const confirmation = await emailTo(app, owner.businessId, client.email);
    const text = oneLine(confirmation.text);
    expect(text).toContain('Total: $250.00');
    expect(text).toContain('Paid so far: $75.00');
    expect(text).toContain('Still due: $175.00');
    expect(text).not.toContain(messages.payOffline);
    const notice = await emailTo(app, owner.businessId, owner.business.email);
    expect(notice.text).toContain('Paid online: $75.00');
    expect(notice.text).not.toContain('Nothing was taken online');
  });
});
