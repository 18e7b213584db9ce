// The placeholder values of what an email is about (a shoot, an inquiry, a contact) as they are
// now, read through the owning modules. Dates and times read in the business time zone (and, for
// the client's own time, in the zone the client booked from); money in the business currency. A
// value that does not exist is null and shows four dashes; one known to be empty shows nothing.
import { bookingTerms } from '@studio/shared/booking/payment-terms';
import {
  KNOWN_EMPTY,
  type TPlaceholderValue,
  type TPlaceholderValues,
} from '@studio/shared/emails/placeholders';
import { messages } from '@studio/shared/messages';
import { formatMoney } from '@studio/shared/money';
import type { TOrder } from '@studio/shared/orders/contracts';
import { isTimeZone } from '@studio/shared/validation';
import type { EmailSettings } from './settings.ts';
import type { Executor } from '../../db/client.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { getCustomer } from '../customers/service.ts';
import { getInquiry } from '../inquiries/service.ts';
import { shootHasPendingQuestions } from '../orders/pending-questions.ts';
import { readTypedOption, zoomMeeting } from '../options/typed-options.ts';
import { getOrder } from '../orders/service.ts';
import { onlinePaymentsOf } from '../payments/service.ts';
import type { Brand } from './layout.ts';

/** What the links in an email are made from. */
export type EmailLinks = Pick<EmailSettings, 'appUrl' | 'signedTokens'>;

/**
 * What an email is about. A shoot may name one of its invoices (a payment reminder): the next
 * payment placeholders then show that invoice rather than the shoot's first pending one.
 */
export type EmailAbout =
  | { orderId: string; invoiceId?: string }
  | { inquiryId: string }
  | { customerId: string }
  | { none: true };

/** What composing needs of the record: its values, its recipient, and the shoot for the .ics. */
export type AboutFacts = {
  business: BusinessRow;
  values: TPlaceholderValues;
  /** The client's address; null when the record has none (a contact without email). */
  recipient: string | null;
  order: TOrder | null;
};

function dateFormat(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

function timeFormat(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** '1 hour 30 minutes', '45 minutes', '2 hours'. */
export function describeDuration(minutes: number): string | null {
  if (minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : null,
    rest > 0 ? `${rest} minute${rest === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** An absolute address for a stored path ('/uploads/...'); absolute ones are kept. */
export function absoluteUrl(appUrl: string, url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function brandOf(business: BusinessRow, appUrl: string): Brand {
  return {
    name: business.name,
    logoUrl: absoluteUrl(appUrl, business.logoUrl),
    color: business.brandColor,
    email: business.email,
    phone: business.phone,
    website: business.website,
  };
}

function businessValues(business: BusinessRow): TPlaceholderValues {
  return {
    businessName: business.name,
    businessEmail: business.email,
    businessPhone: business.phone,
    businessWebsite: business.website,
  };
}

function clientValues(client: { fullName: string; email: string; phone: string }) {
  return {
    clientFullName: client.fullName,
    clientFirstName: firstNameOf(client.fullName),
    clientEmail: client.email,
    clientPhone: client.phone,
  } satisfies TPlaceholderValues;
}

/** The client's manage page: it shows the booking, its questions and its invoices. */
export function manageUrlFor(links: EmailLinks, orderId: string): string {
  return `${links.appUrl}/booking/${encodeURIComponent(links.signedTokens.manageToken(orderId))}`;
}

/**
 * The payment lines a client reads (the same terms as the booking confirmation page and the
 * manage page): the total, what was paid and what is still due, or how to pay when the business
 * takes no payments online; never a 'paid 0'.
 */
export function paymentTermsLines(order: TOrder, paysOnline: boolean): string[] {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const terms = bookingTerms({
    total: order.grandTotal,
    amountPaid: order.amountPaid,
    paysOnline,
  });
  return [
    `Total: ${money(order.grandTotal)}`,
    ...(terms.paid === null ? [] : [`Paid so far: ${money(terms.paid)}`]),
    ...(terms.stillDue === null ? [] : [`Still due: ${money(terms.stillDue)}`]),
    ...(terms.offlineNote === null ? [] : [`Payment: ${terms.offlineNote}`]),
  ];
}

/**
 * The shoot's time in the zone the client booked from, 'Jun 9, 2031, 11:30 PM to 12:30 AM
 * (America/New_York)' (the date only when it differs there); known empty when it reads the same as
 * in the business's zone or the zone is not known.
 */
function clientTimeOf(order: TOrder, start: Date | null, end: Date | null): TPlaceholderValue {
  const zone = order.clientTimeZone;
  if (!start || !end || !zone || zone === order.timeZone || !isTimeZone(zone)) return KNOWN_EMPTY;
  const businessDate = dateFormat(order.timeZone).format(start);
  const businessTime = timeFormat(order.timeZone).format(start);
  const date = dateFormat(zone).format(start);
  const time = timeFormat(zone);
  if (date === businessDate && time.format(start) === businessTime) return KNOWN_EMPTY;
  const day = date === businessDate ? '' : `${date}, `;
  return `${day}${time.format(start)} to ${time.format(end)} (${zone})`;
}

export type OrderValueOptions = {
  /** The business takes payments online (the payment terms say how the client pays). */
  paysOnline?: boolean;
  /** The invoice a payment reminder is about. */
  invoiceId?: string;
  /** The booking questions wait for the client's answers on the manage page. */
  hasPendingQuestions?: boolean;
};

export function orderValues(
  order: TOrder,
  links: EmailLinks,
  options: OrderValueOptions = {},
): TPlaceholderValues {
  const { paysOnline = false, invoiceId, hasPendingQuestions = false } = options;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const date = dateFormat(order.timeZone);
  const time = timeFormat(order.timeZone);
  const start = order.startTime ? new Date(order.startTime) : null;
  const end = start ? new Date(start.getTime() + order.duration * 60_000) : null;
  const addonsTotal = order.addons.reduce((sum, addon) => sum + addon.fee * addon.quantity, 0);
  const liveInvoices = order.invoices.filter((invoice) => invoice.paymentStatus !== 'CANCELED');
  const nextInvoice =
    (invoiceId
      ? liveInvoices.find((invoice) => invoice.id === invoiceId)
      : liveInvoices.find((invoice) => invoice.paymentStatus === 'PENDING')) ?? null;
  const invoiceDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : null);
  const manageUrl = manageUrlFor(links, order.orderId);
  const isCanceled = order.status === 'CANCELED';
  return {
    ...clientValues(order),
    serviceName: order.service.name,
    packageName: order.packageName,
    // The shoot fee is the package's price plus the add-ons (orders/schema.ts).
    packagePrice: order.packageName ? money(Math.max(0, order.totalFee - addonsTotal)) : null,
    shootDate: start ? date.format(start) : null,
    shootTime: start ? time.format(start) : null,
    shootEndTime: end ? time.format(end) : null,
    shootTimeZone: start ? order.timeZone : null,
    shootTimeClientZone: clientTimeOf(order, start, end),
    shootDuration: describeDuration(order.duration),
    shootLocation: order.shootLocation,
    totalFee: money(order.grandTotal),
    amountPaid: money(order.amountPaid),
    balanceDue: money(order.balanceDue),
    nextPaymentAmount: nextInvoice ? money(nextInvoice.total) : null,
    nextPaymentDueDate: nextInvoice ? invoiceDate(nextInvoice.dueDate) : null,
    paymentTerms: isCanceled ? null : paymentTermsLines(order, paysOnline),
    // A cancelled booking's manage page only says so: its links would lead nowhere useful.
    bookingManageLink: isCanceled ? null : manageUrl,
    questionnaireLink: isCanceled ? null : manageUrl,
    invoiceLink: isCanceled || liveInvoices.length === 0 ? null : manageUrl,
    // Nothing waiting is known, not missing: the note is left out rather than shown as '----'.
    pendingQuestionsNote:
      !isCanceled && hasPendingQuestions ? messages.emailPendingQuestions(manageUrl) : KNOWN_EMPTY,
    // Clients have no page of their contracts yet: the value is missing, shown as '----'.
    contractLink: null,
    // A shoot without add-ons has a known, empty list: it reads "None", not the missing '----'.
    addonList:
      order.addons.length === 0
        ? ['None']
        : order.addons.map(
            (addon) =>
              `${addon.name}${addon.quantity > 1 ? ` × ${addon.quantity}` : ''}: ${money(addon.fee * addon.quantity)}`,
          ),
    paymentSchedule: liveInvoices.map((invoice) => {
      const due = invoiceDate(invoice.dueDate) ?? 'When booking';
      const state = invoice.paymentStatus === 'PAID' ? 'paid' : 'due';
      return `${due}: ${money(invoice.total)} (${state})`;
    }),
  };
}

/**
 * The values of a booking not made yet, for the contracts a client signs while booking. Only what
 * cannot change between reading and confirming is filled: the client's own fields, the business,
 * the service, the package and its list price, and the held time (a hold fixes it). Everything
 * else shows as missing: the totals (a coupon, an add-on or tax would alter them after signing;
 * a changed package price changes the contract, which the client then reads again), links (the
 * booking does not exist yet), the location and the time in the client's zone. The checkout fills
 * the contracts again from the same facts and compares their SHA-256 with what was signed, so a
 * value that could move in between would refuse a booking the client did nothing wrong in.
 */
export function bookingDraftValues(input: {
  business: BusinessRow;
  client: { fullName: string; email: string; phone: string };
  serviceName: string;
  packageName: string | null;
  packagePrice: number | null;
  time: { startTime: Date; endTime: Date } | null;
}): TPlaceholderValues {
  const { business, time } = input;
  const date = dateFormat(business.timeZone);
  const clock = timeFormat(business.timeZone);
  const minutes = time
    ? Math.round((time.endTime.getTime() - time.startTime.getTime()) / 60_000)
    : 0;
  return {
    ...businessValues(business),
    ...clientValues(input.client),
    serviceName: input.serviceName,
    packageName: input.packageName,
    packagePrice:
      input.packagePrice === null ? null : formatMoney(input.packagePrice, business.currency),
    shootDate: time ? date.format(time.startTime) : null,
    shootTime: time ? clock.format(time.startTime) : null,
    shootEndTime: time ? clock.format(time.endTime) : null,
    shootTimeZone: time ? business.timeZone : null,
    shootDuration: time ? describeDuration(minutes) : null,
  };
}

/** The business, the values and the recipient of what an email is about. */
export async function factsAbout(
  executor: Executor,
  input: { businessId: string; about: EmailAbout; links: EmailLinks },
): Promise<AboutFacts> {
  const { businessId, about } = input;
  const business = await findBusiness(executor, { businessId });
  const zoom = await readTypedOption(executor, zoomMeeting, businessId);
  const base = { ...businessValues(business), zoomMeetingLink: zoom.meetingUrl };
  if ('orderId' in about) {
    const order = await getOrder(executor, { businessId, orderId: about.orderId });
    return {
      business,
      values: {
        ...base,
        ...orderValues(order, input.links, {
          paysOnline: (await onlinePaymentsOf(executor, businessId)) !== null,
          ...(about.invoiceId ? { invoiceId: about.invoiceId } : {}),
          hasPendingQuestions: await shootHasPendingQuestions(executor, { businessId, order }),
        }),
      },
      recipient: order.email || null,
      order,
    };
  }
  if ('inquiryId' in about) {
    const inquiry = await getInquiry(executor, { businessId, inquiryId: about.inquiryId });
    return {
      business,
      values: { ...base, ...clientValues(inquiry), serviceName: inquiry.serviceName },
      recipient: inquiry.email || null,
      order: null,
    };
  }
  if ('customerId' in about) {
    const customer = await getCustomer(executor, { businessId, customerId: about.customerId });
    return {
      business,
      values: { ...base, ...clientValues(customer) },
      recipient: customer.email || null,
      order: null,
    };
  }
  return { business, values: base, recipient: null, order: null };
}
