// Responses of the shoot money endpoints beyond ZOrder.
import { z } from 'zod';
import { ZAddon, ZPackage } from '../packages/contracts.ts';

/** GET /api/addons/services/{serviceId}/orders/{orderId}: a service add-on and what the shoot has of it. */
export const ZOrderAddonOption = ZAddon.extend({
  /** The shoot's add-on line of it (PUT .../quantity, DELETE /api/orders/addons/{id}); null when not taken. */
  orderAddonId: z.string().nullable(),
  /** How many the shoot has; 0 when not taken. */
  quantity: z.number().int(),
});
export type TOrderAddonOption = z.infer<typeof ZOrderAddonOption>;

/** GET /api/packages/services/{serviceId}/orders/{orderId}: a service package and whether the shoot has it. */
export const ZOrderPackageOption = ZPackage.extend({
  isSelected: z.boolean(),
  /** packagePrice on the shoot's local date (today when undated), minor units. */
  price: z.number().int(),
});
export type TOrderPackageOption = z.infer<typeof ZOrderPackageOption>;
