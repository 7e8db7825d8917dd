import { describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import type { CharacterChanges, StoredCharacter } from './merge-fields.ts';
import { mergeCharacterUpdate } from './merge-fields.ts';

/** A stored character's fields, as the merge reads them. */
function stored(overrides: Partial<StoredCharacter> = {}): StoredCharacter {
  return {
    name: 'Brienne',
    avatar: null,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 3, hit_dice: 0 }],
    attributes: { str: 15, dex: 12, con: 14, int: 8, wis: 10, cha: 13 },
    skills: { athletics: 1 },
    features: [{ id: 'second-wind', path: 'fighter-1' }],
    resources: { 'second-wind': 1 },
    options: { lang: ['elvish'] },
    spell_slots: [[], []],
    spells: {},
    hp: { current: 28, max: 28, max_mod: 0, temp: 0 },
    saving_death: { failures: 0, successes: 0 },
    ac_mod: 0,
    conditions: [],
    resistances: [],
    settings: { abilityType: 1 },
    active: true,
    ...overrides,
  };
}

const hp = (current: number, extra: Partial<Character['hp']> = {}) => ({
  current,
  max: 28,
  max_mod: 0,
  temp: 0,
  ...extra,
});

interface Case {
  name: string;
  stored: Partial<StoredCharacter>;
  base: Record<string, unknown>;
  mine: CharacterChanges;
  merged: Record<string, unknown>;
  parts?: { field: string; path: string[]; old: unknown; new: unknown; conflict: boolean }[];
}

const cases: Case[] = [
  {
    name: 'hit points: two devices’ damage both counts',
    stored: { hp: hp(25) }, // the other device already dealt 3
    base: { hp: hp(28) },
    mine: { hp: hp(23) }, // this one deals 5
    merged: { hp: hp(20) },
    parts: [{ field: 'hp', path: ['current'], old: 25, new: 20, conflict: false }],
  },
  {
    name: 'hit points: healing from two devices tops up at the maximum',
    stored: { hp: hp(26) },
    base: { hp: hp(20) },
    mine: { hp: hp(26) },
    merged: { hp: hp(28) },
  },
  {
    name: 'hit points: damage stops at 0; temporary hit points and the modifier are counters',
    stored: { hp: hp(4, { temp: 5, max_mod: 2 }) },
    base: { hp: hp(10, { temp: 3, max_mod: 0 }) },
    mine: { hp: hp(2, { temp: 1, max_mod: 1 }) },
    merged: { hp: hp(0, { temp: 3, max_mod: 3 }) },
  },
  {
    name: 'hit points: the maximum is a value, the later write wins over another change',
    stored: { hp: hp(28, { max: 30 }) },
    base: { hp: hp(28) },
    mine: { hp: hp(28, { max: 32 }) },
    merged: { hp: hp(28, { max: 32 }) },
    parts: [{ field: 'hp', path: ['max'], old: 30, new: 32, conflict: true }],
  },
  {
    name: 'death saves: counters, at most 3',
    stored: { saving_death: { failures: 2, successes: 1 } },
    base: { saving_death: { failures: 1, successes: 1 } },
    mine: { saving_death: { failures: 3, successes: 2 } },
    merged: { saving_death: { failures: 3, successes: 2 } },
  },
  {
    name: 'conditions: one adds poisoned, the other prone and removes blinded',
    stored: { conditions: ['blinded', 'poisoned'] },
    base: { conditions: ['blinded'] },
    mine: { conditions: ['prone'] },
    merged: { conditions: ['prone', 'poisoned'] },
    parts: [
      {
        field: 'conditions',
        path: [],
        old: ['blinded', 'poisoned'],
        new: ['prone', 'poisoned'],
        conflict: false,
      },
    ],
  },
  {
    name: 'resistances: what another device removed stays removed',
    stored: { resistances: ['fire'] },
    base: { resistances: ['fire', 'cold'] },
    mine: { resistances: ['fire', 'cold', 'acid'] },
    merged: { resistances: ['fire', 'acid'] },
  },
  {
    name: 'name: the later write wins; the overwritten name is a conflict',
    stored: { name: 'Brienne of Tarth' },
    base: { name: 'Brienne' },
    mine: { name: 'Ser Brienne' },
    merged: { name: 'Ser Brienne' },
    parts: [
      { field: 'name', path: [], old: 'Brienne of Tarth', new: 'Ser Brienne', conflict: true },
    ],
  },
  {
    name: 'name: an edit that left it as it was keeps the other device’s change',
    stored: { name: 'Brienne of Tarth' },
    base: { name: 'Brienne' },
    mine: { name: 'Brienne' },
    merged: { name: 'Brienne of Tarth' },
    parts: [],
  },
  {
    name: 'name: no conflict when nobody else changed it',
    stored: {},
    base: { name: 'Brienne' },
    mine: { name: 'Ser Brienne' },
    merged: { name: 'Ser Brienne' },
    parts: [{ field: 'name', path: [], old: 'Brienne', new: 'Ser Brienne', conflict: false }],
  },
  {
    name: 'spells: merged per spell',
    stored: { spells: { 'magic-missile': { prepared: true }, shield: { prepared: true } } },
    base: { spells: { 'magic-missile': { prepared: false }, shield: { prepared: true } } },
    mine: {
      spells: {
        'magic-missile': { prepared: false },
        shield: { prepared: true, favorite: true },
        'fire-bolt': { atwill: true },
      },
    },
    merged: {
      spells: {
        'magic-missile': { prepared: true },
        shield: { prepared: true, favorite: true },
        'fire-bolt': { atwill: true },
      },
    },
    parts: [
      {
        field: 'spells',
        path: ['shield'],
        old: { prepared: true },
        new: { prepared: true, favorite: true },
        conflict: false,
      },
      { field: 'spells', path: ['fire-bolt'], old: null, new: { atwill: true }, conflict: false },
    ],
  },
  {
    name: 'spells: removing one another device changed is a conflict',
    stored: { spells: { shield: { prepared: true, favorite: true } } },
    base: { spells: { shield: { prepared: true } } },
    mine: { spells: {} },
    merged: { spells: {} },
    parts: [
      {
        field: 'spells',
        path: ['shield'],
        old: { prepared: true, favorite: true },
        new: null,
        conflict: true,
      },
    ],
  },
  {
    name: 'resources: uses are counters per key; keys added and removed per key',
    stored: { resources: { 'second-wind': 0, 'action-surge': 1, rage: 2 } },
    base: { resources: { 'second-wind': 1, 'action-surge': 0, rage: 2 } },
    mine: { resources: { 'second-wind': 1, 'action-surge': 1, ki: 3 } },
    merged: { resources: { 'second-wind': 0, 'action-surge': 2, ki: 3 } },
  },
  {
    name: 'spell slots: used counts per position, rows kept short',
    stored: { spell_slots: [[1, 0], [1]] },
    base: { spell_slots: [[0], []] },
    mine: { spell_slots: [[1, 1], []] },
    merged: { spell_slots: [[2, 1], [1]] },
    parts: [
      { field: 'spell_slots', path: ['0', '0'], old: 1, new: 2, conflict: false },
      { field: 'spell_slots', path: ['0', '1'], old: 0, new: 1, conflict: false },
    ],
  },
  {
    name: 'classes: hit dice spent are counters, within the level',
    stored: { classes: [{ id: 'fighter', level: 3, hit_dice: 2 }] },
    base: { classes: [{ id: 'fighter', level: 3, hit_dice: 0 }] },
    mine: { classes: [{ id: 'fighter', level: 3, hit_dice: 2 }] },
    merged: { classes: [{ id: 'fighter', level: 3, hit_dice: 3 }] },
    parts: [{ field: 'classes', path: ['fighter', 'hit_dice'], old: 2, new: 3, conflict: false }],
  },
  {
    name: 'classes: a level change wins over another level change, keeping spent hit dice',
    stored: { classes: [{ id: 'fighter', level: 4, hit_dice: 1 }] },
    base: { classes: [{ id: 'fighter', level: 3, hit_dice: 0 }] },
    mine: {
      classes: [
        { id: 'fighter', level: 3, hit_dice: 0 },
        { id: 'wizard', level: 1, hit_dice: 0 },
      ],
    },
    merged: {
      classes: [
        { id: 'fighter', level: 3, hit_dice: 1 },
        { id: 'wizard', level: 1, hit_dice: 0 },
      ],
    },
    parts: [
      {
        field: 'classes',
        path: [],
        old: [{ id: 'fighter', level: 4, hit_dice: 1 }],
        new: [
          { id: 'fighter', level: 3, hit_dice: 1 },
          { id: 'wizard', level: 1, hit_dice: 0 },
        ],
        conflict: true,
      },
    ],
  },
  {
    name: 'features: merged by id',
    stored: {
      features: [
        { id: 'second-wind', path: 'fighter-1' },
        { id: 'alert', path: 'origin-feat' },
      ],
    },
    base: { features: [{ id: 'second-wind', path: 'fighter-1' }] },
    mine: {
      features: [
        { id: 'second-wind', path: 'fighter-1', title: 'Breath' },
        { id: 'custom-1', path: 'custom', title: 'Lucky charm' },
      ],
    },
    merged: {
      features: [
        { id: 'second-wind', path: 'fighter-1', title: 'Breath' },
        { id: 'custom-1', path: 'custom', title: 'Lucky charm' },
        { id: 'alert', path: 'origin-feat' },
      ],
    },
  },
  {
    name: 'attributes and skills: per key, the edit wins',
    stored: {
      attributes: { str: 16, dex: 12, con: 14, int: 8, wis: 10, cha: 13 },
      skills: { athletics: 2 },
    },
    base: { attributes: { str: 15, dex: 12, con: 14, int: 8, wis: 10, cha: 13 }, skills: {} },
    mine: {
      attributes: { str: 15, dex: 14, con: 14, int: 8, wis: 10, cha: 13 },
      skills: { stealth: 1 },
    },
    merged: {
      attributes: { str: 16, dex: 14, con: 14, int: 8, wis: 10, cha: 13 },
      skills: { athletics: 2, stealth: 1 },
    },
  },
  {
    name: 'options and settings: per key',
    stored: { options: { lang: ['elvish', 'giant'] }, settings: { abilityType: 1, theme: 'dark' } },
    base: { options: { lang: ['elvish'] }, settings: { abilityType: 1 } },
    mine: {
      options: { lang: ['elvish'], 'fighter-style': ['defense'] },
      settings: { abilityType: 2 },
    },
    merged: {
      options: { lang: ['elvish', 'giant'], 'fighter-style': ['defense'] },
      settings: { abilityType: 2, theme: 'dark' },
    },
  },
  {
    name: 'a field without a base value replaces the stored one, without a conflict',
    stored: { hp: hp(20), name: 'Brienne of Tarth' },
    base: { name: 'Brienne' },
    mine: { hp: hp(15), name: 'Ser Brienne' },
    merged: { hp: hp(15), name: 'Ser Brienne' },
    parts: [
      { field: 'hp', path: ['current'], old: 20, new: 15, conflict: false },
      { field: 'name', path: [], old: 'Brienne of Tarth', new: 'Ser Brienne', conflict: true },
    ],
  },
];

describe('merging an update into the stored character', () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const result = mergeCharacterUpdate(stored(entry.stored), entry.mine, entry.base);
    expect(result.merged).toEqual(entry.merged);
    if (entry.parts) expect(result.parts).toEqual(entry.parts);
  });

  it('without a base replaces every field sent and records what changed', () => {
    const before = stored();
    const changes: CharacterChanges = {
      hp: hp(10, { temp: 4 }),
      conditions: ['prone'],
      ac_mod: 1,
      features: [{ id: 'alert', path: 'origin-feat' }],
    };
    const result = mergeCharacterUpdate(before, changes);
    expect(result.merged).toEqual(changes);
    expect(result.parts).toEqual([
      { field: 'hp', path: ['current'], old: 28, new: 10, conflict: false },
      { field: 'hp', path: ['temp'], old: 0, new: 4, conflict: false },
      { field: 'conditions', path: [], old: [], new: ['prone'], conflict: false },
      { field: 'ac_mod', path: [], old: 0, new: 1, conflict: false },
      {
        field: 'features',
        path: ['second-wind'],
        old: { id: 'second-wind', path: 'fighter-1' },
        new: null,
        conflict: false,
      },
      {
        field: 'features',
        path: ['alert'],
        old: null,
        new: { id: 'alert', path: 'origin-feat' },
        conflict: false,
      },
    ]);
  });

  it('records nothing for a field sent unchanged', () => {
    expect(mergeCharacterUpdate(stored(), { name: 'Brienne' }).parts).toEqual([]);
  });

  it('keeps a class without recorded hit dice as it is when none are spent', () => {
    const classes = [{ id: 'fighter', level: 3 }];
    const result = mergeCharacterUpdate(
      stored({ classes }),
      { classes: [{ id: 'fighter', level: 3 }] },
      { classes },
    );
    expect(result.merged.classes).toEqual([{ id: 'fighter', level: 3 }]);
  });

  it('merges lists whose ids repeat as one value', () => {
    const twice = [
      { id: 'x', path: 'a' },
      { id: 'x', path: 'b' },
    ];
    const result = mergeCharacterUpdate(
      stored({ features: [{ id: 'y', path: 'c' }] }),
      { features: twice },
      { features: [] },
    );
    expect(result.merged.features).toEqual(twice);
    expect(result.parts).toEqual([
      { field: 'features', path: [], old: [{ id: 'y', path: 'c' }], new: twice, conflict: true },
    ]);
  });
});

describe('keys players choose', () => {
  it.each(['__proto__', 'constructor', 'toString'])('merges %s as any other key', (key) => {
    const result = mergeCharacterUpdate(
      stored({ resources: { [key]: 2 }, spells: {} }),
      {
        resources: JSON.parse(`{"${key}": 3}`) as Record<string, number>,
        spells: JSON.parse(`{"${key}": {"prepared": true}}`) as Character['spells'],
      },
      { resources: JSON.parse(`{"${key}": 4}`) as Record<string, number>, spells: {} },
    );
    expect(Object.hasOwn(result.merged.resources!, key)).toBe(true);
    expect(result.merged.resources![key]).toBe(1);
    expect(Object.getPrototypeOf(result.merged.spells)).toBe(Object.prototype);
    expect(Object.hasOwn(result.merged.spells!, key)).toBe(true);
    expect(result.parts.map((part) => part.path)).toEqual([[key], [key]]);
  });
});
