import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { DhCharacter } from './character.ts';
import { deriveDhSheet } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { guardian } from './fixtures/characters.ts';
import type { DhTrack } from './transitions.ts';
import {
  addGold,
  adjustTrack,
  damageSeverity,
  setExperience,
  setMod,
  setTrack,
  setTrait,
  takeDamage,
  tapHope,
  toggleCondition,
} from './transitions.ts';

const sheetOf = (character: DhCharacter) => deriveDhSheet(character, catalogue);

describe('tapHope (spec §4)', () => {
  const tap = (character: DhCharacter, index: number) =>
    tapHope(character, sheetOf(character), index);

  it('tapping a point at or below the filled count lowers Hope by one', () => {
    expect(tap(guardian({ hopeFilled: 3 }), 3).hopeFilled).toBe(2);
    expect(tap(guardian({ hopeFilled: 3 }), 1).hopeFilled).toBe(2);
  });

  it('tapping above it raises Hope by one, up to the available Hope', () => {
    expect(tap(guardian({ hopeFilled: 3 }), 6).hopeFilled).toBe(4);
    expect(tap(guardian({ hopeFilled: 6 }), 6).hopeFilled).toBe(5);
    expect(tap(guardian({ hopeFilled: 4, hopeBlocked: 2 }), 5).hopeFilled).toBe(4);
  });

  it('any tap unblocks Hope', () => {
    expect(tap(guardian({ hopeFilled: 1, hopeBlocked: 2 }), 1)).toMatchObject({
      hopeFilled: 0,
      hopeBlocked: 0,
    });
  });

  it('never goes below zero', () => {
    expect(tap(guardian({ hopeFilled: 0 }), 0).hopeFilled).toBe(0);
  });
});

describe('tracks', () => {
  it('marks and clears within 0…max', () => {
    const character = guardian({ hpFilled: 6 });
    expect(adjustTrack(character, sheetOf(character), 'hp', 3).hpFilled).toBe(7);
    expect(adjustTrack(character, sheetOf(character), 'hp', -9).hpFilled).toBe(0);
    expect(setTrack(character, sheetOf(character), 'armor', 5).armorFilled).toBe(3);
  });

  it('Stress that cannot be marked marks one Hit Point instead (SRD "Stress")', () => {
    const character = guardian({ stressFilled: 6, hpFilled: 2 });
    const once = adjustTrack(character, sheetOf(character), 'stress', 1);
    expect(once).toMatchObject({ stressFilled: 7, hpFilled: 2 });
    const overflow = adjustTrack(once, sheetOf(once), 'stress', 1);
    expect(overflow).toMatchObject({ stressFilled: 7, hpFilled: 3 });
    const partly = adjustTrack(character, sheetOf(character), 'stress', 2);
    expect(partly).toMatchObject({ stressFilled: 7, hpFilled: 3 });
  });

  it('clearing Hit Points wakes an unconscious character (SRD "Death")', () => {
    const character = guardian({ hpFilled: 7, fate: 'unconscious' });
    expect(adjustTrack(character, sheetOf(character), 'hp', -1).fate).toBe('alive');
    expect(adjustTrack(character, sheetOf(character), 'stress', 1).fate).toBe('unconscious');
    const dead = guardian({ hpFilled: 7, fate: 'dead' });
    expect(adjustTrack(dead, sheetOf(dead), 'hp', -1).fate).toBe('dead');
  });

  it('always stay within 0…max, whatever is asked', () => {
    const tracks: DhTrack[] = ['hp', 'stress', 'armor'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...tracks), fc.integer({ min: -20, max: 20 }), fc.boolean()),
          {
            maxLength: 30,
          },
        ),
        (steps) => {
          let character = guardian();
          for (const [track, amount, direct] of steps) {
            const sheet = sheetOf(character);
            character = direct
              ? setTrack(character, sheet, track, amount)
              : adjustTrack(character, sheet, track, amount);
            const after = sheetOf(character);
            expect(character.hpFilled).toBeGreaterThanOrEqual(0);
            expect(character.hpFilled).toBeLessThanOrEqual(after.hp.max.value);
            expect(character.stressFilled).toBeGreaterThanOrEqual(0);
            expect(character.stressFilled).toBeLessThanOrEqual(after.stress.max.value);
            expect(character.armorFilled).toBeGreaterThanOrEqual(0);
            expect(character.armorFilled).toBeLessThanOrEqual(after.armorSlots.max);
          }
        },
      ),
      { seed: 20250101 },
    );
  });
});

describe('damage (SRD "Damage Thresholds"; the Guardian’s are 6 / 12)', () => {
  const thresholds = { major: 6, severe: 12 };

  it.each([
    [0, 0],
    [1, 1],
    [5, 1],
    [6, 2],
    [11, 2],
    [12, 3],
    [40, 3],
  ])('%i damage has severity %i', (amount, severity) => {
    expect(damageSeverity(amount, thresholds)).toBe(severity);
  });

  it('marks as many HP as the severity', () => {
    const character = guardian();
    const outcome = takeDamage(character, sheetOf(character), 12, { armorSlot: false });
    expect(outcome).toMatchObject({
      severity: 3,
      hpMarked: 3,
      armorUsed: false,
      deathMoveDue: false,
    });
    expect(outcome.character.hpFilled).toBe(3);
  });

  it('an armor slot lowers the HP marked by one', () => {
    const character = guardian();
    const outcome = takeDamage(character, sheetOf(character), 6, { armorSlot: true });
    expect(outcome).toMatchObject({ severity: 2, hpMarked: 1, armorUsed: true });
    expect(outcome.character).toMatchObject({ hpFilled: 1, armorFilled: 1 });
    const minor = takeDamage(character, sheetOf(character), 3, { armorSlot: true });
    expect(minor).toMatchObject({ severity: 1, hpMarked: 0, armorUsed: true });
  });

  it('no armor slot without a free one, without armor, or without damage', () => {
    const spent = guardian({ armorFilled: 3 });
    expect(takeDamage(spent, sheetOf(spent), 6, { armorSlot: true })).toMatchObject({
      hpMarked: 2,
      armorUsed: false,
    });
    const bare = guardian({ equippedArmor: null });
    expect(takeDamage(bare, sheetOf(bare), 1, { armorSlot: true }).armorUsed).toBe(false);
    const none = takeDamage(guardian(), sheetOf(guardian()), 0, { armorSlot: true });
    expect(none).toMatchObject({ severity: 0, hpMarked: 0, armorUsed: false });
    expect(none.character.armorFilled).toBe(0);
  });

  it('marking the last HP makes a death move due', () => {
    const character = guardian({ hpFilled: 5 });
    const outcome = takeDamage(character, sheetOf(character), 20, { armorSlot: false });
    expect(outcome).toMatchObject({ severity: 3, hpMarked: 2, deathMoveDue: true });
    expect(outcome.character.hpFilled).toBe(7);
  });
});

describe('small changes', () => {
  it('toggles conditions', () => {
    const hidden = toggleCondition(guardian(), 'hidden');
    expect(hidden.conditions).toEqual(['hidden']);
    expect(toggleCondition(hidden, 'hidden').conditions).toEqual([]);
  });

  it('keeps gold within 0 and the most a character can hold', () => {
    expect(addGold(guardian(), 25).gold).toBe(35);
    expect(addGold(guardian(), -50).gold).toBe(0);
    expect(addGold(guardian(), 5000).gold).toBe(1999);
  });

  it('clamps traits, experience modifiers and mods to the spec’s bounds', () => {
    expect(setTrait(guardian(), 'AGL', 9).traits.AGL).toBe(5);
    expect(setTrait(guardian(), 'KNW', -9).traits.KNW).toBe(-5);
    const edited = setExperience(guardian(), 2, { text: 'Sailor', mod: 7 });
    expect(edited.experiences[2]).toEqual({ text: 'Sailor', mod: 5 });
    expect(setExperience(guardian(), 0, { mod: -1 }).experiences[0]).toEqual({
      text: 'Bodyguard',
      mod: 0,
    });
    expect(setExperience(guardian(), 7, { text: 'x' })).toEqual(guardian());
    expect(setMod(guardian(), 'hp', 20).mods.hp).toBe(12);
    expect(setMod(guardian(), 'treshold1', -150).mods.treshold1).toBe(-100);
  });

  it('never changes the character it is given', () => {
    const character = guardian();
    const copy = JSON.parse(JSON.stringify(character)) as DhCharacter;
    takeDamage(character, sheetOf(character), 9, { armorSlot: true });
    adjustTrack(character, sheetOf(character), 'stress', 9);
    setExperience(character, 0, { text: 'Changed' });
    expect(character).toEqual(copy);
  });
});
