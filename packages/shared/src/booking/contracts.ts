// The public booking API: what a client's browser reads and sends. No login; every
// path names the business by its slug. Money is integer minor units in the business currency;
// instants are ISO strings (UTC) shown in the business time zone (and the client's when it differs).
import { z } from 'zod';
import { paymentMilestones } from '../enums.ts';
import { ZBookingContractSignature } from '../contracts/requests.ts';
import { ZShootAddonLine, ZShootClient } from '../orders/requests.ts';
import { ZGalleryImage } from '../services/contracts.ts';
import { ZTrackingIds } from '../integrations/contracts.ts';
import { ZNewsletterConsent } from '../newsletters/contracts.ts';
import { ZAnswers, ZQuestionnaireField, ZStoredAnswer } from '../questionnaires/contracts.ts';
import { messages } from '../messages.ts';
import { calendarDate, dateTime } from '../validation.ts';

/** How long a chosen time stays held for the client. */
export const HOLD_MINUTES = 15;

/** A service has a few contracts at most; a checkout carries a signature for each. */
export const MAX_BOOKING_CONTRACTS = 20;

export const ZPublicBusiness = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  brandColor: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The analytics and pixel ids the public pages load; null when the owner set none. */
  tracking: ZTrackingIds,
  /**
   * A newsletter tool is connected with an audience or segment: the booking and inquiry forms
   * show the newsletter box (its ticking is sent as newsletterConsent).
   */
  hasNewsletter: z.boolean(),
});
export type TPublicBusiness = z.infer<typeof ZPublicBusiness>;

export const ZPublicPackage = z.object({
  id: z.string(),
  name: z.string(),
  /** Price before any discount, minor units. */
  totalFee: z.number().int(),
  /** Price today after the package's active discount (shared pricing module). */
  price: z.number().int(),
  durationMinutes: z.number().int(),
  shootLocation: z.string(),
  description: z.string(),
});
export type TPublicPackage = z.infer<typeof ZPublicPackage>;

export const ZPublicAddon = z.object({
  id: z.string(),
  name: z.string(),
  fee: z.number().int(),
  maxQuantity: z.number().int(),
});
export type TPublicAddon = z.infer<typeof ZPublicAddon>;

export const ZPublicPaymentStep = z.object({
  milestone: z.enum(paymentMilestones),
  amount: z.number().int(),
  isFixed: z.boolean(),
});

/** GET /api/public/businesses/{businessSlug}: the business page (its bookable services). */
export const ZPublicServiceSummary = z.object({
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  kind: z.number().int(),
  /** Lowest price among packages (or the service's own), minor units; null when not priced. */
  fromPrice: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
});
export const ZPublicBusinessPage = z.object({
  business: ZPublicBusiness,
  services: z.array(ZPublicServiceSummary),
  /** The business-wide inquiry form's questions (default INQUIRY template, else the basic four). */
  inquiryFields: z.array(ZQuestionnaireField),
});
export type TPublicBusinessPage = z.infer<typeof ZPublicBusinessPage>;

/** GET /api/public/businesses/{businessSlug}/services/{serviceSlug}. */
export const ZPublicService = z.object({
  business: ZPublicBusiness,
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  kind: z.number().int(),
  isMiniSession: z.boolean(),
  /** Sanitised rich text (HTML). */
  description: z.string(),
  gallery: z.array(ZGalleryImage),
  packages: z.array(ZPublicPackage),
  addons: z.array(ZPublicAddon),
  /** Mini sessions: the price of a slot before premium (the service has no packages). */
  basePrice: z.number().int(),
  taxMode: z.string(),
  taxRateBps: z.number().int(),
  feeCollectionMethod: z.string(),
  paymentSchedule: z.array(ZPublicPaymentStep),
  bookingFields: z.array(ZQuestionnaireField),
  inquiryFields: z.array(ZQuestionnaireField),
  /** Whether a deposit is paid online now (the business connected Stripe). */
  paysOnline: z.boolean(),
  allowClientChanges: z.boolean(),
  clientChangeNoticeHours: z.number().int(),
});
export type TPublicService = z.infer<typeof ZPublicService>;

export const publicSlotStates = ['AVAILABLE', 'HELD', 'TAKEN'] as const;

/** A time a client can look at: a mini session slot (id) or a computed full-session time (no id). */
export const ZPublicTime = z.object({
  /** Mini session slot id; null for a full session's computed time. */
  slotId: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** AVAILABLE can be chosen; HELD shows 'Booking...'; TAKEN is never sent for full sessions. */
  state: z.enum(publicSlotStates),
  isPremium: z.boolean(),
  premiumFee: z.number().int(),
  isReservation: z.boolean(),
});
export type TPublicTime = z.infer<typeof ZPublicTime>;

export const ZPublicDay = z.object({
  /** Local date in the business time zone, YYYY-MM-DD. */
  date: z.string(),
  location: z.string(),
  times: z.array(ZPublicTime),
});
export type TPublicDay = z.infer<typeof ZPublicDay>;

/**
 * GET /api/public/businesses/{b}/services/{s}/availability?from=YYYY-MM-DD&days=N (N <= 62)
 * (+ packageId for a full session: the package's duration). Days with nothing to book are left
 * out. nextFrom: the first later day that has a time, so the page can jump to it.
 */
export const ZPublicAvailability = z.object({
  timeZone: z.string(),
  days: z.array(ZPublicDay),
  nextFrom: z.string().nullable(),
});
export type TPublicAvailability = z.infer<typeof ZPublicAvailability>;

export const ZAvailabilityQuery = z.object({
  from: calendarDate(messages.dateFormat),
  days: z.coerce.number().int().min(1).max(62).default(31),
  packageId: z.uuid().optional(),
});

/**
 * POST /api/public/businesses/{b}/services/{s}/holds: hold a mini session slot (slotId) or a full
 * session time (startTime + packageId). One atomic conditional update; 409 slotTaken with the
 * nearest free times when someone else has it.
 */
export const ZHoldRequest = z.union([
  z.object({ slotId: z.uuid() }),
  z.object({ startTime: dateTime(), packageId: z.uuid().nullable().default(null) }),
]);
export type THoldRequest = z.input<typeof ZHoldRequest>;

export const ZHold = z.object({
  /** Secret of this client's hold: sent back with the checkout and to release it. */
  holdToken: z.string(),
  slotId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lockoutEnd: z.string(),
});
export type THold = z.infer<typeof ZHold>;

/** 409 answer of a hold or checkout whose time was taken meanwhile. */
export const ZTakenProblem = z.object({
  status: z.literal(409),
  title: z.string(),
  detail: z.string(),
  /**
   * The nearest free times of the service (up to 6). Left out of a 409 that is not about a lost
   * time (e.g. the time was paid already), which answers through the same schema.
   */
  alternatives: z.array(ZPublicTime).optional(),
});

/**
 * POST /api/public/businesses/{b}/services/{s}/checkout. The server prices it with the shared
 * pricing module (the client's breakdown is only a preview) and validates answers against the
 * service's booking questionnaire.
 */
export const ZCheckoutRequest = ZShootClient.extend({
  holdToken: z.string().min(10).max(200),
  packageId: z.uuid().nullable().default(null),
  addons: z.array(ZShootAddonLine).max(50).default([]),
  couponCode: z.string().trim().max(64).nullable().default(null),
  answers: ZAnswers.default({}),
  /**
   * The client's IANA time zone (the browser's), kept on the shoot so the client's emails also give
   * its time as it reads to them. A name the server does not know is dropped, never refused.
   */
  clientTimeZone: z.string().max(64).nullable().default(null),
  /**
   * The service's contracts as the client signed them on the booking page, one per template of
   * POST .../contracts (each with the contentSha256 the client read). Needed when the service has
   * contracts; ignored otherwise.
   */
  contracts: z.array(ZBookingContractSignature).max(MAX_BOOKING_CONTRACTS).default([]),
  /** The client ticked the newsletter box: they are added to the business's newsletter. */
  newsletterConsent: ZNewsletterConsent,
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/**
 * POST /api/public/businesses/{b}/services/{s}/contracts: the service's contracts to read and sign
 * before paying, for the client's live hold. The client's fields and package as the checkout will
 * send them: the contracts are filled with them, and the checkout must match what was read.
 */
export const ZBookingContractsRequest = ZShootClient.extend({
  holdToken: z.string().min(10).max(200),
  packageId: z.uuid().nullable().default(null),
});
export type TBookingContractsRequest = z.input<typeof ZBookingContractsRequest>;

export const ZPriceLine = z.object({ label: z.string(), amount: z.number().int() });
export const ZPriceBreakdown = z.object({
  lines: z.array(ZPriceLine),
  subtotal: z.number().int(),
  couponDiscount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Due now: the DURING_BOOKING invoices of the payment schedule. */
  dueNow: z.number().int(),
});
export type TPriceBreakdown = z.infer<typeof ZPriceBreakdown>;

/** POST /api/public/businesses/{b}/quote: the server's price for a choice (coupon checked). */
export const ZQuoteRequest = z.object({
  serviceSlug: z.string(),
  slotId: z.uuid().nullable().default(null),
  packageId: z.uuid().nullable().default(null),
  addons: z.array(ZShootAddonLine).max(50).default([]),
  couponCode: z.string().trim().max(64).nullable().default(null),
});
export const ZQuote = z.object({
  breakdown: ZPriceBreakdown,
  /** Set when the coupon code was refused (the message to show under the field). */
  couponError: z.string().nullable(),
});
export type TQuote = z.infer<typeof ZQuote>;

/**
 * The checkout's answer: CONFIRMED (booked; no online payment due) or PAYMENT (go to paymentUrl;
 * the booking confirms when the provider's signed webhook arrives).
 */
export const ZCheckoutResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('CONFIRMED'), orderId: z.string(), manageToken: z.string() }),
  z.object({ status: z.literal('PAYMENT'), checkoutId: z.string(), paymentUrl: z.string() }),
]);
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

/** GET /api/public/checkouts/{checkoutId}: where a payment stands (the return page polls it). */
export const ZCheckoutState = z.object({
  status: z.enum(['OPEN', 'COMPLETED', 'EXPIRED']),
  manageToken: z.string().nullable(),
});

/** GET /api/public/bookings/{manageToken}: the client's own booking (manage link). */
export const ZPublicInvoice = z.object({
  id: z.string(),
  total: z.number().int(),
  status: z.string(),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  milestone: z.enum(paymentMilestones),
});
export const ZPublicBooking = z.object({
  orderId: z.string(),
  business: ZPublicBusiness,
  serviceName: z.string(),
  serviceSlug: z.string(),
  serviceColor: z.string(),
  isMiniSession: z.boolean(),
  packageName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  location: z.string(),
  status: z.enum(['ACTIVE', 'CANCELED']),
  grandTotal: z.number().int(),
  amountPaid: z.number().int(),
  invoices: z.array(ZPublicInvoice),
  answers: z.array(ZStoredAnswer),
  /**
   * The booking questionnaire when the service asks it after booking and the client has not
   * answered yet (nothing for a cancelled booking); else empty. Answered with
   * POST /api/public/bookings/{token}/answers.
   */
  pendingQuestions: z.array(ZQuestionnaireField),
  paysOnline: z.boolean(),
  /** Cancel and move are offered (the service allows it and the notice has not passed). */
  canChange: z.boolean(),
  /** Why changes are closed, when they are (shown instead of the buttons). */
  changeClosedReason: z.string().nullable(),
  clientChangeNoticeHours: z.number().int(),
});
export type TPublicBooking = z.infer<typeof ZPublicBooking>;

/** POST /api/public/bookings/{token}/answers: the after-booking questionnaire, answered once. */
export const ZBookingAnswersRequest = z.object({ answers: ZAnswers });
export type TBookingAnswersRequest = z.input<typeof ZBookingAnswersRequest>;

/** POST /api/public/bookings/{token}/move: to another AVAILABLE slot of the same mini session. */
export const ZMoveBookingRequest = z.object({ slotId: z.uuid() });

/** POST /api/public/businesses/{b}/services/{s}/waitlist. */
export const ZWaitlistRequest = ZShootClient.extend({
  note: z.string().trim().max(2000, 'The note must be less than 2000 characters').default(''),
});
export type TWaitlistRequest = z.input<typeof ZWaitlistRequest>;

/**
 * POST /api/public/businesses/{b}/inquiries (serviceSlug for a service's form). The contact
 * fields are the questionnaire's FULL_NAME / EMAIL_ADDRESS / PHONE_NUMBER answers when it has
 * them, else these; answers are checked against the template (required, options, formats).
 */
export const ZInquiryRequest = z.object({
  serviceSlug: z.string().max(200).nullable().default(null),
  answers: ZAnswers,
  /**
   * The client ticked the newsletter box (any form that posts an inquiry, the website's inquiry
   * block too): they are added to the business's newsletter.
   */
  newsletterConsent: ZNewsletterConsent,
});
export type TInquiryRequest = z.input<typeof ZInquiryRequest>;

export const ZInquiryCreated = z.object({ inquiryId: z.string() });
