import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  coinCount,
  coinCountChange,
  coinItemIds,
  coinOf,
  coinValue,
  EMPTY_PURSE,
  isCarriedInventory,
  purseOf,
  purseValue,
  purseWeight,
  roundWeight,
} from './inventory.ts';

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

/** The SRD's five coins as the catalogue has them (type coin, worth in gp, 0.02 lb each). */
const COIN_ITEMS = [
  { id: 'copper-piece', type: 'coin', value: 0.01 },
  { id: 'silver-piece', type: 'coin', value: 0.1 },
  { id: 'electrum-piece', type: 'coin', value: 0.5 },
  { id: 'gold-piece', type: 'coin', value: 1 },
  { id: 'platinum-piece', type: 'coin', value: 10 },
  { id: 'torch', type: 'gear', value: 0.01 },
];
const itemOf = (id: string) => COIN_ITEMS.find((item) => item.id === id);
const stack = (
  id: string,
  item_id: string,
  quantity: number,
  container_id: string | null = null,
) => ({
  id,
  item_id,
  quantity,
  container_id,
});

describe('the purse', () => {
  it('knows each coin by its type and worth, not by a list of ids', () => {
    expect(COIN_ITEMS.map(coinOf)).toEqual(['cp', 'sp', 'ep', 'gp', 'pp', undefined]);
    expect(coinOf({ type: 'coin', value: 3 })).toBeUndefined();
    expect(coinItemIds(COIN_ITEMS)).toEqual({
      cp: 'copper-piece',
      sp: 'silver-piece',
      ep: 'electrum-piece',
      gp: 'gold-piece',
      pp: 'platinum-piece',
    });
  });

  it('sums the loose coins of an inventory by kind; coins in a pouch stay with the pouch', () => {
    const view = purseOf(
      [
        stack('g1', 'gold-piece', 100),
        stack('g2', 'gold-piece', 5),
        stack('s1', 'silver-piece', 3),
        stack('p1', 'platinum-piece', 2, 'pouch'),
        stack('t1', 'torch', 10),
        { id: 'custom', item_id: null, quantity: 4, container_id: null },
      ],
      itemOf,
    );
    expect(view.coins).toEqual({ cp: 0, sp: 3, ep: 0, gp: 105, pp: 0 });
    expect(view.stacks.gp).toEqual([
      { id: 'g1', quantity: 100 },
      { id: 'g2', quantity: 5 },
    ]);
    expect(view.stacks.pp).toEqual([]);
  });

  it.each([
    [{ ...EMPTY_PURSE }, 0, 0],
    [{ cp: 7, sp: 3, ep: 1, gp: 15, pp: 2 }, 35.87, 0.56],
    // A wizard's 105 gp weigh 2.1 lb, as the SRD's 50 coins to the pound says.
    [{ ...EMPTY_PURSE, gp: 105 }, 105, 2.1],
    [{ ...EMPTY_PURSE, cp: 1 }, 0.01, 0.02],
    [{ cp: 50, sp: 50, ep: 50, gp: 50, pp: 50 }, 580.5, 5],
  ])('%o is worth %s gp and weighs %s lb', (purse, gp, lb) => {
    expect(purseValue(purse)).toBe(gp);
    expect(purseWeight(purse)).toBe(lb);
  });

  it('counts its worth to the copper, whatever the coins', () => {
    const count = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(count, count, count, count, count, (cp, sp, ep, gp, pp) => {
        const purse = { cp, sp, ep, gp, pp };
        const copper = cp + sp * 10 + ep * 50 + gp * 100 + pp * 1000;
        expect(Math.round(purseValue(purse) * 100)).toBe(copper);
        expect(coinCount(purse)).toBe(cp + sp + ep + gp + pp);
      }),
    );
  });
});

describe('setting how many of a coin the purse holds', () => {
  const stacks = [
    { id: 'a', quantity: 10 },
    { id: 'b', quantity: 5 },
  ];

  it('adds to the first stack, or makes one when there is none', () => {
    expect(coinCountChange(stacks, 20)).toEqual({ updates: [{ id: 'a', quantity: 15 }], add: 0 });
    expect(coinCountChange([], 12)).toEqual({ updates: [], add: 12 });
  });

  it('takes from the newest stacks first and never below 0', () => {
    expect(coinCountChange(stacks, 8)).toEqual({
      updates: [
        { id: 'b', quantity: 0 },
        { id: 'a', quantity: 8 },
      ],
      add: 0,
    });
    expect(coinCountChange(stacks, -3).updates).toEqual([
      { id: 'b', quantity: 0 },
      { id: 'a', quantity: 0 },
    ]);
  });

  it('changes nothing when the count is already right', () => {
    expect(coinCountChange(stacks, 15)).toEqual({ updates: [], add: 0 });
  });

  it('always leaves the purse holding the count asked for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 5000 }),
        (quantities, target) => {
          const held = quantities.map((quantity, index) => ({ id: `s${index}`, quantity }));
          const change = coinCountChange(held, target);
          const after = held.map(
            (found) => change.updates.find((update) => update.id === found.id) ?? found,
          );
          const total = after.reduce((sum, found) => sum + found.quantity, 0) + change.add;
          expect(total).toBe(target);
          expect(after.every((found) => found.quantity >= 0)).toBe(true);
        },
      ),
    );
  });
});
