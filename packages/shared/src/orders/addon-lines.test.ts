import { describe, expect, it } from 'vitest';
import { sumAddonLines } from './addon-lines.ts';

describe('sumAddonLines', () => {
  it('sums the repeated lines of an add-on into its first line', () => {
    expect(
      sumAddonLines([
        { addonId: 'a', quantity: 2 },
        { addonId: 'b', quantity: 1 },
        { addonId: 'a', quantity: 2 },
        { addonId: 'a', quantity: 2 },
      ]),
    ).toEqual([
      { addonId: 'a', quantity: 6, index: 0 },
      { addonId: 'b', quantity: 1, index: 1 },
    ]);
  });

  it('keeps distinct lines as they are, and an empty list empty', () => {
    expect(sumAddonLines([])).toEqual([]);
    expect(
      sumAddonLines([
        { addonId: 'b', quantity: 3 },
        { addonId: 'a', quantity: 1 },
      ]),
    ).toEqual([
      { addonId: 'b', quantity: 3, index: 0 },
      { addonId: 'a', quantity: 1, index: 1 },
    ]);
  });
});
