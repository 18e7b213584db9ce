// Requests of packages and add-ons. Money is integer minor units, percentages
// are basis points; forms convert at their edge (toMinor) and validate with these same fields.
import { z } from 'zod';
import { ZLocalDateInput } from '../availability/local-time.ts';
import { limits } from '../constants.ts';
import { durations } from '../enums.ts';
import { messages } from '../messages.ts';
import { boundedInt, percentAtMost, requiredText } from '../validation.ts';

/** 10,000,000.00 in minor units: far above any photo package, well inside an int column. */
export const MAX_MINOR_AMOUNT = 1_000_000_000;
/** 100% in basis points. */
export const FULL_PERCENT_BPS = 10_000;
export const MAX_ADDON_QUANTITY = 999;
const MAX_DISCOUNT_SLOTS = 100_000;

/**
 * Money in minor units within bounds: exactly 0, or at least 0.5 (50 minor units);
 * a negative value has its own message.
 */
export function moneyAmount(text: { negative: string; minimum: string }) {
  return z
    .number({ error: messages.required })
    .int({ error: messages.money, abort: true })
    .min(0, { error: text.negative, abort: true })
    .max(MAX_MINOR_AMOUNT, { error: messages.amountTooLarge, abort: true })
    .refine((minor) => minor === 0 || minor >= 50, { error: text.minimum })
    .meta(ZERO_OR_AT_LEAST_HALF);
}

/** A fee or payment is 0 or at least 0.5 (50 minor units): the rule as the document says it. */
export const ZERO_OR_AT_LEAST_HALF = { anyOf: [{ enum: [0] }, { minimum: 50 }] };

export const ZTotalFee = moneyAmount({
  negative: messages.totalFeeNegative,
  minimum: messages.totalFeeMinimum,
});
export const ZAddonFee = moneyAmount({
  negative: messages.amountNegative('fee'),
  minimum: messages.amountMinimum('fee'),
});
export const ZPremiumFee = moneyAmount({
  negative: messages.amountNegative('premium fee'),
  minimum: messages.amountMinimum('premium fee'),
});
export const ZReservationDiscount = z
  .number({ error: messages.required })
  .int({ error: messages.money, abort: true })
  .min(0, { error: messages.amountNegative('reservation discount'), abort: true })
  .max(MAX_MINOR_AMOUNT, messages.amountTooLarge);

export const ZShootDuration = z
  .number({ error: messages.required })
  .refine((minutes) => (durations as readonly number[]).includes(minutes), {
    error: messages.durationChoice,
  })
  .meta({ enum: [...durations] });

/** A discount as the owner sets it; how often it was used is counted by bookings, not sent. */
export const ZPackageDiscountRequest = z
  .object({
    /** Minor units when fixed, basis points (1000 = 10%) when a percentage. */
    amount: z
      .number({ error: messages.required })
      .int({ error: messages.number, abort: true })
      .min(1, { error: messages.discountPositive, abort: true })
      .max(MAX_MINOR_AMOUNT, messages.amountTooLarge),
    isFixed: z.boolean(),
    startDate: ZLocalDateInput.nullable().default(null),
    endDate: ZLocalDateInput.nullable().default(null),
    /** How many bookings may use it; null = no limit. */
    maxSlots: z
      .number()
      .int({ error: messages.number, abort: true })
      .min(1, messages.maxSlotsMin)
      .max(MAX_DISCOUNT_SLOTS, messages.maxSlotsMax(MAX_DISCOUNT_SLOTS))
      .nullable()
      .default(null),
  })
  .superRefine((discount, ctx) => {
    if (!discount.isFixed && discount.amount > FULL_PERCENT_BPS) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: messages.discountPercentMax });
    }
    if (discount.startDate && discount.endDate && discount.endDate < discount.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.endDateBeforeStart });
    }
  })
  .meta(percentAtMost(FULL_PERCENT_BPS));
export type TPackageDiscountRequest = z.input<typeof ZPackageDiscountRequest>;

/** The fields of a package, one schema each, for the server and the form alike. */
export const packageFields = {
  name: requiredText('name', limits.name),
  type: z
    .string()
    .regex(/^[A-Z_]{1,32}$/, messages.chooseFromList)
    .default('STANDARD'),
  totalFee: ZTotalFee,
  /** Minutes, from the duration list. */
  shootDuration: ZShootDuration,
  shootLocation: z
    .string()
    .trim()
    .max(limits.location, messages.maxLength('location', limits.location))
    .default(''),
  discount: ZPackageDiscountRequest.nullable().default(null),
  isPremium: z.boolean().default(false),
  premiumFee: ZPremiumFee.default(0),
  isReservation: z.boolean().default(false),
  reservationDiscount: ZReservationDiscount.default(0),
};

type PackageAmounts = {
  totalFee: number;
  discount: { amount: number; isFixed: boolean } | null;
  isReservation: boolean;
  reservationDiscount: number;
};

/** Rules across fields: nothing may take off more than the package costs. */
function checkAmounts(value: PackageAmounts, ctx: z.RefinementCtx): void {
  if (value.discount?.isFixed && value.discount.amount > value.totalFee) {
    ctx.addIssue({
      code: 'custom',
      path: ['discount', 'amount'],
      message: messages.discountOverFee,
    });
  }
  if (value.isReservation && value.reservationDiscount > value.totalFee) {
    ctx.addIssue({
      code: 'custom',
      path: ['reservationDiscount'],
      message: messages.reservationDiscountOverFee,
    });
  }
}

/** POST /api/services/{id}/packages */
export const ZCreatePackageRequest = z.object(packageFields).superRefine(checkAmounts);
export type TCreatePackageRequest = z.input<typeof ZCreatePackageRequest>;

/** PUT /api/services/{id}/packages: replaces the fields of the package named by id. */
export const ZUpdatePackageRequest = z
  .object({ id: z.uuid(), ...packageFields })
  .superRefine(checkAmounts);
export type TUpdatePackageRequest = z.input<typeof ZUpdatePackageRequest>;

export const addonFields = {
  name: requiredText('name', limits.name),
  fee: ZAddonFee,
  maxQuantity: z
    .number({ error: messages.required })
    .int({ error: messages.number, abort: true })
    .min(1, { error: messages.maxQuantityMin, abort: true })
    .max(MAX_ADDON_QUANTITY, messages.maxQuantityMax(MAX_ADDON_QUANTITY))
    .default(1),
};

/** POST /api/services/{id}/addons */
export const ZCreateAddonRequest = z.object(addonFields);
export type TCreateAddonRequest = z.input<typeof ZCreateAddonRequest>;

/** PUT /api/services/{id}/addons: replaces the fields of the add-on named by id. */
export const ZUpdateAddonRequest = z.object({ id: z.uuid(), ...addonFields });
export type TUpdateAddonRequest = z.input<typeof ZUpdateAddonRequest>;

/** PUT /api/services/{id}/packages/order and /addons/order: every id of the service, in order. */
export const ZReorderRequest = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export type TReorderRequest = z.infer<typeof ZReorderRequest>;

/** POST /api/services/{id}/setup-pricing: the first packages and add-ons of a new full session. */
export const ZSetupPricingRequest = z.object({
  packages: z.array(ZCreatePackageRequest).min(1, messages.required).max(50),
  addons: z.array(ZCreateAddonRequest).max(100).default([]),
});
export type TSetupPricingRequest = z.input<typeof ZSetupPricingRequest>;

export const ZDeletePackageQuery = z.object({ packageId: z.uuid() });
export const ZDeleteAddonQuery = z.object({ addonId: z.uuid() });

/** GET /api/addons/suggestions?search= */
export const ZAddonSuggestionsQuery = z.object({
  search: z.string().trim().max(limits.name).default(''),
});
export const ZAddonSuggestions = z.array(z.string());
export const ADDON_SUGGESTIONS_LIMIT = 10;

/**
 * The quantity of one add-on a client takes: greater than 0 and at most its
 * maxQuantity, with the exact messages.
 */
export function addonQuantity(maxQuantity: number) {
  return z
    .number({ error: messages.required })
    .int({ error: messages.number, abort: true })
    .gt(0, { error: messages.quantityMin, abort: true })
    .max(maxQuantity, messages.quantityMax(maxQuantity));
}

export const ZSelectedAddon = z.object({
  addonId: z.uuid(),
  quantity: boundedInt(1, MAX_ADDON_QUANTITY, {
    min: messages.quantityMin,
    max: messages.quantityMax(MAX_ADDON_QUANTITY),
  }),
});
export type TSelectedAddon = z.infer<typeof ZSelectedAddon>;

/** A selection of a service's add-ons: each at most once, each quantity within its bounds. */
export function addonSelection(addons: readonly { id: string; maxQuantity: number }[]) {
  const byId = new Map(addons.map((addon) => [addon.id, addon]));
  return z.array(ZSelectedAddon).superRefine((selection, ctx) => {
    const seen = new Set<string>();
    selection.forEach((item, index) => {
      const addon = byId.get(item.addonId);
      if (!addon || seen.has(item.addonId)) {
        ctx.addIssue({ code: 'custom', path: [index, 'addonId'], message: messages.addonNotFound });
        return;
      }
      seen.add(item.addonId);
      const checked = addonQuantity(addon.maxQuantity).safeParse(item.quantity);
      if (!checked.success) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'quantity'],
          message: checked.error.issues[0]?.message ?? messages.quantityMin,
        });
      }
    });
  });
}
