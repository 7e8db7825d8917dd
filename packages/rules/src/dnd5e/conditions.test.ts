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
    const tired = setExhaustion(addCondition(fighter(), 'blinded'), 3);
    const cleared = clearConditions(tired);
    expect(cleared.conditions).toEqual([]);
    expect(exhaustionLevel(cleared)).toBe(0);
  });

  it('keeps exhaustion between 0 and 6 and costs 2 per level on d20 tests and 5 ft of speed', () => {
    expect(exhaustionLevel(setExhaustion(fighter(), 9))).toBe(6);
    expect(exhaustionLevel(setExhaustion(fighter(), -2))).toBe(0);
    expect(exhaustionPenalties(3)).toEqual({ d20: -6, speed: -15 });
  });

  it('toggles Heroic Inspiration between 0 and 1', () => {
    const inspired = toggleHeroicInspiration(fighter());
    expect(inspired.resources['prop-hi']).toBe(1);
    expect(toggleHeroicInspiration(inspired).resources['prop-hi']).toBe(0);
  });
});
