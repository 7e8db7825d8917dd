import type { Character, Inventory } from '@hearth/contract';

/** A level-1 human fighter as the server answers it; tests change what they need. */
export function makeCharacter(overrides: Partial<Character> = {}): Character {
  return {
    id: '42',
    user_id: 'u1',
    name: 'Brienne',
    avatar: null,
    active: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    version: 1,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1, hit_dice: 0 }],
    attributes: { str: 15, dex: 14, con: 13, int: 8, wis: 12, cha: 10 },
    skills: {},
    features: [],
    resources: {},
    options: {
      'soldier-bonus': ['str', 'str', 'con'],
      'fighter-skills': ['athletics', 'perception'],
    },
    spell_slots: [[], []],
    spells: {},
    hp: { current: 12, max: 12, max_mod: 0, temp: 0 },
    saving_death: { failures: 0, successes: 0 },
    ac_mod: 0,
    conditions: [],
    resistances: [],
    settings: {},
    ...overrides,
  };
}

export function makeInventory(characterId = '42', items: Inventory['items'] = []): Inventory {
  return {
    id: `inv-${characterId}`,
    character_id: characterId,
    campaign_id: null,
    name: 'Equipment',
    type: 'body',
    capacity: null,
    opened: true,
    items,
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}
