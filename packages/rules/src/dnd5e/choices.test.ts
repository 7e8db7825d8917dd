import { describe, expect, it } from 'vitest';

import {
  canTakeFeat,
  clampAcModifier,
  maxClassLevel,
  validateChoice,
  validateClassLevels,
  validateLanguages,
  validateResourceCount,
  withCommon,
} from './choices.ts';

describe('languages', () => {
  it('always includes Common and allows two more', () => {
    expect(withCommon(['elvish'])).toEqual(['common', 'elvish']);
    expect(withCommon(['common', 'elvish'])).toEqual(['common', 'elvish']);
    expect(validateLanguages(['elvish', 'dwarvish'])).toEqual([]);
    expect(validateLanguages(['common', 'elvish', 'dwarvish', 'giant'])).toEqual([
      { path: 'options.lang', key: 'languages.too-many', params: { max: 2, chosen: 3 } },
    ]);
  });
});

describe('class levels', () => {
  it('accepts a paladin 6 / sorcerer 4 and refuses more than 20 in total', () => {
    expect(
      validateClassLevels([
        { id: 'paladin', level: 6 },
        { id: 'sorcerer', level: 4 },
      ]),
    ).toEqual([]);
    expect(
      validateClassLevels([
        { id: 'paladin', level: 16 },
        { id: 'sorcerer', level: 5 },
      ])[0]?.key,
    ).toBe('classes.total-max');
  });

  it('needs a class, levels of at least 1, and each class once', () => {
    expect(validateClassLevels([])[0]?.key).toBe('classes.none');
    expect(validateClassLevels([{ id: 'bard', level: 0 }])[0]?.key).toBe('classes.level-min');
    expect(
      validateClassLevels([
        { id: 'bard', level: 1 },
        { id: 'bard', level: 2 },
      ])[0]?.key,
    ).toBe('classes.duplicate');
  });

  it('lets a class rise to 20 minus the other classes', () => {
    expect(
      maxClassLevel(
        [
          { id: 'paladin', level: 6 },
          { id: 'sorcerer', level: 4 },
        ],
        'sorcerer',
      ),
    ).toBe(14);
  });
});

describe('choices', () => {
  it("says 'n out of m' until complete, 'not selected' when empty, and refuses too many", () => {
    expect(validateChoice('opt', ['a'], 2)).toEqual([
      {
        path: 'opt',
        key: 'choice.incomplete',
        params: { selected: 1, required: 2 },
        severity: 'warning',
      },
    ]);
    expect(validateChoice('opt', [], 1)[0]?.key).toBe('choice.not-selected');
    expect(validateChoice('opt', ['a', 'b', 'c'], 2)[0]?.key).toBe('choice.too-many');
    expect(validateChoice('opt', ['a', 'b'], 2)).toEqual([]);
  });

  it('accepts any number for −1 and refuses options not offered', () => {
    expect(validateChoice('opt', [], -1)).toEqual([]);
    expect(validateChoice('opt', ['x'], -1, ['a', 'b'])[0]?.key).toBe('choice.not-offered');
  });

  it('lets a feat be taken again only when repeatable', () => {
    expect(canTakeFeat(['alert'], { id: 'alert', repeatable: false })).toBe(false);
    expect(
      canTakeFeat(['ability-score-improvement'], {
        id: 'ability-score-improvement',
        repeatable: true,
      }),
    ).toBe(true);
  });
});

describe('numbers the sheet takes', () => {
  it('keeps resource counts from 0 to their max (0 = unlimited)', () => {
    expect(validateResourceCount('r', 3, 3)).toEqual([]);
    expect(validateResourceCount('r', 4, 3)[0]?.key).toBe('resource.max');
    expect(validateResourceCount('r', -1, 3)[0]?.key).toBe('resource.min');
    expect(validateResourceCount('r', 99, 0)).toEqual([]);
  });

  it('keeps the AC adjustment between −20 and 20', () => {
    expect(clampAcModifier(25)).toBe(20);
    expect(clampAcModifier(-30)).toBe(-20);
    expect(clampAcModifier(Number.NaN)).toBe(0);
  });
});
