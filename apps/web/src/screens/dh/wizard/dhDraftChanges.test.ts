import { describe, expect, it } from 'vitest';

import type { DhDraft } from '@hearth/rules';
import { emptyDhDraft } from '@hearth/rules';

import { dhFixtureCatalogue } from '../../../data/dh/dhCatalogueFixture.ts';
import {
  chooseClass,
  chooseMixedAncestry,
  choosePrimary,
  leaveMixedAncestry,
  stepTrait,
  swapTraits,
  toggleArmor,
  toggleCard,
} from './dhDraftChanges.ts';

const catalogue = dhFixtureCatalogue();

const draft = (overrides: Partial<DhDraft> = {}): DhDraft => ({ ...emptyDhDraft(), ...overrides });

describe('the wizard draft edits', () => {
  it('a new class keeps only what fits it: its subclass, cards of its domains, its item', () => {
    const guardian = draft({
      class: 'guardian',
      subclass: 'stalwart',
      cards: ['bare-bones', 'get-back-up'],
      classItem: 'a secret key',
    });
    expect(chooseClass(guardian, 'wizard', catalogue)).toMatchObject({
      class: 'wizard',
      subclass: null,
      cards: [],
      classItem: null,
    });
    // Choosing the same class again changes nothing.
    expect(chooseClass(guardian, 'guardian', catalogue)).toBe(guardian);
  });

  it('a two-handed primary drops the secondary; a one-handed one keeps it', () => {
    const armed = draft({ primary: 'broadsword', secondary: 'round-shield' });
    expect(choosePrimary(armed, 'greatsword', catalogue).secondary).toBeNull();
    expect(choosePrimary(armed, 'hand-runes', catalogue).secondary).toBe('round-shield');
  });

  it('swaps two traits and steps one within the spread values', () => {
    const start = draft();
    expect(swapTraits(start, 'AGL', 'KNW').traits).toMatchObject({ AGL: -1, KNW: 2 });
    expect(stepTrait(start, 'AGL', 1)).toBe(start); // +2 is the highest value of the spread
    expect(stepTrait(start, 'KNW', -1)).toBe(start); // −1 the lowest
    expect(stepTrait(start, 'INS', 1).traits.INS).toBe(1);
  });

  it('takes at most two cards, and a tap on a chosen one lets it go', () => {
    const two = toggleCard(toggleCard(draft(), 'bare-bones'), 'whirlwind');
    expect(toggleCard(two, 'get-back-up').cards).toEqual(['bare-bones', 'whirlwind']);
    expect(toggleCard(two, 'bare-bones').cards).toEqual(['whirlwind']);
  });

  it('goes without armor when the chosen armor is tapped again', () => {
    const worn = toggleArmor(draft(), 'gambeson-armor');
    expect(worn.armor).toBe('gambeson-armor');
    expect(toggleArmor(worn, 'gambeson-armor').armor).toBeNull();
  });

  it('builds a mixed ancestry half by half, and leaving it keeps the first whole', () => {
    const second = chooseMixedAncestry(draft(), 1, 'orc');
    expect(second.ancestries).toEqual(['', 'orc']);
    const both = chooseMixedAncestry(second, 0, 'elf');
    expect(both.ancestries).toEqual(['elf', 'orc']);
    expect(leaveMixedAncestry(both).ancestries).toEqual(['elf']);
    expect(leaveMixedAncestry(second).ancestries).toEqual(['orc']);
  });
});
