// The shoot fee: changing the package (the fee follows the new package's price on the shoot's
// date) and setting the fee by hand. The invoices move with the grand total (applyTotalFee).
import { and, eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import { shootFee } from '@studio/shared/pricing/price';
import { instantToWall, todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { listPackages } from '../packages/service.ts';
import { slotsOfOrder } from '../scheduling/order-slots.ts';
import type { Actor } from './activities.ts';
import { applyTotalFee } from './invoice-service.ts';
import { changed, changeOrderMoney } from './money-change.ts';
import type { OrderRow } from './presenter.ts';
import { orderAddons, orders } from './schema.ts';
import type { OrderScope } from './service.ts';
import { shootLifecycle } from './shoot-lifecycle.ts';

type Acting = OrderScope & { actor: Actor };

/** The local date prices are read on: the shoot's date, else today (business time zone). */
export function priceDateOf(order: Pick<OrderRow, 'startTime'>, timeZone: string): string {
  return order.startTime ? instantToWall(order.startTime, timeZone).date : todayIn(timeZone);
}

async function premiumFeeOf(tx: Transaction, order: OrderRow): Promise<number> {
  const slots = await slotsOfOrder(tx, { businessId: order.businessId, orderId: order.id });
  return slots.reduce((sum, slot) => sum + (slot.isPremium ? slot.premiumFee : 0), 0);
}

/**
 * PUT /api/orders/{id}/package/change: the shoot takes another package of its service; the fee
 * becomes shootFee(new package on the shoot's date, the premium slot's fee, the add-ons), so a
 * fee set by hand before is replaced by the new price.
 */
export async function changeOrderPackage(
  db: Database,
  input: Acting & { packageId: string },
): Promise<TOrder> {
  return changeOrderMoney(db, input, async (context) => {
    const { tx, order } = context;
    const scope = { businessId: order.businessId, serviceId: order.serviceId };
    const pkg = (await listPackages(tx, scope)).find((item) => item.id === input.packageId);
    if (!pkg) throw AppError.notFound(messages.packageNotFound);
    const lines = await tx
      .select({ fee: orderAddons.fee, quantity: orderAddons.quantity })
      .from(orderAddons)
      .where(and(eq(orderAddons.businessId, order.businessId), eq(orderAddons.orderId, order.id)));
    const totalFee = shootFee({
      pkg,
      onDate: priceDateOf(order, context.timeZone),
      slotPremiumFee: await premiumFeeOf(tx, order),
      addons: lines,
    });
    await tx
      .update(orders)
      .set({ packageId: pkg.id, packageName: pkg.name, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)));
    await applyTotalFee(tx, { businessId: order.businessId, orderId: order.id, totalFee });
    await shootLifecycle().changed(tx, { businessId: order.businessId, orderId: order.id });
    return {
      type: 'CHANGE_PACKAGE',
      summary: `Changed the package to ${pkg.name}`,
      changes: [
        ...changed('package', order.packageName, pkg.name),
        ...changed('totalFee', context.money(order.totalFee), context.money(totalFee)),
      ],
    };
  });
}

/** POST /api/orders/{id}/shoot-fee: the photographer sets the fee (before coupon and tax). */
export async function changeShootFee(
  db: Database,
  input: Acting & { totalFee: number },
): Promise<TOrder> {
  return changeOrderMoney(db, input, async (context) => {
    const { tx, order } = context;
    await applyTotalFee(tx, {
      businessId: order.businessId,
      orderId: order.id,
      totalFee: input.totalFee,
    });
    return {
      type: 'CHANGE_FEE',
      summary: 'Changed the shoot fee',
      changes: changed('totalFee', context.money(order.totalFee), context.money(input.totalFee)),
    };
  });
}
