// The one way a shoot comes into being, inside the caller's transaction: the owner's shoot form
// (createShoot) and a client's booking (booking/confirm.ts) both place the time first, then call
// buildOrder for the customer, package discount, coupon, tax, price, order, add-ons, invoices and
// the activity. Emails and notifications stay with the callers (they differ).
import { z } from 'zod';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { sumAddonLines } from '@studio/shared/orders/addon-lines';
import {
  couponDiscount,
  orderPrice,
  type OrderPrice,
  type TaxMode,
} from '@studio/shared/pricing/price';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { ZPaymentScheduleEntry } from '@studio/shared/services/contracts';
import { instantToWall, minutesBetween, todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { redeemCoupon, type RedeemedCoupon } from '../coupons/service.ts';
import { findOrCreateCustomer } from '../customers/service.ts';
import { serviceAddonRows, servicePackageRows } from '../packages/order-choices.ts';
import type { PackageRow } from '../packages/presenter.ts';
import { useActiveDiscount } from '../packages/service.ts';
import type { PaymentSettings } from '../payment-settings/service.ts';
import { serviceDateLocation, type ShootSlot } from '../scheduling/order-slots.ts';
import type { ServiceRow } from '../services/lookup.ts';
import { recordActivity, type ActivityType, type Actor } from './activities.ts';
import { createInitialInvoices } from './invoice-service.ts';
import type { OrderRow } from './presenter.ts';
import { orderAddons, orders } from './schema.ts';

export type { PackageRow };
export type OrderLine = {
  addonId: string;
  name: string;
  fee: number;
  quantity: number;
  maxQuantity: number;
};

/** The service's payment schedule, else the business default (createInitialInvoices decides further). */
export function scheduleOf(
  service: Pick<ServiceRow, 'paymentSchedule'>,
  fallback: z.infer<typeof ZPaymentScheduleEntry>[],
): z.infer<typeof ZPaymentScheduleEntry>[] {
  const own = z.array(ZPaymentScheduleEntry).safeParse(service.paymentSchedule);
  return own.success && own.data.length > 0 ? own.data : fallback;
}

/**
 * Package required when the service has packages; add-ons of the service, quantity ≤ max. An
 * add-on listed on several lines is one line with their quantities summed (checked and stored so).
 */
export async function validateChoices(
  tx: Transaction,
  service: ServiceRow,
  input: { packageId: string | null; addons: readonly { addonId: string; quantity: number }[] },
): Promise<{ pkg: PackageRow | null; lines: OrderLine[] }> {
  const scope = { businessId: service.businessId, serviceId: service.id };
  const packageRows = await servicePackageRows(tx, scope);
  let pkg: PackageRow | null = null;
  if (input.packageId !== null) {
    pkg = packageRows.find((row) => row.id === input.packageId) ?? null;
    if (!pkg) throw AppError.validation('packageId', messages.packageNotFound);
  } else if (packageRows.length > 0) {
    throw AppError.validation('packageId', messages.packageRequired);
  }
  const requested = sumAddonLines(input.addons);
  const ids = requested.map((line) => line.addonId);
  const addonRows = await serviceAddonRows(tx, { ...scope, addonIds: ids });
  const errors: { field: string; message: string }[] = [];
  const lines: OrderLine[] = [];
  requested.forEach((line) => {
    const { index } = line;
    const addon = addonRows.find((row) => row.id === line.addonId);
    if (!addon) {
      errors.push({ field: `addons.${index}.addonId`, message: messages.addonNotFound });
      return;
    }
    if (line.quantity > addon.maxQuantity) {
      errors.push({
        field: `addons.${index}.quantity`,
        message: messages.quantityMax(addon.maxQuantity),
      });
      return;
    }
    lines.push({
      addonId: addon.id,
      name: addon.name,
      fee: addon.fee,
      quantity: line.quantity,
      maxQuantity: addon.maxQuantity,
    });
  });
  if (errors.length > 0) {
    throw new AppError('VALIDATION', errors.map((e) => e.message).join('; '), { errors });
  }
  return { pkg, lines };
}

export type OrderDraft = {
  business: BusinessRow;
  service: ServiceRow;
  settings: PaymentSettings;
  orderId: string;
  /** The time already placed for the order (BOOKED with it); null: a shoot without a time yet. */
  slot: ShootSlot | null;
  pkg: PackageRow | null;
  lines: OrderLine[];
  client: { fullName: string; email: string; phone: string };
  /**
   * The shoot fee: a number the owner chose, or the price worked out once it is known whether
   * the package's discount could still be used (a client's booking).
   */
  totalFee: number | ((pricing: { onDate: string; isDiscountUsed: boolean }) => number);
  couponCode: string | null;
  /**
   * A coupon that can no longer be redeemed is left off instead of failing (a confirmation the
   * client has already paid for must not be refused).
   */
  isCouponOptional?: boolean;
  amountPaid: number;
  shootLocation: string;
  note: string;
  isSendEmail: boolean;
  source: 'OWNER' | 'CLIENT';
  /** The client's IANA time zone when they booked themselves (a valid one); else null. */
  clientTimeZone?: string | null;
  answers: TStoredAnswer[];
  activity: { type: ActivityType; actor: Actor; summary: string };
  now: Date;
};

export type BuiltOrder = {
  order: OrderRow;
  price: OrderPrice;
  /** The shoot's local date (today when it has no time). */
  onDate: string;
  coupon: RedeemedCoupon | null;
};

async function redeem(tx: Transaction, draft: OrderDraft, onDate: string) {
  if (!draft.couponCode) return null;
  const input = { businessId: draft.business.id, code: draft.couponCode, onDate };
  if (!draft.isCouponOptional) return redeemCoupon(tx, input);
  // redeemCoupon refuses with a clean conditional update and a read: the transaction stays usable.
  return redeemCoupon(tx, input).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}

/**
 * Writes the order of a placed time: joins or creates the customer, uses the package discount,
 * redeems the coupon, fixes tax and price, inserts the order, its add-ons and invoices, and records
 * the activity. Call it inside the transaction that placed the slot.
 */
export async function buildOrder(tx: Transaction, draft: OrderDraft): Promise<BuiltOrder> {
  const { business, service, settings, orderId, slot, pkg } = draft;
  const businessId = business.id;
  const onDate = slot
    ? instantToWall(slot.startTime, business.timeZone).date
    : todayIn(business.timeZone, draft.now.getTime());
  const customer = await findOrCreateCustomer(tx, { businessId, ...draft.client });
  const isDiscountUsed = pkg
    ? await useActiveDiscount(tx, { businessId, packageId: pkg.id, onDate })
    : false;
  const dateLocation =
    slot && service.kind === serviceKinds.MINI_SESSION
      ? await serviceDateLocation(tx, { businessId, serviceDateId: slot.serviceDateId })
      : '';
  const coupon = await redeem(tx, draft, onDate);
  const totalFee =
    typeof draft.totalFee === 'number'
      ? draft.totalFee
      : draft.totalFee({ onDate, isDiscountUsed });
  const tax = {
    mode: service.taxMode as TaxMode,
    rateBps: service.taxRateBps ?? settings.salesTaxBps,
  };
  const discount = couponDiscount(totalFee, coupon);
  const price = orderPrice({ fee: totalFee, couponDiscountAmount: discount, tax });
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      businessId,
      customerId: customer.id,
      serviceId: service.id,
      packageId: pkg?.id ?? null,
      packageName: pkg?.name ?? null,
      fullName: draft.client.fullName,
      email: draft.client.email,
      phone: draft.client.phone,
      startTime: slot?.startTime ?? null,
      ...(slot
        ? {
            durationMinutes: minutesBetween(slot.startTime, slot.endTime),
          }
        : {}),
      shootLocation: draft.shootLocation || dateLocation || pkg?.shootLocation || '',
      totalFee,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponIsFixed: coupon?.isFixed ?? null,
      couponAmount: coupon?.amount ?? null,
      totalCouponDiscount: discount,
      taxMode: tax.mode,
      taxRateBps: tax.rateBps,
      grandTotal: price.total,
      isSendEmail: draft.isSendEmail,
      note: draft.note,
      answers: draft.answers,
      source: draft.source,
      clientTimeZone: draft.clientTimeZone ?? null,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  if (draft.lines.length > 0) {
    await tx
      .insert(orderAddons)
      .values(draft.lines.map((line) => ({ ...line, businessId, orderId })));
  }
  await createInitialInvoices(tx, {
    order,
    feeCollectionMethod: service.feeCollectionMethod,
    schedule: scheduleOf(service, settings.paymentSchedule),
    amountPaid: draft.amountPaid,
    timeZone: business.timeZone,
    now: draft.now,
  });
  await recordActivity(tx, { businessId, orderId, ...draft.activity, changes: [] });
  return { order, price, onDate, coupon };
}
