// Requests of the Orders API and the shoot form.
// Money is integer minor units on the wire; the forms convert decimal inputs with toMinor.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { dateFilters, intervalUnits, invoiceStatuses, paymentMilestones } from '../enums.ts';
import { messages } from '../messages.ts';
import { ZLocalDate, ZLocalTime, ZSlotDuration } from '../scheduling/requests.ts';
import {
  boundedInt,
  dateTime,
  DUE_INTERVAL_MAX,
  email,
  PAGE_MAX,
  phone,
  queryInt,
  requiredText,
} from '../validation.ts';

/** 0.5 in minor units: the smallest fee or payment other than 0. */
export const MIN_PAYMENT_MINOR = 50;
/** Upper bound of any fee, minor units (10,000,000.00). */
export const MONEY_MAX_MINOR = 1_000_000_000;
export const NOTE_MAX = 5000;
export const ORDER_ADDONS_MAX = 50;

function paymentAmount(negative: string, minimum: string) {
  return z
    .number({ error: messages.number })
    .int({ error: messages.money })
    .min(0, { error: negative, abort: true })
    .max(MONEY_MAX_MINOR, { error: messages.money, abort: true })
    .refine((value) => value === 0 || value >= MIN_PAYMENT_MINOR, minimum)
    .meta({ anyOf: [{ enum: [0] }, { minimum: MIN_PAYMENT_MINOR }] });
}

export const ZTotalFee = paymentAmount(messages.totalFeeNegative, messages.totalFeeMinimum);
export const ZAmountPaid = paymentAmount(messages.amountPaidNegative, messages.amountPaidMinimum);

export const ZShootLocation = z
  .string()
  .trim()
  .max(limits.location, messages.maxLength('location', limits.location));
export const ZNote = z.string().max(NOTE_MAX, messages.maxLength('note', NOTE_MAX));

/** The client of a shoot: full name and email required, at most 128; phone required. */
export const ZShootClient = z.object({
  fullName: requiredText('full name', limits.clientName),
  email: email('email', limits.clientEmail),
  phone: phone(),
});
export type TShootClient = z.input<typeof ZShootClient>;

/** Quantity of an add-on: greater than 0; "at most maxQuantity" needs the add-on (quantityRule). */
export const ZQuantity = z
  .number({ error: messages.number })
  .int({ error: messages.number })
  .min(1, messages.quantityMin)
  .max(1000, messages.quantityMax(1000));

/** The add-on rule that needs the add-on's maxQuantity (forms and server). */
export function quantityError(quantity: number, maxQuantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return messages.quantityMin;
  if (quantity > maxQuantity) return messages.quantityMax(maxQuantity);
  return null;
}

export const ZShootAddonLine = z.object({ addonId: z.uuid(), quantity: ZQuantity });
export type TShootAddonLine = z.infer<typeof ZShootAddonLine>;

/**
 * POST /api/services/{id}/create-shoot (the shoot form). Date and start time are required when
 * creating; a mini session books one of its slots (slotId, its date and time come from the slot);
 * a full session or bundle gives date + startTime (+ duration, else the package's or service's).
 * "Package required when the service has packages" and maxQuantity are checked on the server.
 */
export const ZCreateShootRequest = ZShootClient.extend({
  packageId: z.uuid().nullable().default(null),
  slotId: z.uuid().nullable().default(null),
  date: ZLocalDate.nullable().default(null),
  startTime: ZLocalTime.nullable().default(null),
  duration: ZSlotDuration.nullable().default(null),
  shootLocation: ZShootLocation.default(''),
  addons: z.array(ZShootAddonLine).max(ORDER_ADDONS_MAX).default([]),
  totalFee: ZTotalFee,
  amountPaid: ZAmountPaid.default(0),
  couponCode: z.string().trim().max(64).nullable().default(null),
  note: ZNote.default(''),
  isSendEmail: z.boolean().default(false),
})
  .superRefine((value, ctx) => {
    if (value.amountPaid > value.totalFee) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountPaid'],
        message: messages.amountPaidAboveTotal,
      });
    }
    if (value.slotId === null) {
      if (value.date === null)
        ctx.addIssue({ code: 'custom', path: ['date'], message: messages.required });
      if (value.startTime === null) {
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: messages.required });
      }
    }
  })
  // A slot, or a date and a start time.
  .meta({
    anyOf: [
      { properties: { slotId: { type: 'string' } }, required: ['slotId'] },
      {
        properties: { date: { type: 'string' }, startTime: { type: 'string' } },
        required: ['date', 'startTime'],
      },
    ],
  });
export type TCreateShootRequest = z.input<typeof ZCreateShootRequest>;

/** PUT /api/orders/{id}/update-shoot: the client's details (the customer record follows the email). */
export const ZUpdateShootRequest = ZShootClient.extend({ isSendEmail: z.boolean().optional() });
export const ZOrderNotesRequest = z.object({ note: ZNote });
export const ZChangeLocationRequest = z.object({ shootLocation: ZShootLocation });
/** PUT /api/orders/{id}/move-booking: a mini session shoot moves to another slot. */
export const ZMoveBookingRequest = z.object({ slotId: z.uuid() });
/** PUT /api/orders/{id}/change-date-time: a full session shoot's date and time. */
export const ZChangeDateTimeRequest = z.object({
  date: ZLocalDate,
  startTime: ZLocalTime,
  duration: ZSlotDuration.optional(),
});
export const ZChangePackageRequest = z.object({ packageId: z.uuid() });
export const ZShootFeeRequest = z.object({ totalFee: ZTotalFee });
export const ZAddOrderAddonRequest = ZShootAddonLine;
export const ZAddonQuantityRequest = z.object({ quantity: ZQuantity });

export const ZInvoiceMilestoneRequest = z.object({
  paymentMilestone: z.enum(paymentMilestones),
  dueInterval: boundedInt(1, DUE_INTERVAL_MAX, {
    min: messages.dueIntervalMin,
    max: messages.dueIntervalMax(DUE_INTERVAL_MAX),
  }),
  intervalUnit: z.enum(intervalUnits),
});
/** POST /api/orders/{id}/invoice: an extra invoice; the grand total grows by its amount. */
export const ZCreateInvoiceRequest = ZInvoiceMilestoneRequest.extend({
  total: ZTotalFee.refine((value) => value > 0, messages.totalFeeMinimum).meta({
    minimum: MIN_PAYMENT_MINOR,
  }),
  dueDate: dateTime({ offset: true }).nullable().default(null),
});
/** PATCH /api/orders/invoices/{id}/paid-date: a date marks it paid, null marks it unpaid. */
export const ZInvoicePaidDateRequest = z.object({
  paidDate: dateTime({ offset: true }).nullable(),
});
export const ZInvoiceDueDateRequest = z.object({ dueDate: dateTime({ offset: true }) });
export const ZInvoiceStatusRequest = z.object({ status: z.enum(invoiceStatuses) });

export const dateFilterValues = [
  dateFilters.ALL,
  dateFilters.UP_COMING,
  dateFilters.NO_SET_DATE,
  dateFilters.PAST,
] as const;

/** GET /api/orders: the home lists, pages of 50. */
export const ZShootListQuery = z.object({
  dateFilter: z.coerce
    .number()
    .int()
    .refine((v) => (dateFilterValues as readonly number[]).includes(v))
    .meta({ enum: [...dateFilterValues] })
    .default(dateFilters.ALL),
  overdue: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: queryInt(1, PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(limits.pageSize),
});
export type TShootListQuery = z.input<typeof ZShootListQuery>;
