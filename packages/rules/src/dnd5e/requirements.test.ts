import { describe, expect, it } from 'vitest';

import type { AttackFacts, StateFacts } from './requirements.ts';
import { meetsAttackRequirements, meetsStateRequirements } from './requirements.ts';

const chain = { category: 'heavy', ac: 16, dex: 'none', stealth_disadvantage: true } as const;
const facts = (overrides: Partial<StateFacts> = {}): StateFacts => ({
  armor: undefined,
  shield: false,
  states: new Set(),
  ...overrides,
});
const attack = (overrides: Partial<AttackFacts> = {}): AttackFacts => ({
  melee: true,
  ranged: false,
  twoHanded: false,
  light: false,
  unarmed: false,
  strength: true,
  ...overrides,
});

describe('requirements', () => {
  it('judges armor, shield and states for the whole sheet', () => {
    expect(meetsStateRequirements(['no-armor', 'no-shield'], facts())).toBe(true);
    expect(meetsStateRequirements(['no-armor'], facts({ armor: chain }))).toBe(false);
    expect(meetsStateRequirements(['no-shield'], facts({ shield: true }))).toBe(false);
    expect(meetsStateRequirements(['no-heavy-armor'], facts({ armor: chain }))).toBe(false);
    expect(meetsStateRequirements(['wearing-armor'], facts({ armor: chain }))).toBe(true);
    expect(meetsStateRequirements(['raging'], facts())).toBe(false);
    expect(meetsStateRequirements(['raging'], facts({ states: new Set(['raging']) }))).toBe(true);
    expect(meetsStateRequirements(['ranged-weapon'], facts())).toBe(true);
    expect(meetsStateRequirements(undefined, facts())).toBe(true);
  });

  it('judges the weapon in hand per attack', () => {
    expect(meetsAttackRequirements(['ranged-weapon'], attack())).toBe(false);
    expect(meetsAttackRequirements(['ranged-weapon'], attack({ melee: false, ranged: true }))).toBe(
      true,
    );
    expect(meetsAttackRequirements(['one-handed-melee'], attack({ twoHanded: true }))).toBe(false);
    expect(meetsAttackRequirements(['two-handed-melee'], attack({ twoHanded: true }))).toBe(true);
    expect(meetsAttackRequirements(['melee-weapon'], attack({ unarmed: true }))).toBe(false);
    expect(meetsAttackRequirements(['unarmed'], attack({ unarmed: true }))).toBe(true);
    expect(meetsAttackRequirements(['light-weapon'], attack({ light: true }))).toBe(true);
    expect(meetsAttackRequirements(['strength-attack'], attack({ strength: false }))).toBe(false);
    expect(meetsAttackRequirements(['raging', 'strength-attack'], attack())).toBe(true);
  });
});
