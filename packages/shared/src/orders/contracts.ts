// Responses of the Orders API.
// Money is integer minor units; instants are ISO strings (UTC), shown in the business time zone.
import { z } from 'zod';
import {
  activityTypes,
  emailDeliveryStatuses,
  intervalUnits,
  invoicePaymentStates,
  invoiceStatuses,
  paymentMilestones,
  slotStatuses,
  taxModes,
} from '../enums.ts';
import { ZStoredAnswer } from '../questionnaires/contracts.ts';

export const ZPaymentState = z.union([
  z.literal(invoicePaymentStates.FULLY_PAID),
  z.literal(invoicePaymentStates.BALANCE_DUE),
  z.literal(invoicePaymentStates.OVERDUE),
  z.literal(invoicePaymentStates.UNPAID),
]);
export type TPaymentState = z.infer<typeof ZPaymentState>;

export const ZInvoice = z.object({
  id: z.string(),
  orderId: z.string(),
  sortIndex: z.number().int(),
  total: z.number().int(),
  paymentStatus: z.enum(invoiceStatuses),
  paidDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  paymentMilestone: z.enum(paymentMilestones),
  dueInterval: z.number().int(),
  intervalUnit: z.enum(intervalUnits),
  /** The schedule entry: minor units when fixed, basis points otherwise. */
  amount: z.number().int(),
  isFixed: z.boolean(),
  emailStatus: z.enum(emailDeliveryStatuses),
  sentDate: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZOrderAddon = z.object({
  /** The order's add-on line (DELETE /api/orders/addons/{id} takes this id). */
  id: z.string(),
  /** The service's add-on it came from; null once that add-on was deleted. */
  addonId: z.string().nullable(),
  name: z.string(),
  fee: z.number().int(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
});
export type TOrderAddon = z.infer<typeof ZOrderAddon>;

export const ZOrderCustomer = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const ZOrderServiceRef = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  /** Service kinds: 1 mini session, 2 full session, 3 bundle. */
  type: z.number().int(),
  isMiniSession: z.boolean(),
  isDeleted: z.boolean(),
});

export const ZOrderSlot = z.object({
  id: z.string(),
  serviceDateId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(slotStatuses),
});
export type TOrderSlot = z.infer<typeof ZOrderSlot>;

/** A shoot with everything its page shows (GET /api/orders/{id}). */
export const ZOrder = z.object({
  orderId: z.string(),
  status: z.enum(['ACTIVE', 'CANCELED']),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  customer: ZOrderCustomer,
  serviceId: z.string(),
  service: ZOrderServiceRef,
  packageId: z.string().nullable(),
  packageName: z.string().nullable(),
  serviceDateId: z.string().nullable(),
  slotId: z.string().nullable(),
  slots: z.array(ZOrderSlot),
  /** ISO instant; null when the shoot has no date yet. */
  startTime: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  /** The business time zone the times are shown in. */
  timeZone: z.string(),
  currency: z.string(),
  shootLocation: z.string(),
  addons: z.array(ZOrderAddon),
  /** The shoot fee before coupon and tax. */
  totalFee: z.number().int(),
  couponCode: z.string().nullable(),
  totalCouponDiscount: z.number().int(),
  tax: z.object({ mode: z.enum(taxModes), rateBps: z.number().int(), amount: z.number().int() }),
  totalTip: z.number().int(),
  /** What the client pays in all: the non-cancelled invoices add up to it. */
  grandTotal: z.number().int(),
  amountPaid: z.number().int(),
  balanceDue: z.number().int(),
  paymentState: ZPaymentState,
  isSendEmail: z.boolean(),
  note: z.string(),
  createdDate: z.string(),
  canceledDate: z.string().nullable(),
  invoices: z.array(ZInvoice),
  /** The booking questionnaire's answers (snapshots of the questions), in the form's order. */
  answers: z.array(ZStoredAnswer),
  /** Who made the shoot: the owner's shoot form or the client's booking page. */
  source: z.enum(['OWNER', 'CLIENT']),
  /** The IANA time zone the client booked from; null when not known (the owner made the shoot). */
  clientTimeZone: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZActivityChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TActivityChange = z.infer<typeof ZActivityChange>;

export const ZActivity = z.object({
  id: z.string(),
  type: z.enum(activityTypes),
  createdDate: z.string(),
  /** Who acted: the account's email, or the client's name for client bookings. */
  actorName: z.string(),
  /** One line that says what happened, e.g. 'Moved the booking'. */
  summary: z.string(),
  changes: z.array(ZActivityChange),
});
export type TActivity = z.infer<typeof ZActivity>;

/** A row of the home lists. */
export const ZShootListItem = z.object({
  id: z.string(),
  serviceId: z.string(),
  fullName: z.string(),
  email: z.string(),
  startTime: z.string().nullable(),
  duration: z.number().int(),
  createdDate: z.string(),
  service: z.object({ isDeleted: z.boolean(), color: z.string(), name: z.string() }),
  slots: z.array(ZOrderSlot),
  grandTotal: z.number().int(),
  amountPaid: z.number().int(),
  paymentState: ZPaymentState,
});
export type TShootListItem = z.infer<typeof ZShootListItem>;

export const ZShootPage = z.object({
  items: z.array(ZShootListItem),
  /** Exact up to 1,000; beyond it isTotalCapped is true and the list says '1,000+'. */
  total: z.number().int(),
  isTotalCapped: z.boolean(),
  hasMore: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TShootPage = z.infer<typeof ZShootPage>;
