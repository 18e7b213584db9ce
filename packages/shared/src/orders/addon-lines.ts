// A list of add-on lines as a request gives it, read as what it asks for: one line per add-on.
// Every rule on quantities (at most maxQuantity, the price) reads the summed lines, so listing an
// add-on twice can never take more of it than one line could.

export type AddonLineRequest = { addonId: string; quantity: number };

/**
 * One line per add-on with the quantities of its repeated lines summed, in the order each add-on
 * first appears; `index` is that first line's position, to name the field in an error.
 */
export function sumAddonLines(
  lines: readonly AddonLineRequest[],
): { addonId: string; quantity: number; index: number }[] {
  const summed = new Map<string, { addonId: string; quantity: number; index: number }>();
  lines.forEach((line, index) => {
    const seen = summed.get(line.addonId);
    if (seen) seen.quantity += line.quantity;
    else summed.set(line.addonId, { addonId: line.addonId, quantity: line.quantity, index });
  });
  return [...summed.values()];
}
