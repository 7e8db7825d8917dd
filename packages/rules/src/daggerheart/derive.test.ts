import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { DhLevelUp } from './character.ts';
import { deriveDhSheet, dhTierOf } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { guardian } from './fixtures/characters.ts';

const record = (level: number, rest: Partial<DhLevelUp> = {}): DhLevelUp => ({
  level,
  advancements: [{ kind: 'hp' }, { kind: 'stress' }],
  card: 'bare-bones',
  ...rest,
});

describe('dhTierOf (SRD "Leveling Up": tier 1 is level 1, 2 is 2–4, 3 is 5–7, 4 is 8–10)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [4, 2],
    [5, 3],
    [7, 3],
    [8, 4],
    [10, 4],
  ])('level %i is tier %i', (level, tier) => {
    expect(dhTierOf(level)).toBe(tier);
  });
});

describe('a level-1 Guardian in Gambeson armor', () => {
  const sheet = deriveDhSheet(guardian(), catalogue);

  it('has thresholds 5+1 / 11+1: the armor base plus the level', () => {
    expect(sheet.thresholds.major.value).toBe(6);
    expect(sheet.thresholds.major.terms).toEqual([
      { label: 'armor', value: 5, source: 'armor:gambeson-armor' },
      { label: 'level', value: 1, source: 'level' },
    ]);
    expect(sheet.thresholds.severe.value).toBe(12);
  });

  it('has armor score 3 and three armor slots', () => {
    expect(sheet.armorScore.value).toBe(3);
    expect(sheet.armorSlots).toEqual({ max: 3, filled: 0 });
  });

  it('has evasion 9 from the class + 1 from Flexible = 10', () => {
    expect(sheet.evasion.value).toBe(10);
    expect(sheet.evasion.terms).toEqual([
      { label: 'class', value: 9, source: 'class:guardian' },
      { label: 'feature', value: 1, source: 'armor:gambeson-armor' },
    ]);
  });

  it('has 7 HP (class), 6 + 1 Stress (Vengeance: At Ease), 6 Hope and Proficiency 1', () => {
    expect(sheet.hp.max.value).toBe(7);
    expect(sheet.stress.max.value).toBe(7);
    expect(sheet.stress.max.terms.at(-1)).toEqual({
      label: 'feature',
      value: 1,
      source: 'subclass:vengeance',
    });
    expect(sheet.hope).toEqual({ max: 6, blocked: 0, filled: 2, available: 6 });
    expect(sheet.proficiency.value).toBe(1);
  });

  it('attacks with Agility +1 Reliable and deals 1d8 with the Broadsword', () => {
    const line = sheet.weapons.primary!;
    expect(line.attack.value).toBe(3);
    expect(line.damage.text).toBe('1d8');
    expect(sheet.weapons.secondary).toBeNull();
  });

  it('lists the domains, the loadout and the features in play', () => {
    expect(sheet.domains).toEqual(['valor', 'blade']);
    expect(sheet.cards.active.map((card) => card.id)).toEqual(['i-am-your-shield', 'get-back-up']);
    expect(sheet.cards.vault).toEqual([]);
    expect(sheet.cards.limit).toBe(5);
    expect(sheet.spellcastTrait).toBeNull();
    const kinds = sheet.features.map((entry) => `${entry.kind}:${entry.title ?? ''}`);
    expect(kinds).toEqual([
      'class:Unstoppable',
      'hope:Frontline Tank',
      'subclass:At Ease',
      'subclass:Revenge',
      'ancestry:Quick Reactions',
      'ancestry:Celestial Trance',
      'community:Highborne feature',
      'card:',
      'card:',
      'armor:gambeson-armor',
      'weapon:Reliable',
    ]);
    expect(sheet.problems).toEqual([]);
  });

  it('splits its handful of gold into one fist', () => {
    expect(sheet.gold).toEqual({ chests: 0, pouches: 0, fists: 1, coins: 0 });
    expect(deriveDhSheet(guardian({ gold: 1234 }), catalogue).gold).toEqual({
      chests: 1,
      pouches: 2,
      fists: 3,
      coins: 4,
    });
  });
});

describe('thresholds', () => {
  it('without armor are the level and twice the level (level 3: 3 / 6)', () => {
    const character = guardian({
      equippedArmor: null,
      level: 3,
      levels: [record(2, { experience: 'Tracking' }), record(3, { card: 'forceful-push' })],
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.thresholds.major.value).toBe(3);
    expect(sheet.thresholds.severe.value).toBe(6);
    expect(sheet.armorScore.value).toBe(0);
    expect(sheet.armorSlots.max).toBe(0);
  });

  it('add the Stalwart foundation and the player’s corrections', () => {
    const character = guardian({
      subclass: 'stalwart',
      mods: { hp: 0, stress: 0, evasion: 0, armor: 0, treshold1: 2, treshold2: -1 },
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.thresholds.major.value).toBe(5 + 1 + 1 + 2);
    expect(sheet.thresholds.severe.value).toBe(11 + 1 + 1 - 1);
    expect(sheet.thresholds.major.terms).toContainEqual({ label: 'mod', value: 2, source: 'mod' });
  });

  it('add the Proficiency for a Galapa (Shell)', () => {
    const character = guardian({
      ancestries: ['galapa'],
      level: 2,
      levels: [record(2, { experience: 'Tracking' })],
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.proficiency.value).toBe(2);
    expect(sheet.thresholds.major.value).toBe(5 + 2 + 2);
  });
});

describe('numbers from level-up records', () => {
  const character = guardian({
    level: 2,
    levels: [
      {
        level: 2,
        experience: 'Tracking',
        experienceSlot: 2,
        advancements: [{ kind: 'traits', traits: ['STR', 'KNW'] }, { kind: 'evasion' }],
        card: 'bare-bones',
      },
    ],
    experiences: [
      { text: 'Bodyguard', mod: 2 },
      { text: 'Blacksmith', mod: 2 },
      { text: 'Tracking', mod: 2 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
    ],
  });
  const sheet = deriveDhSheet(character, catalogue);

  it('Proficiency 2 from the level-2 tier achievement', () => {
    expect(sheet.proficiency.terms).toEqual([
      { label: 'base', value: 1 },
      { label: 'tier-achievement', value: 1, source: 'tier-achievement:2' },
    ]);
  });

  it('raised traits, marked in this tier', () => {
    expect(sheet.traits.STR.value.value).toBe(2);
    expect(sheet.traits.STR.marked).toBe(true);
    expect(sheet.traits.AGL.marked).toBe(false);
    expect(sheet.traits.KNW.value.terms).toContainEqual({
      label: 'advancement',
      value: 1,
      source: 'level-up:2',
    });
  });

  it('evasion +1 and thresholds +1 from the level', () => {
    expect(sheet.evasion.value).toBe(11);
    expect(sheet.thresholds.major.value).toBe(7);
  });

  it('damage dice by Proficiency: 2d8', () => {
    expect(sheet.weapons.primary?.damage.text).toBe('2d8');
  });

  it('marks clear once the next tier begins', () => {
    const later = deriveDhSheet({ ...character, level: 5 }, catalogue);
    expect(later.traits.STR.marked).toBe(false);
    expect(later.traits.STR.value.value).toBe(2);
  });
});

describe('modifiers count only while their source does', () => {
  it('a loadout card counts; in the vault it does not', () => {
    const active = guardian({ cards: { active: ['valor-shield'], all: ['valor-shield'] } });
    const vaulted = guardian({ cards: { active: [], all: ['valor-shield'] } });
    expect(deriveDhSheet(active, catalogue).evasion.value).toBe(11);
    expect(deriveDhSheet(vaulted, catalogue).evasion.value).toBe(10);
    expect(deriveDhSheet(vaulted, catalogue).cards.vault.map((card) => card.id)).toEqual([
      'valor-shield',
    ]);
  });

  it('a weapon’s attack bonus is its own; its other bonuses count for the sheet', () => {
    const character = guardian({
      equippedPrimaryWeapon: 'broadsword',
      equippedSecondaryWeapon: 'tower-shield',
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.weapons.primary?.attack.value).toBe(2 + 1);
    expect(sheet.weapons.secondary?.attack.value).toBe(1);
    expect(sheet.armorScore.value).toBe(3 + 2);
    expect(sheet.evasion.value).toBe(9 + 1 - 1);
  });

  it('a weapon’s trait penalty counts while wielded (Cumbersome halberd: −1 Finesse)', () => {
    const sheet = deriveDhSheet(guardian({ equippedPrimaryWeapon: 'halberd' }), catalogue);
    expect(sheet.traits.FNS.value.value).toBe(0);
  });

  it('a mixed ancestry takes the first feature of one and the second of the other', () => {
    const sheet = deriveDhSheet(guardian({ ancestries: ['human', 'galapa'] }), catalogue);
    const titles = sheet.features
      .filter((entry) => entry.kind === 'ancestry')
      .map((entry) => entry.title);
    expect(titles).toEqual(['High Stamina', 'Retract']);
    expect(sheet.stress.max.value).toBe(6 + 1 + 1);
    expect(sheet.thresholds.major.value).toBe(6);
  });
});

describe('caps, clamps and states', () => {
  it('caps the armor score at 12', () => {
    const character = guardian({
      mods: { hp: 0, stress: 0, evasion: 0, armor: 12, treshold1: 0, treshold2: 0 },
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.armorScore.value).toBe(12);
    expect(sheet.armorScore.terms.at(-1)).toEqual({ label: 'cap', value: -3 });
  });

  it('clamps filled tracks to their maximum and Hope to what is available', () => {
    const character = guardian({
      hpFilled: 20,
      stressFilled: 9,
      armorFilled: 7,
      hopeFilled: 6,
      hopeBlocked: 2,
      scars: 1,
    });
    const sheet = deriveDhSheet(character, catalogue);
    expect(sheet.hp.filled).toBe(7);
    expect(sheet.stress.filled).toBe(7);
    expect(sheet.armorSlots.filled).toBe(3);
    expect(sheet.hope).toEqual({ max: 5, blocked: 2, filled: 3, available: 3 });
    expect(sheet.deathMoveDue).toBe(true);
    expect(sheet.vulnerable).toBe(true);
  });

  it('owes no death move once one was made', () => {
    const sheet = deriveDhSheet(guardian({ hpFilled: 7, fate: 'unconscious' }), catalogue);
    expect(sheet.deathMoveDue).toBe(false);
  });

  it('must rest long after three short rests in a row', () => {
    expect(deriveDhSheet(guardian({ shortRestsInRow: 2 }), catalogue).mustRestLong).toBe(false);
    expect(deriveDhSheet(guardian({ shortRestsInRow: 3 }), catalogue).mustRestLong).toBe(true);
  });
});

describe('problems', () => {
  const codes = (overrides: Parameters<typeof guardian>[0]) =>
    deriveDhSheet(guardian(overrides), catalogue).problems.map((problem) => problem.code);

  it('a secondary beside a two-handed primary', () => {
    expect(
      codes({ equippedPrimaryWeapon: 'greatsword', equippedSecondaryWeapon: 'round-shield' }),
    ).toEqual(['secondary-with-two-handed-primary']);
  });

  it('more than five cards in the loadout', () => {
    const ids = [
      'bare-bones',
      'forceful-push',
      'i-am-your-shield',
      'get-back-up',
      'whirlwind',
      'not-good-enough',
    ];
    expect(codes({ cards: { active: ids, all: ids } })).toEqual(['too-many-active-cards']);
  });

  it('armor and weapons above the tier', () => {
    expect(codes({ equippedArmor: 'improved-gambeson-armor' })).toEqual(['armor-above-tier']);
    expect(codes({ equippedPrimaryWeapon: 'improved-broadsword' })).toEqual(['weapon-above-tier']);
    expect(
      codes({
        equippedArmor: 'improved-gambeson-armor',
        level: 2,
        levels: [record(2, { experience: 'x' })],
      }),
    ).toEqual([]);
  });

  it('a magic weapon without a spellcast trait', () => {
    expect(codes({ equippedPrimaryWeapon: 'wand' })).toEqual(['magic-weapon-without-spellcast']);
    const wizard = {
      class: 'wizard',
      subclass: 'school-of-knowledge',
      equippedPrimaryWeapon: 'wand',
      cards: { active: [], all: [] },
    };
    expect(codes(wizard)).toEqual([]);
    expect(deriveDhSheet(guardian(wizard), catalogue).spellcastTrait).toBe('KNW');
  });

  it('weapons in the wrong slot', () => {
    expect(codes({ equippedPrimaryWeapon: 'round-shield' })).toEqual(['primary-is-secondary']);
    expect(codes({ equippedSecondaryWeapon: 'broadsword' })).toEqual(['secondary-is-primary']);
  });

  it('ids the catalogue lacks, without throwing', () => {
    const sheet = deriveDhSheet(
      guardian({
        class: 'bard',
        equippedArmor: 'plate',
        cards: { active: ['nope'], all: ['nope'] },
      }),
      catalogue,
    );
    expect(sheet.problems).toContainEqual({ code: 'unknown-entry', params: { id: 'bard' } });
    expect(sheet.problems).toContainEqual({ code: 'unknown-entry', params: { id: 'plate' } });
    expect(sheet.problems).toContainEqual({ code: 'unknown-entry', params: { id: 'nope' } });
    expect(sheet.evasion.value).toBe(0);
    expect(sheet.thresholds.major.value).toBe(1);
  });
});

describe('robustness', () => {
  const ids = (known: string[]) => fc.constantFrom(...known, 'missing-entry');

  it('derives any stored character without throwing, its counts within their bounds', () => {
    fc.assert(
      fc.property(
        fc.record({
          level: fc.integer({ min: 1, max: 10 }),
          class: ids(['guardian', 'warrior', 'wizard']),
          subclass: ids(['stalwart', 'vengeance', 'school-of-knowledge']),
          ancestries: fc.array(ids(['human', 'galapa', 'elf']), { maxLength: 2 }),
          armor: fc.option(ids(['gambeson-armor', 'chainmail-armor', 'full-fortified-armor'])),
          primary: fc.option(ids(['broadsword', 'greatsword', 'wand', 'round-shield'])),
          secondary: fc.option(ids(['round-shield', 'tower-shield', 'broadsword'])),
          cards: fc.array(ids(['bare-bones', 'whirlwind', 'valor-shield', 'human']), {
            maxLength: 7,
          }),
          filled: fc.array(fc.integer({ min: -5, max: 30 }), { minLength: 5, maxLength: 5 }),
          scars: fc.integer({ min: 0, max: 8 }),
          mod: fc.integer({ min: -12, max: 12 }),
        }),
        (input) => {
          const [hp, stress, armor, hope, blocked] = input.filled as [
            number,
            number,
            number,
            number,
            number,
          ];
          const character = guardian({
            level: input.level,
            class: input.class,
            subclass: input.subclass,
            ancestries: input.ancestries,
            equippedArmor: input.armor,
            equippedPrimaryWeapon: input.primary,
            equippedSecondaryWeapon: input.secondary,
            cards: { active: input.cards, all: input.cards },
            hpFilled: hp,
            stressFilled: stress,
            armorFilled: armor,
            hopeFilled: hope,
            hopeBlocked: blocked,
            scars: input.scars,
            mods: {
              hp: input.mod,
              stress: input.mod,
              evasion: input.mod,
              armor: input.mod,
              treshold1: input.mod,
              treshold2: input.mod,
            },
          });
          const sheet = deriveDhSheet(character, catalogue);
          for (const track of [sheet.hp, sheet.stress]) {
            expect(track.filled).toBeGreaterThanOrEqual(0);
            expect(track.filled).toBeLessThanOrEqual(Math.max(0, track.max.value));
          }
          expect(sheet.armorScore.value).toBeGreaterThanOrEqual(0);
          expect(sheet.armorScore.value).toBeLessThanOrEqual(12);
          expect(sheet.armorSlots.filled).toBeLessThanOrEqual(sheet.armorSlots.max);
          expect(sheet.hope.filled).toBeGreaterThanOrEqual(0);
          expect(sheet.hope.filled).toBeLessThanOrEqual(sheet.hope.available);
          expect(sheet.hope.available).toBeGreaterThanOrEqual(0);
          for (const number of [sheet.evasion, sheet.thresholds.major, sheet.proficiency]) {
            expect(number.value).toBe(number.terms.reduce((sum, term) => sum + term.value, 0));
          }
        },
      ),
      { numRuns: 200, seed: 99 },
    );
  });
});
