import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { abilityModifier, proficiencyBonus, totalLevel } from './core.ts';

describe('abilityModifier', () => {
  it.each([
    [1, -5],
    [8, -1],
    [9, -1],
    [10, 0],
    [11, 0],
    [15, 2],
    [20, 5],
    [30, 10],
  ])('score %i gives %i', (score, mod) => {
    expect(abilityModifier(score)).toBe(mod);
  });

  it('agrees with the other reading of the spec, ⌊(score − 10) / 2⌋', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (score) => {
        expect(abilityModifier(score)).toBe(Math.floor((score - 10) / 2));
      }),
    );
  });
});

describe('proficiencyBonus', () => {
  it.each([
    [1, 2],
    [4, 2],
    [5, 3],
    [8, 3],
    [9, 4],
    [13, 5],
    [17, 6],
    [20, 6],
  ])('level %i gives +%i', (level, bonus) => {
    expect(proficiencyBonus(level)).toBe(bonus);
  });

  it('clamps levels outside 1–20', () => {
    expect(proficiencyBonus(0)).toBe(2);
    expect(proficiencyBonus(25)).toBe(6);
  });
});

describe('total level', () => {
  it('sums the class levels', () => {
    expect(totalLevel([])).toBe(0);
    expect(totalLevel([{ level: 6 }, { level: 4 }])).toBe(10);
  });
});
