// Confirming a client's booking, inside one transaction: the held slot becomes BOOKED with the new
// order (conditional on the same hold token and a live lockout), then the shared order builder,
// the BOOKED notification, the shoot's workflow (its booking confirmation is due at once) and the
// owner's notice as an outbox row. Any failure
// rolls everything back and the hold stays as it was. The payment webhook calls
// confirmBookingCheckout in its own transaction once the checkout turned COMPLETED.
import { z } from 'zod';
import { ZCheckoutRequest } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { formatMoney } from '@studio/shared/money';
import { shootFee } from '@studio/shared/pricing/price';
import { validateAnswers } from '@studio/shared/questionnaires/answers';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { isTimeZone } from '@studio/shared/validation';
import type { Transaction } from '../../db/client.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { recordNewsletterConsent } from '../customers/service.ts';
import { queueBookingPurchase } from '../facebook/service.ts';
import { queueNewsletterSignup } from '../newsletters/service.ts';
import { createNotification } from '../notifications/service.ts';
import { recordActivity, type Actor } from '../orders/activities.ts';
import {
  buildOrder,
  validateChoices,
  type OrderLine,
  type PackageRow,
} from '../orders/order-builder.ts';
import { newOrderId } from '../orders/service.ts';
import { shootLifecycle } from '../orders/shoot-lifecycle.ts';
import { presentPackage } from '../packages/presenter.ts';
import { getPaymentSettings, type PaymentSettings } from '../payment-settings/service.ts';
import { onlinePaymentsOf, type CheckoutRow } from '../payments/service.ts';
import type { BookingCheckoutHooks, Paid } from '../payments/webhook-service.ts';
import type { ShootSlot } from '../scheduling/order-slots.ts';
import { bookHeldSlot } from '../scheduling/holds.ts';
import { requireServiceOfAnyState } from '../services/booking-queries.ts';
import type { ServiceRow } from '../services/lookup.ts';
import { ownerBookingNoticeEmail } from './emails.ts';
import { holdTokenHash, slotIdOfHoldToken } from './hold-tokens.ts';
import { releaseHeldSlot } from './holds.ts';
import {
  contractFactsOf,
  UNKNOWN_ORIGIN,
  type BookingContractPort,
  type SigningOrigin,
} from './contract-port.ts';
import { bookingFieldsOf } from './public-service.ts';
import type { BookingLinks } from './links.ts';
import { TakenError } from './taken.ts';

export type CheckoutInput = z.output<typeof ZCheckoutRequest>;
export type BookingContext = {
  business: BusinessRow;
  service: ServiceRow;
  settings: PaymentSettings;
  /** The links in emails and the payment page's returns. */
  links: BookingLinks;
  /** The service's contracts the client signs while booking. */
  contracts: BookingContractPort;
};

/** How a hold is confirmed: paid online (the webhook), and where the client checked out from. */
export type ConfirmOptions = { paid?: Paid | null; origin?: SigningOrigin | null };

/** The client's choices checked against the service: package, add-ons and booking answers. */
export async function checkChoices(
  tx: Transaction,
  service: ServiceRow,
  request: CheckoutInput,
  options: { isLenient?: boolean } = {},
): Promise<{ pkg: PackageRow | null; lines: OrderLine[]; answers: TStoredAnswer[] }> {
  const { pkg, lines } = await validateChoices(tx, service, request);
  const fields = await bookingFieldsOf(tx, service);
  const checked = validateAnswers(fields, request.answers);
  if (checked.ok) return { pkg, lines, answers: checked.stored };
  // A paid booking is never refused for its answers (the questionnaire may have changed while the
  // client paid): what was answered to a known question is kept as given.
  if (options.isLenient) {
    const answers = fields.flatMap((field) => {
      const value = request.answers[field.id];
      return value === undefined
        ? []
        : [{ fieldId: field.id, type: field.type, label: field.label, value }];
    });
    return { pkg, lines, answers };
  }
  throw new AppError('VALIDATION', checked.errors.map((e) => e.message).join('; '), {
    errors: checked.errors,
  });
}

/** The price of the choice on the shoot's date, as the shared pricing module makes it. */
export function feeOf(
  pkg: PackageRow | null,
  lines: readonly OrderLine[],
  slot: Pick<ShootSlot, 'isPremium' | 'premiumFee'> | null,
) {
  return ({ onDate, isDiscountUsed }: { onDate: string; isDiscountUsed: boolean }) => {
    const presented = pkg ? presentPackage(pkg) : null;
    return shootFee({
      pkg: presented && !isDiscountUsed ? { ...presented, discount: null } : presented,
      onDate,
      slotPremiumFee: slot?.isPremium ? slot.premiumFee : 0,
      addons: lines,
    });
  };
}

/**
 * The zone the client's browser reported, kept only when this server knows it: an unknown name
 * (a browser newer than the server's time zone data) must not refuse a booking, so it is dropped.
 */
function clientZoneOf(request: CheckoutInput): string | null {
  const zone = request.clientTimeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/** 'Jun 10, 2031, 9:30 AM (Europe/Berlin)'. */
export function whenIn(instant: Date, timeZone: string): string {
  return `${describeInstant(timeZone)(instant)} (${timeZone})`;
}

/**
 * Confirms the client's hold as a booking in the caller's transaction and answers the order id.
 * Without `paid` a lost hold refuses (409 holdExpired), and so do contracts of the service not
 * signed as they read now; with it the order is made without a time, and its contracts not signed
 * go to the client by email.
 */
export async function confirmHold(
  tx: Transaction,
  context: BookingContext,
  request: CheckoutInput,
  options: ConfirmOptions = {},
): Promise<string> {
  const paid = options.paid ?? null;
  const { business, service } = context;
  const businessId = business.id;
  const slotId = slotIdOfHoldToken(request.holdToken);
  if (!slotId && !paid) throw new TakenError(messages.holdExpired);
  const { pkg, lines, answers } = await checkChoices(tx, service, request, {
    isLenient: paid !== null,
  });
  const orderId = newOrderId();
  const slot = slotId
    ? await bookHeldSlot(tx, {
        businessId,
        serviceId: service.id,
        slotId,
        tokenHash: holdTokenHash(request.holdToken),
        orderId,
        isPaid: paid !== null,
      })
    : null;
  if (!slot && !paid) throw new TakenError(messages.holdExpired);
  const actor: Actor = { accountId: null, name: request.fullName };
  const when = slot ? whenIn(slot.startTime, business.timeZone) : null;
  const { price, order } = await buildOrder(tx, {
    ...context,
    orderId,
    slot,
    pkg,
    lines,
    client: { fullName: request.fullName, email: request.email, phone: request.phone },
    totalFee: feeOf(pkg, lines, slot),
    couponCode: request.couponCode,
    isCouponOptional: paid !== null,
    amountPaid: paid?.amount ?? 0,
    shootLocation: '',
    note: '',
    isSendEmail: true,
    source: 'CLIENT',
    clientTimeZone: clientZoneOf(request),
    answers,
    activity: {
      type: 'BOOKED',
      actor,
      summary: when
        ? `${request.fullName} booked ${service.name} for ${when}`
        : `${request.fullName} paid for ${service.name}, but the held time had run out: the shoot has no time yet`,
    },
    now: new Date(),
  });
  // Before the shoot's workflow is planned, so it finds the contracts signed while booking.
  await context.contracts.record(tx, {
    facts: contractFactsOf(context, { client: request, pkg, slot }),
    orderId,
    signatures: request.contracts,
    origin: options.origin ?? UNKNOWN_ORIGIN,
    isPaid: paid !== null,
  });
  const money = (amount: number) => formatMoney(amount, business.currency);
  if (paid) {
    await recordActivity(tx, {
      businessId,
      orderId,
      type: 'MARK_PAID',
      actor,
      summary: `Paid ${money(paid.amount)} online (${paid.providerRef})`,
    });
  }
  await createNotification(tx, {
    businessId,
    type: 'BOOKED',
    link: `/shoots/${orderId}`,
    customerName: request.fullName,
    serviceId: service.id,
    serviceName: service.name,
    serviceColor: service.color,
    startTime: slot?.startTime ?? null,
  });
  // A paid confirmation came through the business's payment provider, so it takes payments online.
  const paysOnline = paid !== null || (await onlinePaymentsOf(tx, businessId)) !== null;
  // The shoot's workflow: its booking confirmation to the client goes with this transaction.
  await shootLifecycle().created(tx, { businessId, orderId });
  // The client ticked the newsletter box: the consent and the signup are kept with the booking.
  if (request.newsletterConsent) {
    await recordNewsletterConsent(tx, { businessId, customerId: order.customerId });
    await queueNewsletterSignup(tx, {
      businessId,
      email: request.email,
      fullName: request.fullName,
      source: { kind: 'BOOKING', id: orderId },
    });
  }
  // The business counts its bookings with the Conversions API: the Purchase goes server-side too,
  // under the id the browser pixel uses, so Facebook keeps one of the two.
  await queueBookingPurchase(tx, {
    businessId,
    orderId,
    email: request.email,
    phone: request.phone,
    total: price.total,
    currency: business.currency,
  });
  if (business.email) {
    const notice = ownerBookingNoticeEmail({
      clientName: request.fullName,
      clientEmail: request.email,
      clientPhone: request.phone,
      serviceName: service.name,
      when,
      total: money(price.total),
      paidOnline: paid ? money(paid.amount) : null,
      paysOnline,
      shootUrl: context.links.shootUrl(orderId),
    });
    await enqueueEmail(tx, { businessId, to: business.email, ...notice, replyTo: request.email });
  }
  return orderId;
}

/** The service of a checkout even if it was paused or deleted meanwhile: money was paid for it. */
async function serviceOfCheckout(tx: Transaction, checkout: CheckoutRow): Promise<ServiceRow> {
  if (!checkout.serviceId) throw new Error(`checkout ${checkout.id} has no service`);
  return requireServiceOfAnyState(tx, {
    businessId: checkout.businessId,
    serviceId: checkout.serviceId,
  });
}

/**
 * The payment of a BOOKING checkout arrived (the caller flipped it to COMPLETED in `tx`): the
 * booking is confirmed with the DURING_BOOKING invoice(s) paid. Answers the order id.
 */
async function confirmBookingCheckout(
  tx: Transaction,
  input: {
    checkout: CheckoutRow;
    paid: Paid;
    links: BookingLinks;
    contracts: BookingContractPort;
  },
): Promise<string> {
  const { checkout, paid, links, contracts } = input;
  const businessId = checkout.businessId;
  const request = ZCheckoutRequest.parse(checkout.request);
  const business = await findBusiness(tx, { businessId });
  const service = await serviceOfCheckout(tx, checkout);
  const settings = await getPaymentSettings(tx, { businessId });
  const context = { business, service, settings, links, contracts };
  return confirmHold(tx, context, request, { paid, origin: storedOriginOf(checkout.request) });
}

const ZStoredOrigin = z.object({
  origin: z.object({ ipAddress: z.string(), userAgent: z.string() }),
});

/** Where the client checked out from, kept with the checkout request (see withOrigin). */
function storedOriginOf(stored: unknown): SigningOrigin | null {
  const parsed = ZStoredOrigin.safeParse(stored);
  return parsed.success ? parsed.data.origin : null;
}

/** The checkout request as it waits for its payment, with where the client sent it from. */
export function withOrigin(request: CheckoutInput, origin: SigningOrigin | null) {
  return origin ? { ...request, origin } : request;
}

/** What a booking checkout's payment or end means here, handed to payments at start-up. */
export function bookingCheckoutHooks(
  links: BookingLinks,
  contracts: BookingContractPort,
): BookingCheckoutHooks {
  return {
    onPaid: (tx, checkout, paid) =>
      confirmBookingCheckout(tx, { checkout, paid, links, contracts }),
    onEnded: releaseHeldSlot,
  };
}
