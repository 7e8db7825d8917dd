import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { changeSlotUse } from './casting.ts';
import type { Character } from './character.ts';
import {
  addCondition,
  clearConditions,
  EXHAUSTION,
  removeCondition,
  setExhaustion,
} from './conditions.ts';
import { rollDeathSave, setDeathSaves } from './death-saves.ts';
import type { DerivedCharacter } from './derive.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';
import { gainTemporaryHitPoints, heal, setHitPointMaximum, takeDamage } from './hit-points.ts';
import { rederiveLiveState } from './live-sheet.ts';

const CLASS_IDS = ['fighter', 'monk', 'wizard', 'rogue', 'bard', 'barbarian'];
const ITEM_IDS = ['longsword', 'rapier', 'shortsword', 'dagger', 'quarterstaff', 'glaive'];

const characters = fc
  .record({
    classId: fc.constantFrom(...CLASS_IDS),
    level: fc.integer({ min: 1, max: 20 }),
    specie: fc.constantFrom('dwarf', 'elf', 'human', 'goliath'),
    background: fc.constantFrom('soldier', 'acolyte', 'criminal'),
    hp: fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.integer({ min: 1, max: 110 }), fc.nat(), fc.integer({ min: 0, max: 20 }))
          .map(([max, current, temp]) => ({ current: current % (max + 1), max, max_mod: 0, temp })),
      },
      fc.record({
        current: fc.integer({ min: -2, max: 60 }),
        max: fc.integer({ min: -1, max: 110 }),
        max_mod: fc.integer({ min: -20, max: 20 }),
        temp: fc.integer({ min: -1, max: 30 }),
      }),
    ),
    saving_death: fc.record({
      failures: fc.integer({ min: -1, max: 4 }),
      successes: fc.integer({ min: -1, max: 4 }),
    }),
    // Mostly valid states, now and then one that breaks a rule.
    conditions: fc.oneof(
      { weight: 4, arbitrary: fc.subarray(['prone', 'poisoned', 'unconscious']) },
      fc.subarray(['prone', 'exhaustion', 'sleepy']),
    ),
    spell_slots: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Character['spell_slots']>([[], []]) },
      fc.tuple(
        fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 9 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
      ),
    ),
    resources: fc.dictionary(
      fc.constantFrom(EXHAUSTION, 'second-wind'),
      fc.integer({ min: 0, max: 3 }),
    ),
  })
  .map(({ classId, level, ...rest }) =>
    fighter({ id: 'generated', classes: [{ id: classId, level, hit_dice: 0 }], ...rest }),
  );

const carried = fc
  .array(fc.record({ item_id: fc.constantFrom(...ITEM_IDS), equipped: fc.boolean() }), {
    maxLength: 3,
  })
  .map((list): EquipmentItem[] =>
    list.map((item, index) => ({
      id: `item-${index}`,
      item_id: item.item_id,
      quantity: 1,
      equipped: item.equipped,
      attuned: false,
      container_id: null,
    })),
  );

/** The taps of a fight, and a few changes the shortcut must leave to the full derivation. */
const changes = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 150 }), fc.boolean()).map(
    ([amount, critical]) =>
      (c: Character) =>
        takeDamage(c, amount, { critical }).character,
  ),
  fc.integer({ min: 0, max: 150 }).map((amount) => (c: Character) => heal(c, amount).character),
  fc
    .integer({ min: 0, max: 40 })
    .map((amount) => (c: Character) => gainTemporaryHitPoints(c, amount)),
  fc.integer({ min: 1, max: 20 }).map((d20) => (c: Character) => rollDeathSave(c, d20)),
  fc.tuple(fc.constantFrom('failures', 'successes' as const), fc.integer({ min: -1, max: 4 })).map(
    ([counter, value]) =>
      (c: Character) =>
        setDeathSaves(c, counter, value),
  ),
  fc
    .integer({ min: -1, max: 5 })
    .map((current) => (c: Character) => ({ ...c, hp: { ...c.hp, current } })),
  fc.integer({ min: 1, max: 90 }).map((max) => (c: Character) => setHitPointMaximum(c, 'max', max)),
  fc.constant((c: Character) => ({ ...c, ac_mod: 1 })),
  fc
    .constantFrom('prone', 'poisoned', 'unconscious', 'exhaustion', 'charmed')
    .map((condition) => (c: Character) => addCondition(c, condition)),
  fc
    .constantFrom('prone', 'poisoned', 'unconscious', 'exhaustion', 'sleepy')
    .map((condition) => (c: Character) => removeCondition(c, condition)),
  fc.constant(clearConditions),
  fc
    .integer({ min: 0, max: 6 })
    .map((level) => (c: Character) => setExhaustion(c, level).character),
  fc
    .record({
      row: fc.constantFrom(0 as const, 1 as const),
      level: fc.integer({ min: 1, max: 9 }),
      delta: fc.constantFrom(1 as const, -1 as const),
    })
    .map(
      ({ row, level, delta }) =>
        (c: Character, sheet: DerivedCharacter) =>
          changeSlotUse(
            c,
            { regular: sheet.spellSlots, pact: sheet.pactSlots },
            { row, level },
            delta,
          ),
    ),
);

describe('rederiveLiveState', () => {
  it('gives the sheet deriveCharacter gives, or nothing, after any change', () => {
    let applied = 0;
    fc.assert(
      fc.property(characters, carried, changes, (before, items, change) => {
        const previous = deriveCharacter(before, catalogue, items);
        const after = change(before, previous);
        const quick = rederiveLiveState(previous, before, after);
        if (quick === undefined) return;
        applied += 1;
        expect(quick).toEqual(deriveCharacter(after, catalogue, items));
      }),
      { numRuns: 400 },
    );
    // Not a vacuous pass: the shortcut applied to a good share of the generated changes.
    expect(applied).toBeGreaterThan(40);
  });

  it('applies to a condition and a spell slot', () => {
    const wizard = fighter({ classes: [{ id: 'wizard', level: 5, hit_dice: 0 }] });
    const previous = deriveCharacter(wizard, catalogue);
    const pools = { regular: previous.spellSlots, pact: previous.pactSlots };
    for (const after of [
      addCondition(wizard, 'poisoned'),
      addCondition(wizard, 'unconscious'),
      changeSlotUse(wizard, pools, { row: 0, level: 1 }, 1),
    ]) {
      const quick = rederiveLiveState(previous, wizard, after);
      expect(quick).toBeDefined();
      expect(quick).toEqual(deriveCharacter(after, catalogue));
    }
    // Unconscious brings Prone with it.
    expect(
      rederiveLiveState(previous, wizard, addCondition(wizard, 'unconscious'))?.conditions,
    ).toContain('prone');
  });

  it('applies to damage, healing and temporary hit points within the rules', () => {
    const wounded = fighter({ hp: { current: 20, max: 44, max_mod: 0, temp: 0 } });
    const previous = deriveCharacter(wounded, catalogue);
    for (const after of [
      takeDamage(wounded, 5).character,
      heal(wounded, 10).character,
      gainTemporaryHitPoints(wounded, 8),
      takeDamage(wounded, 15).character,
    ]) {
      const quick = rederiveLiveState(previous, wounded, after);
      expect(quick).toBeDefined();
      expect(quick).toEqual(deriveCharacter(after, catalogue));
    }
    expect(
      rederiveLiveState(previous, wounded, takeDamage(wounded, 15).character)?.hp,
    ).toMatchObject({
      current: 5,
      bloodied: true,
    });
    // Dropping to 0 also makes the character Unconscious (and so Prone).
    const downed = takeDamage(wounded, 20).character;
    expect(rederiveLiveState(previous, wounded, downed)).toEqual(
      deriveCharacter(downed, catalogue),
    );
  });

  it('leaves any other change, a new maximum and exhaustion to the full derivation', () => {
    const before = fighter();
    const previous = deriveCharacter(before, catalogue);
    expect(rederiveLiveState(previous, before, { ...before, ac_mod: 1 })).toBeUndefined();
    expect(
      rederiveLiveState(previous, before, setHitPointMaximum(before, 'max', 50)),
    ).toBeUndefined();
    expect(
      rederiveLiveState(previous, before, { ...before, hp: { ...before.hp, current: 45 } }),
    ).toBeUndefined();
    expect(
      rederiveLiveState(previous, before, { ...before, conditions: ['exhaustion'] }),
    ).toBeUndefined();
  });
});
