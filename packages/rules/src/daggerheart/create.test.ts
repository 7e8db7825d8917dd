import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DH_TRAITS } from './catalogue.ts';
import type { DhDraft, DhWizardStep } from './create.ts';
import {
  canAdvanceDh,
  createDhCharacter,
  DH_WIZARD_STEPS,
  dhStepProblems,
  emptyDhDraft,
} from './create.ts';
import { deriveDhSheet } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';

const codes = (draft: DhDraft, step: DhWizardStep) =>
  dhStepProblems(draft, catalogue, step).map((problem) => problem.code);

const finished = (): DhDraft => ({
  ...emptyDhDraft(),
  class: 'guardian',
  subclass: 'vengeance',
  ancestries: ['elf'],
  community: 'highborne',
  cards: ['i-am-your-shield', 'get-back-up'],
  armor: 'gambeson-armor',
  primary: 'broadsword',
  experiences: [
    { text: 'Bodyguard', mod: 2 },
    { text: 'Blacksmith', mod: 2 },
  ],
  name: ' Brannoc ',
  classItem: 'A secret key',
});

describe('the wizard’s steps (spec §2)', () => {
  it('come in the spec’s order', () => {
    expect(DH_WIZARD_STEPS).toEqual([
      'class',
      'subclass',
      'ancestry',
      'community',
      'traits',
      'domains',
      'armor',
      'primary',
      'secondary',
      'experiences',
      'name',
    ]);
  });

  it('start from the spec’s defaults: traits 2, 1, 1, 0, 0, −1 and two experiences at +2', () => {
    const draft = emptyDhDraft();
    expect(DH_TRAITS.map((trait) => draft.traits[trait])).toEqual([2, 1, 1, 0, 0, -1]);
    expect(draft.experiences).toEqual([
      { text: '', mod: 2 },
      { text: '', mod: 2 },
    ]);
  });
});

describe('dhStepProblems (spec §5)', () => {
  it('only the name and the primary weapon are required', () => {
    const empty = emptyDhDraft();
    const required = DH_WIZARD_STEPS.filter((step) => codes(empty, step).length > 0);
    expect(required).toEqual(['primary', 'name']);
    expect(codes(empty, 'name')).toEqual(['name-required']);
    expect(codes({ ...empty, name: '   ' }, 'name')).toEqual(['name-required']);
    expect(codes(empty, 'primary')).toEqual(['primary-required']);
  });

  it('a finished draft has no problem at any step', () => {
    for (const step of DH_WIZARD_STEPS) expect(codes(finished(), step)).toEqual([]);
  });

  it('the subclass must be the class’s', () => {
    expect(codes({ ...finished(), subclass: 'school-of-knowledge' }, 'subclass')).toEqual([
      'subclass-not-of-class',
    ]);
    expect(codes({ ...finished(), class: null }, 'subclass')).toEqual(['subclass-not-of-class']);
  });

  it('one ancestry or a mixed pair of two different ones', () => {
    expect(codes({ ...finished(), ancestries: ['human', 'galapa'] }, 'ancestry')).toEqual([]);
    expect(codes({ ...finished(), ancestries: ['human', 'human'] }, 'ancestry')).toEqual([
      'mixed-ancestry-same',
    ]);
    expect(codes({ ...finished(), ancestries: ['human', 'galapa', 'elf'] }, 'ancestry')).toEqual([
      'too-many-ancestries',
    ]);
    expect(codes({ ...finished(), ancestries: ['highborne'] }, 'ancestry')).toEqual([
      'unknown-entry',
    ]);
  });

  it('traits: any arrangement of 2, 1, 1, 0, 0, −1', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([2, 1, 1, 0, 0, -1], { minLength: 6, maxLength: 6 }),
        (values) => {
          const traits = Object.fromEntries(
            DH_TRAITS.map((trait, index) => [trait, values[index]!]),
          ) as DhDraft['traits'];
          expect(codes({ ...finished(), traits }, 'traits')).toEqual([]);
        },
      ),
      { seed: 7 },
    );
    const draft = finished();
    expect(codes({ ...draft, traits: { ...draft.traits, AGL: 3 } }, 'traits')).toEqual([
      'traits-spread',
    ]);
    expect(codes({ ...draft, traits: { ...draft.traits, AGL: null } }, 'traits')).toEqual([
      'traits-spread',
    ]);
  });

  it('at most two level-1 cards from the class’s domains', () => {
    const draft = finished();
    expect(
      codes({ ...draft, cards: ['bare-bones', 'forceful-push', 'whirlwind'] }, 'domains'),
    ).toEqual(['too-many-cards']);
    expect(codes({ ...draft, cards: ['a-soldiers-bond'] }, 'domains')).toEqual(['card-level']);
    expect(codes({ ...draft, cards: ['book-of-ava'] }, 'domains')).toEqual(['card-domain']);
    expect(codes({ ...draft, cards: ['whirlwind', 'whirlwind'] }, 'domains')).toEqual([
      'card-duplicate',
    ]);
  });

  it('tier-1 armor and weapons, each in its slot', () => {
    const draft = finished();
    expect(codes({ ...draft, armor: 'improved-gambeson-armor' }, 'armor')).toEqual([
      'armor-above-tier',
    ]);
    expect(codes({ ...draft, primary: 'improved-broadsword' }, 'primary')).toEqual([
      'weapon-above-tier',
    ]);
    expect(codes({ ...draft, primary: 'round-shield' }, 'primary')).toEqual(['wrong-weapon-slot']);
    expect(codes({ ...draft, secondary: 'broadsword' }, 'secondary')).toEqual([
      'wrong-weapon-slot',
    ]);
  });

  it('no secondary beside a two-handed primary', () => {
    const draft = { ...finished(), primary: 'greatsword', secondary: 'round-shield' };
    expect(codes(draft, 'secondary')).toEqual(['primary-two-handed']);
    expect(codes({ ...draft, primary: 'broadsword' }, 'secondary')).toEqual([]);
  });

  it('a magic weapon needs a subclass with a spellcast trait', () => {
    expect(codes({ ...finished(), primary: 'wand' }, 'primary')).toEqual([
      'magic-weapon-without-spellcast',
    ]);
    const wizard = {
      ...finished(),
      class: 'wizard',
      subclass: 'school-of-knowledge',
      cards: [],
      primary: 'wand',
    };
    expect(codes(wizard, 'primary')).toEqual([]);
  });

  it('experience modifiers within 0…5', () => {
    expect(
      codes({ ...finished(), experiences: [{ text: 'Sailor', mod: 6 }] }, 'experiences'),
    ).toEqual(['experience-mod']);
  });
});

describe('canAdvanceDh', () => {
  it('needs this step and every earlier one to be right', () => {
    const draft = { ...emptyDhDraft(), name: 'Brannoc' };
    expect(canAdvanceDh(draft, catalogue, 'armor')).toBe(true);
    expect(canAdvanceDh(draft, catalogue, 'primary')).toBe(false);
    expect(canAdvanceDh(draft, catalogue, 'name')).toBe(false);
    expect(canAdvanceDh({ ...draft, primary: 'broadsword' }, catalogue, 'name')).toBe(true);
    expect(canAdvanceDh({ ...draft, class: 'bard' }, catalogue, 'armor')).toBe(false);
  });
});

describe('createDhCharacter', () => {
  const character = createDhCharacter(finished(), catalogue, 1700000000000);

  it('makes a level-1 character with 2 Hope and empty tracks', () => {
    expect(character).toMatchObject({
      id: '1700000000000',
      schema: 1,
      name: 'Brannoc',
      class: 'guardian',
      subclass: 'vengeance',
      level: 1,
      hopeFilled: 2,
      hpFilled: 0,
      stressFilled: 0,
      armorFilled: 0,
      scars: 0,
      fate: 'alive',
      levels: [],
      createdAt: 1700000000000,
      updatedAt: 1700000000000,
    });
    expect(character.mods).toEqual({
      hp: 0,
      stress: 0,
      evasion: 0,
      armor: 0,
      treshold1: 0,
      treshold2: 0,
    });
  });

  it('puts the chosen cards in the loadout and fills five experience slots', () => {
    expect(character.cards).toEqual({
      active: ['i-am-your-shield', 'get-back-up'],
      all: ['i-am-your-shield', 'get-back-up'],
    });
    expect(character.experiences).toEqual([
      { text: 'Bodyguard', mod: 2 },
      { text: 'Blacksmith', mod: 2 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
    ]);
  });

  it('carries the starting gear, the class item and a handful of gold (SRD "Character Creation")', () => {
    expect(character.inventory.map((line) => line.name)).toEqual([
      'Torch',
      '50 feet of rope',
      'Basic supplies',
      'A secret key',
    ]);
    expect(character.inventory.every((line) => line.kind === 'custom' && line.ref === null)).toBe(
      true,
    );
    expect(character.gold).toBe(10);
  });

  it('equips what the draft chose, and derives without problems', () => {
    expect(character).toMatchObject({
      equippedArmor: 'gambeson-armor',
      equippedPrimaryWeapon: 'broadsword',
      equippedSecondaryWeapon: null,
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.problems).toEqual([]);
    expect(sheet.evasion.value).toBe(10);
  });
});
