// Add-ons of a shoot: add, change quantity, swap for another add-on of the service, delete. The
// shoot fee moves by the add-on's fee times the quantity change, and the invoices with it
// (applyTotalFee: a decrease from PENDING invoices first, then PAID ones).
import { and, eq, ne } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import { quantityError } from '@studio/shared/orders/requests';
import type { TAddon } from '@studio/shared/packages/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { listAddons } from '../packages/service.ts';
import type { Actor } from './activities.ts';
import { applyTotalFee } from './invoice-service.ts';
import { changed, changeOrderMoney, type MoneyContext } from './money-change.ts';
import { orderAddons } from './schema.ts';
import type { OrderScope } from './service.ts';

type AddonLineRow = typeof orderAddons.$inferSelect;
type Acting = OrderScope & { actor: Actor };

function lineLabel(line: { name: string; quantity: number }): string {
  return `${line.name} × ${line.quantity}`;
}

/** The service's add-on (of the shoot's own service), or 404. */
async function serviceAddon(
  tx: Transaction,
  context: MoneyContext,
  addonId: string,
): Promise<TAddon> {
  const list = await listAddons(tx, {
    businessId: context.order.businessId,
    serviceId: context.order.serviceId,
  });
  const addon = list.find((item) => item.id === addonId);
  if (!addon) throw AppError.notFound(messages.addonNotFound);
  return addon;
}

async function orderLine(
  executor: Executor,
  input: { businessId: string; lineId: string; orderId?: string },
  options: { lock?: boolean } = {},
): Promise<AddonLineRow> {
  const query = executor
    .select()
    .from(orderAddons)
    .where(
      and(
        eq(orderAddons.id, input.lineId),
        eq(orderAddons.businessId, input.businessId),
        ...(input.orderId === undefined ? [] : [eq(orderAddons.orderId, input.orderId)]),
      ),
    )
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw AppError.notFound(messages.orderAddonNotFound);
  return row;
}

function lineWhere(businessId: string, lineId: string) {
  return and(eq(orderAddons.id, lineId), eq(orderAddons.businessId, businessId));
}

function checkQuantity(quantity: number, maxQuantity: number): void {
  const error = quantityError(quantity, maxQuantity);
  if (error) throw AppError.validation('quantity', error);
}

/** Moves the fee by `delta` and says so in the activity's changes. */
async function moveFee(context: MoneyContext, delta: number) {
  const { order } = context;
  const totalFee = Math.max(0, order.totalFee + delta);
  await applyTotalFee(context.tx, { businessId: order.businessId, orderId: order.id, totalFee });
  return changed('totalFee', context.money(order.totalFee), context.money(totalFee));
}

/**
 * POST /api/orders/{id}/addon: adds a service add-on with a quantity. An add-on the shoot already
 * has gets the quantity added to its line (at most maxQuantity in all).
 */
export async function addOrderAddon(
  db: Database,
  input: Acting & { addonId: string; quantity: number },
): Promise<TOrder> {
  return changeOrderMoney(db, input, async (context) => {
    const { tx, order } = context;
    const addon = await serviceAddon(tx, context, input.addonId);
    const [existing] = await tx
      .select()
      .from(orderAddons)
      .where(
        and(
          eq(orderAddons.businessId, order.businessId),
          eq(orderAddons.orderId, order.id),
          eq(orderAddons.addonId, addon.id),
        ),
      )
      .limit(1);
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    checkQuantity(quantity, addon.maxQuantity);
    if (existing) {
      await tx
        .update(orderAddons)
        .set({ quantity, fee: addon.fee, name: addon.name, maxQuantity: addon.maxQuantity })
        .where(lineWhere(order.businessId, existing.id));
    } else {
      await tx.insert(orderAddons).values({
        businessId: order.businessId,
        orderId: order.id,
        addonId: addon.id,
        name: addon.name,
        fee: addon.fee,
        quantity,
        maxQuantity: addon.maxQuantity,
      });
    }
    const before = existing ? existing.fee * existing.quantity : 0;
    const feeChange = await moveFee(context, addon.fee * quantity - before);
    return {
      type: 'ADD_ADDON',
      summary: `Added the add-on ${addon.name}`,
      changes: [
        ...changed(
          'addon',
          existing ? lineLabel(existing) : null,
          lineLabel({ name: addon.name, quantity }),
        ),
        ...feeChange,
      ],
    };
  });
}

/** PUT /api/orders/{id}/addons/{addonId}/quantity: addonId is the shoot's add-on line. */
export async function changeAddonQuantity(
  db: Database,
  input: Acting & { lineId: string; quantity: number },
): Promise<TOrder> {
  return changeOrderMoney(db, input, async (context) => {
    const { tx, order } = context;
    const line = await orderLine(tx, { ...input, orderId: order.id }, { lock: true });
    checkQuantity(input.quantity, line.maxQuantity);
    await tx
      .update(orderAddons)
      .set({ quantity: input.quantity })
      .where(lineWhere(order.businessId, line.id));
    const feeChange = await moveFee(context, line.fee * (input.quantity - line.quantity));
    return {
      type: 'CHANGE_ADDON',
      summary: `Changed the quantity of ${line.name}`,
      changes: [
        ...changed('addon', lineLabel(line), lineLabel({ ...line, quantity: input.quantity })),
        ...feeChange,
      ],
    };
  });
}

/**
 * PUT /api/orders/{id}/addons/{a}/change/{b}: line a becomes the service's add-on b (its name
 * and fee now), keeping its quantity, which must fit b's maxQuantity. When the shoot already has
 * a line of b, line a joins it (the quantities summed, at most maxQuantity in all), as adding b
 * would: a shoot never has two lines of one add-on, so no maximum is passed by splitting.
 */
export async function swapOrderAddon(
  db: Database,
  input: Acting & { lineId: string; addonId: string },
): Promise<TOrder> {
  return changeOrderMoney(db, input, async (context) => {
    const { tx, order } = context;
    const line = await orderLine(tx, { ...input, orderId: order.id }, { lock: true });
    const addon = await serviceAddon(tx, context, input.addonId);
    const [other] = await tx
      .select()
      .from(orderAddons)
      .where(
        and(
          eq(orderAddons.businessId, order.businessId),
          eq(orderAddons.orderId, order.id),
          eq(orderAddons.addonId, addon.id),
          ne(orderAddons.id, line.id),
        ),
      )
      .limit(1)
      .for('update');
    const quantity = (other?.quantity ?? 0) + line.quantity;
    checkQuantity(quantity, addon.maxQuantity);
    const values = { name: addon.name, fee: addon.fee, maxQuantity: addon.maxQuantity };
    if (other) {
      await tx
        .update(orderAddons)
        .set({ ...values, quantity })
        .where(lineWhere(order.businessId, other.id));
      await tx.delete(orderAddons).where(lineWhere(order.businessId, line.id));
    } else {
      await tx
        .update(orderAddons)
        .set({ ...values, addonId: addon.id })
        .where(lineWhere(order.businessId, line.id));
    }
    const before = line.fee * line.quantity + (other ? other.fee * other.quantity : 0);
    const feeChange = await moveFee(context, addon.fee * quantity - before);
    return {
      type: 'CHANGE_ADDON',
      summary: `Changed the add-on ${line.name} to ${addon.name}`,
      changes: [
        ...changed('addon', lineLabel(line), lineLabel({ name: addon.name, quantity })),
        ...feeChange,
      ],
    };
  });
}

/** The order an add-on line belongs to (404 for another business's line). */
export async function orderOfAddonLine(
  db: Database,
  input: { businessId: string; lineId: string },
): Promise<string> {
  return (await orderLine(db, input)).orderId;
}

/**
 * DELETE /api/orders/addons/{id}: the shoot fee and the invoice totals go down by the
 * line's fee times quantity, pending invoices first (due last first), then paid ones.
 */
export async function deleteOrderAddon(
  db: Database,
  input: { businessId: string; lineId: string; actor: Actor },
): Promise<TOrder> {
  const orderId = await orderOfAddonLine(db, input);
  return changeOrderMoney(db, { ...input, orderId }, async (context) => {
    const { tx, order } = context;
    const line = await orderLine(tx, { ...input, orderId: order.id }, { lock: true });
    await tx.delete(orderAddons).where(lineWhere(order.businessId, line.id));
    const feeChange = await moveFee(context, -line.fee * line.quantity);
    return {
      type: 'DELETE_ADDON',
      summary: `Deleted the add-on ${line.name}`,
      changes: [...changed('addon', lineLabel(line), null), ...feeChange],
    };
  });
}
