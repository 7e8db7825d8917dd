import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SlotPools } from './casting.ts';
import {
  castFromScroll,
  castingOptions,
  castSpell,
  changeSlotUse,
  lowestSlotLevel,
  PACT_ROW,
  REGULAR_ROW,
  scrollSaveDc,
  slotsLeft,
} from './casting.ts';
import { fighter } from './fixtures/characters.ts';
import { pactSlots, spellSlots } from './spell-slots.ts';

const wizard5: SlotPools = {
  regular: spellSlots([{ progression: 'full', level: 5 }]),
  pact: pactSlots(0),
};
const caster = (overrides = {}) => fighter({ classes: [{ id: 'wizard', level: 5 }], ...overrides });
const magicMissile = { id: 'magic-missile', level: 1, concentration: false };
const bless = { id: 'bless', level: 1, concentration: true };
const firebolt = { id: 'fire-bolt', level: 0, concentration: false };

describe('casting', () => {
  it('spends a slot of the chosen level, even above the spell level', () => {
    const { character } = castSpell(caster(), magicMissile, wizard5, {
      row: REGULAR_ROW,
      level: 2,
    });
    expect(character.spell_slots[0]).toEqual([0, 1]);
    expect(slotsLeft(character, wizard5, { row: REGULAR_ROW, level: 2 })).toBe(2);
  });

  it('casts cantrips without a slot', () => {
    const before = caster();
    expect(castSpell(before, firebolt, wizard5).character.spell_slots).toEqual(before.spell_slots);
  });

  it('refuses a slot below the spell level or one already used up', () => {
    const spent = caster({ spell_slots: [[4, 3, 2], []] });
    expect(
      castSpell(spent, magicMissile, wizard5, { row: REGULAR_ROW, level: 1 }).messages[0]?.key,
    ).toBe('casting.no-slot');
    expect(
      castSpell(caster(), { ...magicMissile, level: 3 }, wizard5, { row: REGULAR_ROW, level: 2 })
        .character,
    ).toEqual(caster());
  });

  it('offers only slots at or above the spell level that are left, pact slots too', () => {
    const pools: SlotPools = { regular: [2], pact: pactSlots(5) };
    const used = caster({ spell_slots: [[2], [1]] });
    expect(castingOptions(used, pools, 1)).toEqual([{ row: PACT_ROW, level: 3 }]);
    expect(castingOptions(used, pools, 4)).toEqual([]);
    expect(castingOptions(used, pools, 0)).toEqual([]);
  });

  it('replaces concentration and says which spell ended', () => {
    const concentrating = caster({ options: { concentration: ['hold-person'] } });
    const { character, messages } = castSpell(concentrating, bless, wizard5, {
      row: REGULAR_ROW,
      level: 1,
    });
    expect(character.options.concentration).toEqual(['bless']);
    expect(messages).toEqual([
      { level: 'info', key: 'concentration.replaced', params: { spell: 'hold-person' } },
    ]);
  });

  it('gives a scroll the DC 10 + spell level', () => {
    expect(scrollSaveDc(3)).toBe(13);
  });

  it('never counts a slot below 0 or above its total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom(1 as const, -1 as const)),
          { maxLength: 40 },
        ),
        (steps) => {
          let character = caster();
          for (const [level, delta] of steps)
            character = changeSlotUse(character, wizard5, { row: REGULAR_ROW, level }, delta);
          return character.spell_slots[0].every(
            (count, index) => count >= 0 && count <= (wizard5.regular[index] ?? 0),
          );
        },
      ),
    );
  });
});

describe('casting from a scroll', () => {
  const items = [
    { id: 'scroll', quantity: 2, item_id: 'spell-scroll' },
    { id: 'rope', quantity: 1, item_id: 'rope' },
  ];

  it('uses one scroll of the stack, no slot, and tells the DC 10 + level', () => {
    const spell = { id: 'fireball', level: 3, concentration: false };
    const { character, items: left, messages } = castFromScroll(fighter(), items, 'scroll', spell);
    expect(character.spell_slots).toEqual([[], []]);
    expect(left).toEqual([{ ...items[0], quantity: 1 }, items[1]]);
    expect(messages).toEqual([
      { level: 'info', key: 'scroll.cast', params: { spell: 'fireball', dc: 13 } },
    ]);
  });

  it('removes the last scroll and concentrates on a concentration spell', () => {
    const single = [{ id: 'scroll', quantity: 1 }];
    const spell = { id: 'bless', level: 1, concentration: true };
    const cast = castFromScroll(fighter(), single, 'scroll', spell);
    expect(cast.items).toEqual([]);
    expect(cast.character.options.concentration).toEqual(['bless']);
    expect(castFromScroll(fighter(), [], 'scroll', spell).messages[0]?.key).toBe('scroll.missing');
  });

  it('shows a spell at the lowest slot it is cast with: a Warlock’s pact level', () => {
    const warlock5: SlotPools = { regular: [], pact: pactSlots(5) };
    expect(lowestSlotLevel(warlock5, 1)).toBe(3);
    expect(lowestSlotLevel(warlock5, 4)).toBe(4);
    expect(lowestSlotLevel(wizard5, 1)).toBe(1);
    expect(lowestSlotLevel(wizard5, 0)).toBe(0);
    const multiclass: SlotPools = { regular: [4, 2], pact: { slots: 1, level: 1 } };
    expect(lowestSlotLevel(multiclass, 2)).toBe(2);
  });
});
