// What the client has picked on the service page before the time: package and add-ons.
import type { TCheckoutRequest } from '@studio/shared/booking/contracts';

export type AddonChoice = NonNullable<TCheckoutRequest['addons']>[number];

/** Quantities keyed by add-on id -> the lines a request sends (zero quantities left out). */
export function addonLines(quantities: Readonly<Record<string, number>>): AddonChoice[] {
  return Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([addonId, quantity]) => ({ addonId, quantity }));
}
