// What a shoot can take from its service: the service's add-ons with the shoot's
// quantities, and its packages with the one the shoot has and their price on the shoot's date.
import { and, eq } from 'drizzle-orm';
import type { TOrderAddonOption, TOrderPackageOption } from '@studio/shared/orders/money-contracts';
import { packagePrice } from '@studio/shared/packages/discount';
import type { Database } from '../../db/client.ts';
import { listAddons, listPackages } from '../packages/service.ts';
import { requireService } from '../services/lookup.ts';
import { priceDateOf } from './fee-service.ts';
import { orderAddons } from './schema.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { requireOrder } from './service.ts';

type Target = { businessId: string; serviceId: string; orderId: string };

export async function orderAddonOptions(db: Database, input: Target): Promise<TOrderAddonOption[]> {
  await requireOrder(db, input);
  await requireService(db, input);
  const [list, lines] = await Promise.all([
    listAddons(db, input),
    db
      .select()
      .from(orderAddons)
      .where(
        and(eq(orderAddons.businessId, input.businessId), eq(orderAddons.orderId, input.orderId)),
      ),
  ]);
  return list.map((addon) => {
    const line = lines.find((item) => item.addonId === addon.id);
    return { ...addon, orderAddonId: line?.id ?? null, quantity: line?.quantity ?? 0 };
  });
}

export async function orderPackageOptions(
  db: Database,
  input: Target,
): Promise<TOrderPackageOption[]> {
  const order = await requireOrder(db, input);
  await requireService(db, input);
  const [list, zone] = await Promise.all([
    listPackages(db, input),
    findBusiness(db, { businessId: input.businessId }),
  ]);
  const onDate = priceDateOf(order, zone.timeZone);
  return list.map((pkg) => ({
    ...pkg,
    isSelected: pkg.id === order.packageId,
    price: packagePrice(pkg, onDate),
  }));
}
