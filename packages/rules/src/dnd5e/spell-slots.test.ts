import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { pactSlots, spellcasterLevel, spellSlots } from './spell-slots.ts';

describe('spell slots', () => {
  it.each([
    ['a level-5 wizard', [{ progression: 'full', level: 5 }], [4, 3, 2]],
    ['a level-1 paladin (half casters round up)', [{ progression: 'half', level: 1 }], [2]],
    ['a level-5 paladin', [{ progression: 'half', level: 5 }], [4, 2]],
    ['a level-3 third caster (rounds down)', [{ progression: 'third', level: 3 }], [2]],
    ['a level-2 third caster has none', [{ progression: 'third', level: 2 }], []],
    [
      'a paladin 6 / sorcerer 4 (caster level 7)',
      [
        { progression: 'half', level: 6 },
        { progression: 'full', level: 4 },
      ],
      [4, 3, 3, 1],
    ],
    [
      'a warlock 5 / wizard 1: Pact Magic does not add',
      [
        { progression: 'pact', level: 5 },
        { progression: 'full', level: 1 },
      ],
      [2],
    ],
    ['a level-20 wizard', [{ progression: 'full', level: 20 }], [4, 3, 3, 3, 3, 2, 2, 1, 1]],
  ] as const)('%s', (_who, classes, expected) => {
    expect(spellSlots(classes)).toEqual(expected);
  });

  it('gives a warlock 5 two level-3 pact slots and a warlock 11 three of level 5', () => {
    expect(pactSlots(5)).toEqual({ slots: 2, level: 3 });
    expect(pactSlots(11)).toEqual({ slots: 3, level: 5 });
    expect(pactSlots(0)).toEqual({ slots: 0, level: 0 });
  });

  it('never counts a caster level above 20 or slots below zero', () => {
    const caster = fc.record({
      progression: fc.constantFrom(
        'full' as const,
        'half' as const,
        'third' as const,
        'pact' as const,
      ),
      level: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(caster, { maxLength: 4 }), (classes) => {
        const level = spellcasterLevel(classes);
        return level >= 0 && level <= 20 && spellSlots(classes).every((count) => count > 0);
      }),
    );
  });
});
