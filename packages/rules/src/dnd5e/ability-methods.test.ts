import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fixedRolls } from '../dice/random.ts';
import type { Scores } from './ability-methods.ts';
import {
  ABILITY_METHODS,
  abilityMethodOf,
  abilityMethodProblems,
  canRaisePointBuy,
  declaredAbilityMethod,
  fittingAbilityMethod,
  pointBuyRemaining,
  rollAbilityScore,
  rollAbilityScores,
  STARTING_SCORES,
  swapScores,
  validateAbilityAddition,
  validateAbilityMethod,
  validateBackgroundBonus,
  validateCustomScores,
  validatePointBuy,
  validateStandardArray,
} from './ability-methods.ts';
import { ABILITIES, POINT_BUY_COST } from './tables.ts';

const scores = (
  str: number,
  dex: number,
  con: number,
  int: number,
  wis: number,
  cha: number,
): Scores => ({
  str,
  dex,
  con,
  int,
  wis,
  cha,
});

describe('point buy', () => {
  it('accepts 27 points spent: 15, 15, 15, 8, 8, 8 and 15, 14, 13, 12, 10, 8 both cost 27', () => {
    expect(validatePointBuy(scores(15, 15, 15, 8, 8, 8))).toEqual([]);
    expect(validatePointBuy(scores(15, 14, 13, 12, 10, 8))).toEqual([]);
  });

  it('asks for the remaining points to be spent, and refuses overspending', () => {
    expect(validatePointBuy(STARTING_SCORES)).toEqual([
      { path: 'abilities', key: 'point-buy.unspent', params: { remaining: 27 } },
    ]);
    expect(validatePointBuy(scores(15, 15, 15, 15, 8, 8))).toEqual([
      { path: 'abilities', key: 'point-buy.over', params: { over: 9 } },
    ]);
  });

  it('keeps each score between 8 and 15 and flags a non-number', () => {
    expect(validatePointBuy(scores(16, 8, 8, 8, 8, 8))[0]).toMatchObject({
      path: 'abilities.str',
      key: 'point-buy.range',
    });
    expect(validatePointBuy(scores(8, Number.NaN, 8, 8, 8, 8))[0]).toMatchObject({
      path: 'abilities.dex',
      key: 'ability-max',
    });
  });

  it('has no total while a score is not a number, and then raises nothing', () => {
    const unreadable = scores(15, Number.NaN, 8, 8, 8, 8);
    expect(pointBuyRemaining(unreadable)).toBeNaN();
    expect(canRaisePointBuy(unreadable, 'con')).toBe(false);
  });

  it('blocks a plus when the remaining points are not enough', () => {
    const nearlySpent = scores(15, 15, 14, 9, 8, 8); // 26 spent, 1 left
    expect(pointBuyRemaining(nearlySpent)).toBe(1);
    expect(canRaisePointBuy(nearlySpent, 'con')).toBe(false); // 14 → 15 costs 2
    expect(canRaisePointBuy(nearlySpent, 'int')).toBe(true); // 9 → 10 costs 1
    expect(canRaisePointBuy(nearlySpent, 'str')).toBe(false);
  });

  it('never lets the plus button overspend, whatever is pressed', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ABILITIES), { maxLength: 60 }), (presses) => {
        let current = { ...STARTING_SCORES };
        for (const ability of presses) {
          if (canRaisePointBuy(current, ability))
            current = { ...current, [ability]: current[ability] + 1 };
        }
        return (
          pointBuyRemaining(current) >= 0 &&
          ABILITIES.every((a) => POINT_BUY_COST[current[a]] !== undefined)
        );
      }),
    );
  });
});

describe('standard array', () => {
  it('accepts the six values in any order, and swapping keeps it valid', () => {
    const array = scores(8, 15, 14, 10, 13, 12);
    expect(validateStandardArray(array)).toEqual([]);
    expect(validateStandardArray(swapScores(array, 'str', 'dex'))).toEqual([]);
    expect(swapScores(array, 'str', 'dex')).toMatchObject({ str: 15, dex: 8 });
  });

  it('refuses anything else', () => {
    expect(validateStandardArray(scores(15, 15, 13, 12, 10, 8))).toHaveLength(1);
  });
});

describe('custom and rolled scores', () => {
  it('takes whole numbers from 0 to 20', () => {
    expect(validateCustomScores(scores(0, 20, 10, 10, 10, 10))).toEqual([]);
    expect(validateCustomScores(scores(21, -1, 10, 10, 10, 10.5)).map((p) => p.path)).toEqual([
      'abilities.str',
      'abilities.dex',
      'abilities.cha',
    ]);
  });

  it('says a score that is not a number is not one, instead of taking it as 0', () => {
    expect(validateCustomScores(scores(Number.NaN, 10, 10, 10, 10, 10))).toEqual([
      { path: 'abilities.str', key: 'ability-max' },
    ]);
  });

  it('rolls four d6 and drops the lowest', () => {
    expect(rollAbilityScore(fixedRolls([6, 1, 4, 3], 6))).toEqual({
      score: 13,
      dice: [6, 1, 4, 3],
    });
    expect(rollAbilityScores(fixedRolls([6, 6, 6, 6], 6))).toEqual([18, 18, 18, 18, 18, 18]);
  });

  it('always rolls scores from 3 to 18', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 24,
          maxLength: 24,
        }),
        (values) => {
          let index = 0;
          const rolled = rollAbilityScores(() => values[index++]!);
          return rolled.every((score) => score >= 3 && score <= 18);
        },
      ),
    );
  });

  it('dispatches on the method the settings store', () => {
    expect(validateAbilityMethod(ABILITY_METHODS.custom, STARTING_SCORES)).toEqual([]);
    expect(validateAbilityMethod(ABILITY_METHODS.pointBuy, STARTING_SCORES)).toHaveLength(1);
    expect(validateAbilityMethod(ABILITY_METHODS.array, STARTING_SCORES)).toHaveLength(1);
  });
});

describe('the method of stored scores', () => {
  it('reads the method from settings or options, nothing else', () => {
    expect(abilityMethodOf(1)).toBe(ABILITY_METHODS.pointBuy);
    expect(abilityMethodOf('0')).toBe(ABILITY_METHODS.array);
    for (const value of [undefined, null, '', ' ', 3, '7', 'custom', 1.5]) {
      expect(abilityMethodOf(value)).toBeUndefined();
    }
  });

  it('checks the scores against the method a character declares, settings first', () => {
    const overBudget = scores(15, 15, 15, 15, 8, 8);
    expect(abilityMethodProblems({ attributes: overBudget, options: {} })).toEqual([]);
    expect(
      abilityMethodProblems({ attributes: overBudget, options: { 'ability-type': ['1'] } }),
    ).toEqual([{ path: 'abilities', key: 'point-buy.over', params: { over: 9 } }]);
    expect(
      abilityMethodProblems({
        attributes: overBudget,
        options: { 'ability-type': ['1'] },
        settings: { abilityType: ABILITY_METHODS.custom },
      }),
    ).toEqual([]);
    expect(
      declaredAbilityMethod({ attributes: overBudget, options: {}, settings: { abilityType: 0 } }),
    ).toBe(ABILITY_METHODS.array);
  });

  it('keeps the declared method while the scores fit it, else the first that fits', () => {
    const array = scores(15, 14, 13, 12, 10, 8);
    expect(fittingAbilityMethod(array, ABILITY_METHODS.pointBuy)).toBe(ABILITY_METHODS.pointBuy);
    expect(fittingAbilityMethod(array, ABILITY_METHODS.custom)).toBe(ABILITY_METHODS.custom);
    expect(fittingAbilityMethod(array)).toBe(ABILITY_METHODS.array);
    expect(fittingAbilityMethod(scores(15, 15, 15, 8, 8, 8), ABILITY_METHODS.array)).toBe(
      ABILITY_METHODS.pointBuy,
    );
    expect(fittingAbilityMethod(scores(18, 8, 8, 8, 8, 8), ABILITY_METHODS.pointBuy)).toBe(
      ABILITY_METHODS.custom,
    );
  });
});

describe('background bonus', () => {
  const sage = ['con', 'int', 'wis'] as const;
  const base = scores(8, 14, 13, 15, 12, 10);

  it('accepts +2/+1 or +1/+1/+1 among the background abilities', () => {
    expect(validateBackgroundBonus(base, { int: 2, wis: 1 }, sage)).toEqual([]);
    expect(validateBackgroundBonus(base, { con: 1, int: 1, wis: 1 }, sage)).toEqual([]);
  });

  it('refuses other shapes, other abilities, and scores above 20', () => {
    expect(validateBackgroundBonus(base, { int: 2, wis: 2 }, sage)[0]?.key).toBe(
      'background.shape',
    );
    expect(validateBackgroundBonus(base, { str: 2, int: 1 }, sage)[0]?.key).toBe(
      'background.not-offered',
    );
    expect(validateBackgroundBonus(scores(8, 8, 8, 19, 8, 8), { int: 2, wis: 1 }, sage)).toEqual([
      { path: 'bonus.int', key: 'ability.above-max', params: { max: 20 } },
    ]);
  });
});

describe('ability addition', () => {
  const base: Scores = { str: 15, dex: 14, con: 13, int: 12, wis: 10, cha: 19 };

  it('allows at most 2 to one ability and 3 in all, to the abilities offered, none above 20', () => {
    expect(validateAbilityAddition(base, { str: 2, dex: 1 })).toEqual([]);
    expect(validateAbilityAddition(base, { str: 3 }).map((p) => p.key)).toEqual([
      'ability.max-in-one',
    ]);
    expect(validateAbilityAddition(base, { str: 2, dex: 1, con: 1 }).map((p) => p.key)).toEqual([
      'ability.addition-total',
    ]);
    expect(validateAbilityAddition(base, { cha: 2 }).map((p) => p.key)).toEqual([
      'ability.above-max',
    ]);
    expect(
      validateAbilityAddition(base, { int: 1 }, { available: ['str', 'dex'] }).map((p) => p.key),
    ).toEqual(['choice.not-offered']);
    expect(validateAbilityAddition(base, { str: 1, dex: 1 }, { maxInOne: 1, max: 2 })).toEqual([]);
  });
});
