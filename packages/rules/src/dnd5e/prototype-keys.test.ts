import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { conditionsInEffect } from './conditions.ts';
import { deriveCharacter } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';

/** Names every plain object inherits: a table lookup by one of them finds a function. */
const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
];

describe('ids from a client that name Object.prototype members', () => {
  it('are conditions like any other unknown one, implying nothing', () => {
    expect(conditionsInEffect(['constructor', 'toString', '__proto__', 'hasOwnProperty'])).toEqual([
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
    ]);
    expect(conditionsInEffect(['stunned', 'constructor'])).toEqual([
      'stunned',
      'incapacitated',
      'constructor',
    ]);
  });

  it('make the sheet report an unknown condition instead of throwing', () => {
    const { problems } = deriveCharacter(fighter({ conditions: ['constructor'] }), catalogue);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'conditions', key: 'condition.unknown' }),
    );
  });

  it('never make deriving a sheet throw, wherever they stand (fixed seed)', () => {
    const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('str', 'athletics'));
    // Object.fromEntries makes own properties, even one named __proto__, as JSON.parse does.
    const record = <T>(value: fc.Arbitrary<T>) =>
      fc.array(fc.tuple(key, value), { maxLength: 3 }).map((pairs) => Object.fromEntries(pairs));
    const changes: fc.Arbitrary<Partial<Character>> = fc.record(
      {
        specie: key,
        background: key,
        classes: fc.array(fc.record({ id: key, level: fc.integer({ min: 1, max: 20 }) }), {
          minLength: 1,
          maxLength: 2,
        }),
        skills: record(fc.constantFrom(0 as const, 1 as const, 2 as const)),
        resources: record(fc.integer({ min: 0, max: 5 })),
        options: record(fc.array(key, { maxLength: 3 })),
        spells: record(fc.record({ prepared: fc.boolean(), class: key, mechanic: key })),
        features: fc.array(fc.record({ id: key, path: key, choice: key }), { maxLength: 2 }),
        conditions: fc.array(key, { maxLength: 3 }),
        resistances: fc.array(key, { maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(changes, (change) => {
        deriveCharacter(fighter(change), catalogue);
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
