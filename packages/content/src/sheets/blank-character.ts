import type { Character } from '@hearth/rules';

/** A character record with nothing chosen yet; tests give it what they are about. */
export function blankCharacter(overrides: Partial<Character>): Character {
  return {
    id: 'example',
    name: 'Example',
    specie: 'human',
    background: 'sage',
    classes: [],
    attributes: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
    skills: {},
    features: [],
    resources: {},
    options: {},
    spell_slots: [[], []],
    spells: {},
    hp: { current: 10, max: 10, max_mod: 0, temp: 0 },
    saving_death: { failures: 0, successes: 0 },
    ac_mod: 0,
    conditions: [],
    ...overrides,
  };
}
