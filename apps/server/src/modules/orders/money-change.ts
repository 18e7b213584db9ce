// The frame of every change to a shoot's money: one transaction that locks the order (404 unknown,
// 409 cancelled), makes the change, records its activity, then answers the whole shoot.
import { formatMoney } from '@studio/shared/money';
import type { TActivityChange, TOrder } from '@studio/shared/orders/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { recordActivity, type ActivityType, type Actor } from './activities.ts';
import type { OrderRow } from './presenter.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { getOrder, lockActiveOrder, type OrderScope } from './service.ts';

export type MoneyContext = {
  tx: Transaction;
  order: OrderRow;
  timeZone: string;
  /** Minor units as the photographer reads them, in the business currency. */
  money: (minor: number) => string;
};

export type MoneyActivity = { type: ActivityType; summary: string; changes: TActivityChange[] };

export async function changeOrderMoney(
  db: Database,
  input: OrderScope & { actor: Actor },
  change: (context: MoneyContext) => Promise<MoneyActivity>,
): Promise<TOrder> {
  await db.transaction((tx) => changeOrderMoneyIn(tx, input, change));
  return getOrder(db, { businessId: input.businessId, orderId: input.orderId });
}

/**
 * The same frame inside a transaction the caller owns (a provider's webhook confirming a
 * payment together with its own records); answers nothing.
 */
export async function changeOrderMoneyIn(
  tx: Transaction,
  input: OrderScope & { actor: Actor },
  change: (context: MoneyContext) => Promise<MoneyActivity>,
): Promise<void> {
  const scope = { businessId: input.businessId, orderId: input.orderId };
  const order = await lockActiveOrder(tx, scope);
  const { timeZone, currency } = await findBusiness(tx, { businessId: input.businessId });
  const activity = await change({
    tx,
    order,
    timeZone,
    money: (minor) => formatMoney(minor, currency),
  });
  await recordActivity(tx, { ...scope, actor: input.actor, ...activity });
}

/** A from/to line of an activity, left out when nothing changed. */
export function changed(field: string, from: string | null, to: string | null): TActivityChange[] {
  return from === to ? [] : [{ field, from, to }];
}
