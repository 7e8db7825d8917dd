import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { coinValue, isCarriedInventory, roundWeight } from './inventory.ts';

describe('coin values', () => {
  it.each([
    [15, { amount: 15, unit: 'gp' }],
    [1, { amount: 1, unit: 'gp' }],
    [2.5, { amount: 2.5, unit: 'gp' }],
    [0.5, { amount: 5, unit: 'sp' }],
    [0.2, { amount: 2, unit: 'sp' }],
    [0.05, { amount: 5, unit: 'cp' }],
    [0.01, { amount: 1, unit: 'cp' }],
    [0.25, { amount: 25, unit: 'cp' }],
    [0, { amount: 0, unit: 'gp' }],
  ] as const)('%s gp shows as %o', (gp, shown) => {
    expect(coinValue(gp)).toEqual(shown);
  });

  it('never loses value below 1 gp: the shown coins are worth what the item is, to the copper', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (cp) => {
        const { amount, unit } = coinValue(cp / 100);
        expect(amount * (unit === 'sp' ? 10 : 1)).toBe(cp);
      }),
    );
  });
});

describe('weights', () => {
  it('round to two decimals', () => {
    expect(roundWeight(0.05 * 3)).toBe(0.15);
    expect(roundWeight(1 / 3)).toBe(0.33);
    expect(roundWeight(12)).toBe(12);
  });
});

describe('carried inventories', () => {
  it('are what the character wears and packs, not a mount or a stash', () => {
    expect(['body', 'backpack', 'other'].every(isCarriedInventory)).toBe(true);
    expect(['mount', 'vehicle', 'storage'].some(isCarriedInventory)).toBe(false);
  });
});
