import { describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { makeCharacter } from '../../test/characterFixture.ts';
import { restoredCharacter } from './history.ts';

const feat = (id: string, title: string) => ({ id, path: 'feats', title });

const character = makeCharacter({
  name: 'Brienne of Tarth',
  hp: { current: 5, max: 12, max_mod: 0, temp: 3 },
  classes: [
    { id: 'fighter', level: 3, hit_dice: 2 },
    { id: 'wizard', level: 1, hit_dice: 0 },
  ],
  resources: { 'second-wind': 1, 'action-surge': 1 },
  spells: { 'magic-missile': { prepared: true } },
  spell_slots: [[2, 1], []],
  conditions: ['poisoned', 'prone'],
  features: [feat('f1', 'Tough'), feat('f2', 'Alert')],
  settings: { theme: 'neon', menu: { '/magic': { show: true, order: 2 } } },
});

type Case = {
  name: string;
  field: string;
  path: string[];
  old: unknown;
  expected: Partial<Character>;
};

const cases: Case[] = [
  {
    name: 'a whole scalar field',
    field: 'name',
    path: [],
    old: 'Brienne',
    expected: { name: 'Brienne' },
  },
  {
    name: 'a whole list field',
    field: 'conditions',
    path: [],
    old: ['blinded'],
    expected: { conditions: ['blinded'] },
  },
  {
    name: 'a part of an object',
    field: 'hp',
    path: ['current'],
    old: 12,
    expected: { hp: { current: 12, max: 12, max_mod: 0, temp: 3 } },
  },
  {
    name: 'a map key back to its old value',
    field: 'resources',
    path: ['second-wind'],
    old: 0,
    expected: { resources: { 'second-wind': 0, 'action-surge': 1 } },
  },
  {
    name: 'a map key that did not exist before is removed',
    field: 'resources',
    path: ['action-surge'],
    old: null,
    expected: { resources: { 'second-wind': 1 } },
  },
  {
    name: 'a map key with an undefined old value is removed',
    field: 'spells',
    path: ['magic-missile'],
    old: undefined,
    expected: { spells: {} },
  },
  {
    name: 'a map key that was removed comes back',
    field: 'spells',
    path: ['shield'],
    old: { prepared: false },
    expected: { spells: { 'magic-missile': { prepared: true }, shield: { prepared: false } } },
  },
  {
    name: 'a spell slot count by row and level',
    field: 'spell_slots',
    path: ['0', '1'],
    old: 0,
    expected: { spell_slots: [[2, 0], []] },
  },
  {
    name: 'a spell slot count beyond the stored levels grows the row with zeros',
    field: 'spell_slots',
    path: ['1', '2'],
    old: 1,
    expected: {
      spell_slots: [
        [2, 1],
        [0, 0, 1],
      ],
    },
  },
  {
    name: "a class's hit dice, the class found by id",
    field: 'classes',
    path: ['wizard', 'hit_dice'],
    old: 1,
    expected: {
      classes: [
        { id: 'fighter', level: 3, hit_dice: 2 },
        { id: 'wizard', level: 1, hit_dice: 1 },
      ],
    },
  },
  {
    name: 'a feature by id back to its old version',
    field: 'features',
    path: ['f2'],
    old: feat('f2', 'Lucky'),
    expected: { features: [feat('f1', 'Tough'), feat('f2', 'Lucky')] },
  },
  {
    name: 'a feature added since is removed',
    field: 'features',
    path: ['f1'],
    old: null,
    expected: { features: [feat('f2', 'Alert')] },
  },
  {
    name: 'a feature removed since comes back',
    field: 'features',
    path: ['f3'],
    old: feat('f3', 'Sentinel'),
    expected: { features: [feat('f1', 'Tough'), feat('f2', 'Alert'), feat('f3', 'Sentinel')] },
  },
  {
    name: 'a condition added since is taken off',
    field: 'conditions',
    path: ['prone'],
    old: false,
    expected: { conditions: ['poisoned'] },
  },
  {
    name: 'a condition removed since is put back',
    field: 'conditions',
    path: ['blinded'],
    old: true,
    expected: { conditions: ['poisoned', 'prone', 'blinded'] },
  },
  {
    name: 'a nested settings key',
    field: 'settings',
    path: ['menu', '/magic', 'show'],
    old: false,
    expected: { settings: { theme: 'neon', menu: { '/magic': { show: false, order: 2 } } } },
  },
];

describe('restoredCharacter', () => {
  it.each(cases)('restores $name', ({ field, path, old, expected }) => {
    const restored = restoredCharacter(character, { field, path, old });
    expect(restored).toEqual({ ...character, ...expected });
  });

  it('leaves the character it was given unchanged', () => {
    const before = structuredClone(character);
    restoredCharacter(character, { field: 'hp', path: ['current'], old: 1 });
    restoredCharacter(character, { field: 'features', path: ['f1'], old: null });
    expect(character).toEqual(before);
  });

  it('ignores a field the character does not have', () => {
    expect(restoredCharacter(character, { field: 'nonsense', path: [], old: 1 })).toBe(character);
  });
});
