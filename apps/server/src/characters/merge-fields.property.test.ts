import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { CharacterFields } from '@hearth/contract';
import { hitPointMaximum } from '@hearth/rules';

import type { CharacterChanges, StoredCharacter } from './merge-fields.ts';
import { mergeCharacterUpdate } from './merge-fields.ts';

/**
 * Properties of the field-by-field merge over generated characters valid by the contract:
 * merging onto the very copy the edit was based on is the edit; two devices' counter changes
 * both count, in either order; set changes from both devices survive; and whatever is merged
 * still passes the contract's schema. Fixed seeds, so that a failure replays.
 */

const RUNS = { numRuns: 300, seed: 19_2026 };

const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const conditionSlug = fc.constantFrom(
  'blinded',
  'charmed',
  'deafened',
  'frightened',
  'grappled',
  'incapacitated',
  'invisible',
  'paralyzed',
  'petrified',
  'poisoned',
  'prone',
  'restrained',
  'stunned',
  'unconscious',
);

const hitPoints = fc
  .record({
    max: fc.integer({ min: 1, max: 300 }),
    max_mod: fc.integer({ min: -20, max: 20 }),
    temp: fc.integer({ min: 0, max: 50 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ share, ...hp }) => ({
    ...hp,
    // Valid by the rules as well: the merge keeps hit points the edit moved within the maximum.
    current: Math.floor(share * hitPointMaximum({ hp: { ...hp, current: 0 } })),
  }));

const classes = fc.uniqueArray(
  fc
    .record({
      id: slug,
      level: fc.integer({ min: 1, max: 20 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ share, ...cls }) => ({ ...cls, hit_dice: Math.floor(share * cls.level) })),
  { selector: (cls) => cls.id, minLength: 1, maxLength: 3 },
);

const feature = fc.record({
  id: slug,
  path: fc.constantFrom('fighter-1', 'origin', 'custom'),
  title: fc.option(fc.constantFrom('One', 'Two'), { nil: undefined }),
});

const fields = fc.record({
  name: fc.constantFrom('Brienne', 'Merla', 'Aster'),
  avatar: fc.constant(null),
  specie: fc.option(slug, { nil: null }),
  background: fc.option(slug, { nil: null }),
  classes,
  attributes: fc.record({
    str: fc.integer({ min: 0, max: 30 }),
    dex: fc.integer({ min: 0, max: 30 }),
    con: fc.integer({ min: 0, max: 30 }),
    int: fc.integer({ min: 0, max: 30 }),
    wis: fc.integer({ min: 0, max: 30 }),
    cha: fc.integer({ min: 0, max: 30 }),
  }),
  skills: fc.dictionary(slug, fc.constantFrom(0 as const, 1 as const, 2 as const)),
  features: fc.uniqueArray(feature, { selector: (item) => item.id, maxLength: 5 }),
  resources: fc.dictionary(slug, fc.integer({ min: 0, max: 100_000 })),
  options: fc.dictionary(slug, fc.array(slug, { maxLength: 3 })),
  spell_slots: fc.tuple(
    fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 9 }),
    fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 9 }),
  ),
  spells: fc.dictionary(
    slug,
    fc.record({ prepared: fc.boolean(), favorite: fc.boolean() }, { requiredKeys: [] }),
  ),
  hp: hitPoints,
  saving_death: fc.record({
    failures: fc.integer({ min: 0, max: 3 }),
    successes: fc.integer({ min: 0, max: 3 }),
  }),
  ac_mod: fc.integer({ min: -20, max: 20 }),
  conditions: fc.uniqueArray(conditionSlug, { maxLength: 14 }),
  resistances: fc.uniqueArray(conditionSlug, { maxLength: 14 }),
  settings: fc.record(
    {
      abilityType: fc.constantFrom(0 as const, 1 as const, 2 as const),
      theme: fc.constant('dark'),
    },
    { requiredKeys: [] },
  ),
  active: fc.boolean(),
}) as fc.Arbitrary<StoredCharacter>;

/** A character to vary one field of. */
const FIXED: StoredCharacter = fc.sample(fields, { numRuns: 1, seed: 1 })[0]!;

const FIELD_NAMES = Object.keys(CharacterFields).concat('active') as (keyof StoredCharacter)[];
const someFields = fc.subarray(FIELD_NAMES, { minLength: 1 });
const pick = (from: StoredCharacter, names: (keyof StoredCharacter)[]) =>
  Object.fromEntries(names.map((name) => [name, from[name]])) as CharacterChanges;

const FieldSchemas = z
  .object({ ...CharacterFields, active: z.boolean() })
  .partial()
  .strict();

describe('the field-by-field merge', () => {
  it('merged onto the copy the edit was based on gives exactly the edit', () => {
    fc.assert(
      fc.property(fields, fields, someFields, (copy, edit, names) => {
        const { merged } = mergeCharacterUpdate(copy, pick(edit, names), pick(copy, names));
        expect(merged).toEqual(pick(edit, names));
      }),
      RUNS,
    );
  });

  it('without a base replaces the fields sent, as before', () => {
    fc.assert(
      fc.property(fields, fields, someFields, (stored, edit, names) => {
        const result = mergeCharacterUpdate(stored, pick(edit, names));
        expect(result.merged).toEqual(pick(edit, names));
        expect(result.parts.every((part) => !part.conflict)).toBe(true);
      }),
      RUNS,
    );
  });

  it('always answers values the contract accepts', () => {
    fc.assert(
      fc.property(fields, fields, fields, someFields, (stored, base, edit, names) => {
        const { merged } = mergeCharacterUpdate(stored, pick(edit, names), pick(base, names));
        expect(FieldSchemas.safeParse(merged).error).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('counts both devices’ changes to counters, in either order', () => {
    const change = fc.integer({ min: -40, max: 40 });
    fc.assert(
      fc.property(
        fields,
        change,
        change,
        change,
        change,
        (start, damageA, damageB, usesA, usesB) => {
          const character = {
            ...start,
            hp: { current: 100, max: 200, max_mod: 0, temp: 100 },
            resources: { ki: 500 },
          };
          const edit = (hpChange: number, useChange: number) => ({
            hp: { ...character.hp, current: 100 + hpChange, temp: 100 + useChange },
            resources: { ki: 500 + useChange },
          });
          const base = pick(character, ['hp', 'resources']);
          const apply = (first: CharacterChanges, second: CharacterChanges) => {
            const once = { ...character, ...mergeCharacterUpdate(character, first, base).merged };
            return mergeCharacterUpdate(once as StoredCharacter, second, base).merged;
          };
          const [a, b] = [edit(damageA, usesA), edit(damageB, usesB)];
          const expected = {
            hp: {
              current: 100 + damageA + damageB,
              max: 200,
              max_mod: 0,
              temp: 100 + usesA + usesB,
            },
            resources: { ki: 500 + usesA + usesB },
          };
          expect(apply(a, b)).toEqual(expected);
          expect(apply(b, a)).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('keeps what either device added to a set and removes what either removed', () => {
    const universe = fc.uniqueArray(conditionSlug, { minLength: 0, maxLength: 14 });
    fc.assert(
      fc.property(
        universe,
        universe,
        universe,
        universe,
        universe,
        (start, removeA, removeB, addA, addB) => {
          const has = (list: string[]) => new Set(list);
          const edit = (removed: string[], added: string[]) => [
            ...start.filter((item) => !has(removed).has(item)),
            ...added.filter((item) => !has(start).has(item)),
          ];
          const character = { ...FIXED, conditions: start };
          const base = { conditions: start };
          const apply = (first: string[], second: string[]) => {
            const once = mergeCharacterUpdate(character, { conditions: first }, base).merged;
            const stored = { ...character, conditions: once.conditions! };
            return mergeCharacterUpdate(stored, { conditions: second }, base).merged.conditions!;
          };
          const [a, b] = [edit(removeA, addA), edit(removeB, addB)];
          const expected = new Set([
            ...start.filter((item) => !has(removeA).has(item) && !has(removeB).has(item)),
            ...addA.filter((item) => !has(start).has(item)),
            ...addB.filter((item) => !has(start).has(item)),
          ]);
          expect(new Set(apply(a, b))).toEqual(expected);
          expect(new Set(apply(b, a))).toEqual(expected);
        },
      ),
      RUNS,
    );
  });
});
