import { describe, expect, it } from 'vitest';

import type { AmountContext } from './amounts.ts';
import { amountDice, evaluateAmount, evaluateAmounts } from './amounts.ts';

// A paladin 3 / monk 5 with CHA +3 and WIS −1: proficiency +3, total level 8.
const ctx: AmountContext = {
  proficiencyBonus: 3,
  level: 8,
  classLevel: (id) => ({ paladin: 3, monk: 5 })[id] ?? 0,
  abilityModifier: (ability) => (ability === 'cha' ? 3 : -1),
  column: (cls, column) =>
    cls === 'monk'
      ? ({ 'martial-arts': '1d8', 'focus-points': 5 } as Record<string, number | string>)[column]
      : undefined,
};

describe('amounts', () => {
  it('reads the proficiency bonus, levels, modifiers and class-table columns', () => {
    expect(evaluateAmount(4, ctx)).toBe(4);
    expect(evaluateAmount({ from: 'proficiency_bonus' }, ctx)).toBe(3);
    expect(evaluateAmount({ from: 'level' }, ctx)).toBe(8);
    expect(evaluateAmount({ from: 'class_level', class: 'paladin', times: 5 }, ctx)).toBe(15);
    expect(evaluateAmount({ from: 'ability_modifier', ability: 'cha' }, ctx)).toBe(3);
    expect(evaluateAmount({ from: 'column', class: 'monk', column: 'focus-points' }, ctx)).toBe(5);
    expect(evaluateAmount({ from: 'column', class: 'fighter', column: 'second-wind' }, ctx)).toBe(
      0,
    );
  });

  it('scales, rounds (down unless told), shifts and floors what it reads', () => {
    expect(evaluateAmount({ from: 'class_level', class: 'monk', times: 0.5 }, ctx)).toBe(2);
    expect(
      evaluateAmount({ from: 'class_level', class: 'monk', times: 0.5, round: 'up' }, ctx),
    ).toBe(3);
    expect(evaluateAmount({ from: 'level', add: 2 }, ctx)).toBe(10);
    expect(evaluateAmount({ from: 'ability_modifier', ability: 'wis', min: 1 }, ctx)).toBe(1);
  });

  it('reads dice from columns and sums lists of amounts', () => {
    expect(amountDice({ from: 'column', class: 'monk', column: 'martial-arts' }, ctx)).toBe('1d8');
    expect(amountDice('2d6', ctx)).toBe('2d6');
    expect(amountDice(3, ctx)).toBe('3');
    expect(evaluateAmounts([10, { from: 'ability_modifier', ability: 'cha' }], ctx)).toBe(13);
  });
});
