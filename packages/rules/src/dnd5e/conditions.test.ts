import { describe, expect, it } from 'vitest';

import {
  addCondition,
  clearConditions,
  conditionsInEffect,
  exhaustionLevel,
  exhaustionPenalties,
  removeCondition,
  setExhaustion,
  toggleHeroicInspiration,
} from './conditions.ts';
import { isDead } from './death-saves.ts';
import { fighter } from './fixtures/characters.ts';

describe('conditions', () => {
  it('adds each condition once and removes it', () => {
    const poisoned = addCondition(addCondition(fighter(), 'poisoned'), 'poisoned');
    expect(poisoned.conditions).toEqual(['poisoned']);
    expect(removeCondition(poisoned, 'poisoned').conditions).toEqual([]);
  });

  it('brings Incapacitated with Stunned, Paralyzed, Petrified and Unconscious, and Prone with Unconscious', () => {
    expect(conditionsInEffect(['stunned'])).toEqual(['stunned', 'incapacitated']);
    expect(conditionsInEffect(['unconscious', 'prone']).sort()).toEqual([
      'incapacitated',
      'prone',
      'unconscious',
    ]);
    expect(conditionsInEffect(['charmed'])).toEqual(['charmed']);
  });

  it('clears every condition and resets exhaustion', () => {
    const tired = setExhaustion(addCondition(fighter(), 'blinded'), 3).character;
    const cleared = clearConditions(tired);
    expect(cleared.conditions).toEqual([]);
    expect(exhaustionLevel(cleared)).toBe(0);
  });

  it('keeps exhaustion between 0 and 6 and costs 2 per level on d20 tests and 5 ft of speed', () => {
    expect(exhaustionLevel(setExhaustion(fighter(), 9).character)).toBe(6);
    expect(exhaustionLevel(setExhaustion(fighter(), -2).character)).toBe(0);
    expect(exhaustionPenalties(3)).toEqual({ d20: -6, speed: -15 });
  });

  it('clears Exhaustion with the rest', () => {
    const cleared = clearConditions(setExhaustion(fighter(), 4).character);
    expect(cleared.conditions).toEqual([]);
    expect(exhaustionLevel(cleared)).toBe(0);
  });

  it('toggles Heroic Inspiration between 0 and 1', () => {
    const inspired = toggleHeroicInspiration(fighter());
    expect(inspired.resources['prop-hi']).toBe(1);
    expect(toggleHeroicInspiration(inspired).resources['prop-hi']).toBe(0);
  });
});

describe('exhaustion is one condition with a level', () => {
  const at = (level: number, conditions: string[] = level > 0 ? ['exhaustion'] : []) =>
    fighter({ conditions, resources: { 'prop-exhaustion': level } });

  it.each([
    // [what the player does, from level, to level, condition on after]
    ['switches it on', 0, 'on', 1, true],
    ['switches it off', 3, 'off', 0, false],
    ['steps up from 0', 0, 1, 1, true],
    ['steps up', 2, 3, 3, true],
    ['steps down to 0', 1, 0, 0, false],
    ['stops at 6', 6, 7, 6, true],
    ['stops at 0', 0, -1, 0, false],
  ] as const)('%s (%i → %s)', (_, from, action, level, on) => {
    const start = at(from);
    const next =
      action === 'on'
        ? addCondition(start, 'exhaustion')
        : action === 'off'
          ? removeCondition(start, 'exhaustion')
          : setExhaustion(start, action).character;
    expect(exhaustionLevel(next)).toBe(level);
    expect(next.resources['prop-exhaustion']).toBe(level);
    expect(next.conditions.includes('exhaustion')).toBe(on);
  });

  it('leaves a level above 0 alone when switched on again', () => {
    expect(exhaustionLevel(addCondition(at(3), 'exhaustion'))).toBe(3);
  });

  it.each([
    [0, ['exhaustion'], 1],
    [0, [], 0],
    [2, [], 2],
    [4, ['exhaustion'], 4],
  ] as const)(
    'reads level %i with conditions %o as %i (old records)',
    (level, conditions, read) => {
      expect(exhaustionLevel(at(level, [...conditions]))).toBe(read);
    },
  );

  it('kills at level 6', () => {
    const { character, messages } = setExhaustion(at(5), 6);
    expect(character.hp.current).toBe(0);
    expect(isDead(character)).toBe(true);
    expect(messages).toEqual([{ level: 'error', key: 'exhaustion.dead' }]);
    expect(setExhaustion(at(3), 4).messages).toEqual([]);
  });
});
