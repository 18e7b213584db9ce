// Requests and the small answers of the services endpoints; the edit aggregate
// and list item live in contracts.ts. The forms validate with these same schemas.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { MONEY_MAX_MINOR } from '../orders/requests.ts';
import { bufferDurations, durations, sortBy, sortOrders, taxModes } from '../enums.ts';
import { messages } from '../messages.ts';
import {
  boundedInt,
  percentAtMost,
  DUE_INTERVAL_MAX,
  hexColor,
  PAGE_MAX,
  queryInt,
  requiredText,
} from '../validation.ts';
import {
  expiryMonthValues,
  feeCollectionMethods,
  serviceKindValues,
  ZPaymentScheduleEntry,
  type TPaymentScheduleEntry,
} from './contracts.ts';

export const NOTE_MAX = 5000;
export const DESCRIPTION_MAX = 100_000;
export const GALLERY_MAX = 30;
export const PAYMENT_SCHEDULE_MAX = 12;
/** 100% in basis points. */
export const FULL_PERCENT_BPS = 10_000;

/** Muted, natural colours that sit well next to photographs; new services take them in turn. */
export const serviceColors = [
  '#2F5D50',
  '#B76E79',
  '#5B7083',
  '#C9A27E',
  '#8A9A5B',
  '#A0522D',
  '#7A6F9B',
  '#D08C60',
  '#4F7CAC',
  '#6B4E3D',
] as const;

/** The colour a service with this running number starts with. */
export function defaultServiceColor(number: number): string {
  const index =
    (((number - 1) % serviceColors.length) + serviceColors.length) % serviceColors.length;
  return serviceColors[index] ?? serviceColors[0];
}

/** Text without anything that looks like an HTML tag (service names are plain text). */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}

/** Service name: required, at most 512, not blank once tags are stripped; stored stripped. */
export function serviceName() {
  return requiredText('name', limits.name)
    .refine((value) => stripTags(value).trim().length > 0, { error: messages.required })
    .transform((value) => stripTags(value).trim());
}

function oneOf<const T extends readonly number[]>(values: T) {
  return z
    .number({ error: messages.chooseFromList })
    .int()
    .refine((value) => (values as readonly number[]).includes(value), {
      error: messages.chooseFromList,
    })
    .meta({ enum: [...values] });
}

export type TServiceKind = (typeof serviceKindValues)[number];

export const ZServiceKind = z.union(
  serviceKindValues.map((kind) => z.literal(kind)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
  ],
  { error: messages.serviceKind },
);

export const ZCreateServiceRequest = z.object({ name: serviceName(), kind: ZServiceKind });
export type TCreateServiceRequest = z.input<typeof ZCreateServiceRequest>;

const ZSortBy = z.coerce
  .number()
  .int()
  .pipe(
    z.union([z.literal(sortBy.NAME), z.literal(sortBy.CREATED_DATE), z.literal(sortBy.NUMBER)]),
  );
const ZSortOrder = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(sortOrders.ASCENDING), z.literal(sortOrders.DESCENDING)]));

/** GET /api/services: pages are 1-based; 'load more' asks for the next page. */
export const ZListServicesQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(limits.pageSize),
  /** Case-insensitive part of the name. */
  search: z.string().trim().max(limits.name).optional(),
  sortBy: ZSortBy.default(sortBy.CREATED_DATE),
  sortOrder: ZSortOrder.default(sortOrders.DESCENDING),
  kind: z.coerce.number().int().pipe(ZServiceKind).optional(),
});
export type TListServicesQuery = z.input<typeof ZListServicesQuery>;

/** GET /api/services/search: pages of 10. */
export const ZSearchServicesQuery = z.object({
  search: z.string().trim().max(limits.name).optional(),
  page: queryInt(1, PAGE_MAX).default(1),
});
export const ZCountSearchQuery = z.object({
  search: z.string().trim().max(limits.name).optional(),
});

export const ZNote = z.string().max(NOTE_MAX, messages.maxLength('note', NOTE_MAX));

/**
 * PUT /api/services/{id}: the fields given change, the others stay, so each part of the edit
 * page (details, settings, the availability card's duration and buffer) saves only its own.
 */
export const ZUpdateServiceRequest = z.object({
  name: serviceName().optional(),
  color: hexColor().optional(),
  note: ZNote.optional(),
  durationMinutes: oneOf(durations).optional(),
  bufferMinutes: oneOf(bufferDurations).optional(),
  expiryMonths: oneOf(expiryMonthValues).optional(),
});
export type TUpdateServiceRequest = z.input<typeof ZUpdateServiceRequest>;

export const ZUpdateDescriptionRequest = z.object({
  /** Rich text; sanitised on the server before it is stored. */
  description: z.string().max(DESCRIPTION_MAX, messages.maxLength('description', DESCRIPTION_MAX)),
});

/** PUT /api/services/{id}/gallery: ids of images uploaded through POST /api/upload/image, in order. */
export const ZUpdateGalleryRequest = z.object({
  fileIds: z
    .array(z.uuid())
    .max(GALLERY_MAX, messages.galleryMax(GALLERY_MAX))
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.galleryDuplicate })
    .meta({ uniqueItems: true }),
});

export const ZFeeCollectionMethodRequest = z.object({
  feeCollectionMethod: z.enum(feeCollectionMethods, { error: messages.chooseFromList }),
});

// Bounded here rather than in ZPaymentScheduleEntry, which also reads schedules stored before.
const ZScheduleEntryRequest = ZPaymentScheduleEntry.extend({
  amount: boundedInt(0, MONEY_MAX_MINOR, { max: messages.amountTooLarge }),
  dueInterval: boundedInt(1, DUE_INTERVAL_MAX, {
    min: messages.dueIntervalMin,
    max: messages.dueIntervalMax(DUE_INTERVAL_MAX),
  }),
})
  .superRefine((entry, context) => {
    if (entry.amount < 1) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: messages.paymentAmountPositive,
      });
    } else if (!entry.isFixed && entry.amount > FULL_PERCENT_BPS) {
      context.addIssue({ code: 'custom', path: ['amount'], message: messages.paymentPercentMax });
    }
  })
  // An amount of at least 1, and a percentage of at most 100%.
  .meta({ allOf: [{ properties: { amount: { minimum: 1 } } }, percentAtMost(FULL_PERCENT_BPS)] });

/** Percent entries (basis points) added up; fixed amounts are money and do not count. */
export function schedulePercentTotal(entries: readonly TPaymentScheduleEntry[]): number {
  return entries.reduce((total, entry) => total + (entry.isFixed ? 0 : entry.amount), 0);
}

export const ZPaymentScheduleRequest = z.object({
  paymentSchedules: z
    .array(ZScheduleEntryRequest)
    .max(PAYMENT_SCHEDULE_MAX, messages.paymentScheduleMax(PAYMENT_SCHEDULE_MAX))
    .refine((entries) => schedulePercentTotal(entries) <= FULL_PERCENT_BPS, {
      error: messages.paymentScheduleOver100,
    }),
});
export type TPaymentScheduleRequest = z.input<typeof ZPaymentScheduleRequest>;

export const ZServiceOptionsRequest = z.object({
  isPrivate: z.boolean().optional(),
  isPaused: z.boolean().optional(),
});

export const ZNoteRequest = z.object({ note: ZNote });

export const ZTaxRequest = z.object({
  mode: z.enum(taxModes, { error: messages.chooseFromList }),
  /** Basis points (700 = 7%); null or left out = the business default (7%). */
  rateBps: z
    .number()
    .int()
    .min(0, messages.taxRateRange)
    .max(FULL_PERCENT_BPS, messages.taxRateRange)
    .nullable()
    .optional(),
});
export type TTaxRequest = z.input<typeof ZTaxRequest>;

// Small answers.

export const ZServiceIdParams = z.object({ id: z.uuid() });

export const ZServiceNameResponse = z.object({ id: z.string(), name: z.string() });

/** GET /api/services/all and /session-types. */
export const ZServiceBrief = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  type: z.number().int(),
});
export type TServiceBrief = z.infer<typeof ZServiceBrief>;

/** GET /api/services/options: for selects. */
export const ZServiceOption = z.object({ id: z.string(), name: z.string() });
export type TServiceOption = z.infer<typeof ZServiceOption>;

export const ZLastServiceId = z.object({ id: z.string().nullable() });
export const ZCountResponse = z.object({ count: z.number().int() });
export const ZHasServicesAndDates = z.object({
  hasServices: z.boolean(),
  /** A live service has at least one date today or later (business time zone). */
  hasDates: z.boolean(),
});

export const ZSlotCounts = z.object({
  AVAILABLE: z.number().int(),
  BOOKING: z.number().int(),
  BOOKED: z.number().int(),
  SHOOTED: z.number().int(),
});
export type TSlotCounts = z.infer<typeof ZSlotCounts>;

/** GET /api/services/{id}/summary. */
export const ZServiceSummary = z.object({
  dates: z.number().int(),
  slots: ZSlotCounts,
  packages: z.number().int(),
  addons: z.number().int(),
  contracts: z.number().int(),
});
export type TServiceSummary = z.infer<typeof ZServiceSummary>;

/**
 * GET /api/services/{id}/service-affect: what deleting the service would do: open and
 * held slots and the dates left empty go; booked and shot slots, their dates and shoots stay.
 * DELETE answers the same counts for what it did.
 */
export const ZServiceAffect = z.object({
  slots: ZSlotCounts,
  removedSlots: z.number().int(),
  keptSlots: z.number().int(),
  removedDates: z.number().int(),
  keptDates: z.number().int(),
  /** Distinct shoots (orders) on the kept slots. */
  keptShoots: z.number().int(),
});
export type TServiceAffect = z.infer<typeof ZServiceAffect>;
