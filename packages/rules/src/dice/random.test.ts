import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fixedRolls, rollDice, rollDie } from './random.ts';

describe('dice', () => {
  it('rolls every face from 1 to the number of sides, never outside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (sides, r) => {
          const value = rollDie(sides, () => r);
          return Number.isInteger(value) && value >= 1 && value <= sides;
        },
      ),
    );
    expect(rollDie(6, () => 0)).toBe(1);
    expect(rollDie(6, () => 0.9999)).toBe(6);
  });

  it('replays fixed faces in order', () => {
    expect(rollDice(4, 6, fixedRolls([6, 1, 4, 3], 6))).toEqual([6, 1, 4, 3]);
    expect(rollDice(3, 20, fixedRolls([20, 1], 20))).toEqual([20, 1, 20]);
  });
});
