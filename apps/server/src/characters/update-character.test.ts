import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, EquipmentItem } from '@hearth/rules';
import {
  ABILITY_METHODS,
  CONDITIONS,
  deriveCharacter,
  EXHAUSTION,
  HEROIC_INSPIRATION,
  introducedErrors,
  liveStateProblems,
  suggestedDraft,
} from '@hearth/rules';

import { liveChange } from './update-character.ts';

/**
 * The fast path of an update (one statement, nothing derived) must refuse and accept exactly
 * what the full check does: derive the sheet before and after the change, against the items
 * carried, and refuse the errors the change brings. Checked over generated characters of the
 * real catalogue, valid or not, with the live fields changed to valid and invalid values.
 */

const catalogue = rulesCatalogueOf(loadCatalogue());
const idsOf = (map: ReadonlyMap<string, unknown>) => [...map.keys()];

const hitPoints = fc.record({
  current: fc.integer({ min: -3, max: 140 }),
  max: fc.integer({ min: -2, max: 130 }),
  max_mod: fc.integer({ min: -30, max: 30 }),
  temp: fc.integer({ min: -3, max: 40 }),
});
const deathSaves = fc.record({
  failures: fc.integer({ min: -1, max: 4 }),
  successes: fc.integer({ min: -1, max: 4 }),
});
const conditions = fc.uniqueArray(fc.constantFrom(...CONDITIONS, 'hexed', 'sleepy'), {
  maxLength: 4,
});
const score = fc.integer({ min: 3, max: 20 });

const characters = fc
  .record({
    classId: fc.constantFrom(...idsOf(catalogue.classes)),
    level: fc.integer({ min: 1, max: 20 }),
    secondClass: fc.option(
      fc.record({
        id: fc.constantFrom(...idsOf(catalogue.classes)),
        level: fc.integer({ min: 1, max: 5 }),
      }),
    ),
    speciesId: fc.constantFrom(...idsOf(catalogue.species)),
    backgroundId: fc.constantFrom(...idsOf(catalogue.backgrounds)),
    attributes: fc.record({
      str: score,
      dex: score,
      con: score,
      int: score,
      wis: score,
      cha: score,
    }),
    hp: hitPoints,
    saving_death: deathSaves,
    conditions,
    resources: fc.dictionary(
      fc.constantFrom(EXHAUSTION, HEROIC_INSPIRATION, 'second-wind', 'rage', 'ki'),
      fc.integer({ min: -1, max: 8 }),
      { maxKeys: 3 },
    ),
    slots: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 9 }),
    pact: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
  })
  .map(({ classId, level, secondClass, speciesId, backgroundId, slots, pact, ...rest }) => {
    const draft = suggestedDraft(catalogue, {
      classId,
      backgroundId,
      speciesId,
      method: ABILITY_METHODS.pointBuy,
      name: 'Generated',
    });
    const classes = [{ id: classId, level }];
    if (secondClass && secondClass.id !== classId) classes.push(secondClass);
    const character: Character = {
      id: 'generated',
      name: 'Generated',
      specie: speciesId,
      background: backgroundId,
      classes,
      skills: {},
      features: [],
      options: draft.options,
      spell_slots: [slots, pact],
      spells: {},
      ac_mod: 0,
      ...rest,
    };
    return character;
  });

const items = fc.array(
  fc.record({
    item_id: fc.constantFrom(...idsOf(catalogue.items)),
    quantity: fc.integer({ min: 1, max: 3 }),
    equipped: fc.boolean(),
    attuned: fc.boolean(),
  }),
  { maxLength: 6 },
);

const liveChanges = fc.record(
  {
    hp: hitPoints,
    saving_death: deathSaves,
    conditions,
    name: fc.constant('Renamed'),
    active: fc.boolean(),
  },
  { requiredKeys: [] },
);

function fullCheck(before: Character, changes: object, carried: EquipmentItem[]) {
  const after = { ...before, ...changes } as Character;
  return introducedErrors(
    deriveCharacter(before, catalogue, carried).problems,
    deriveCharacter(after, catalogue, carried).problems,
  );
}

const withIds = (list: Omit<EquipmentItem, 'id'>[]): EquipmentItem[] =>
  list.map((item, index) => ({ id: `item-${index}`, ...item }));

describe('the fast path of a live-state update', () => {
  it('finds the errors the full check finds, from the changed fields alone', () => {
    fc.assert(
      fc.property(characters, liveChanges, items, (before, changes, carried) => {
        const after = { ...before, ...changes };
        expect(introducedErrors(liveStateProblems(before), liveStateProblems(after))).toEqual(
          fullCheck(before, changes, withIds(carried)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('is taken only for changes the full check accepts', () => {
    fc.assert(
      fc.property(characters, liveChanges, items, (before, changes, carried) => {
        fc.pre(liveChange(changes) !== null);
        expect(fullCheck(before, changes, withIds(carried))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves every other change, and a live change with an error, to the full check', () => {
    const hp = { current: 5, max: 10, max_mod: 0, temp: 0 };
    expect(liveChange({ hp })).toEqual({ hp });
    expect(liveChange({ hp, name: 'Renamed', conditions: ['prone'] })).not.toBeNull();
    expect(liveChange({ hp: { ...hp, current: 11 } })).toBeNull();
    expect(liveChange({ conditions: ['hexed'] })).toBeNull();
    expect(liveChange({ hp, resources: { [EXHAUSTION]: 1 } })).toBeNull();
    expect(liveChange({ spell_slots: [[1], []] })).toBeNull();
    expect(liveChange({ avatar: '/api/uploads/a.webp' })).toBeNull();
    expect(liveChange({ settings: {} as never })).toBeNull();
    expect(liveChange({})).toBeNull();
  });
});
