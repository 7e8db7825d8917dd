import { describe, expect, it } from 'vitest';

import type {
  DhArmorEntry,
  DhCardEntry,
  DhCharacter,
  DhClassEntry,
  DhItemEntry,
  DhWeaponEntry,
} from '@hearth/rules';
import {
  applyDhLevelUp,
  buildDhCatalogue,
  createDhCharacter,
  deriveDhSheet,
  dhLevelUpOptions,
  dhStepProblems,
  dhTakeDamage,
  emptyDhDraft,
  equipArmor,
  equipWeapon,
  levelDownDh,
} from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';

// Second-system sheets derived from the real catalogue: each number worked out by hand from
// the Daggerheart SRD 1.0 (class, armor and weapon tables, ancestry and subclass features).
const bundles = loadCatalogue();
const catalogue = buildDhCatalogue({
  cards: bundles['dh-cards'].entries as DhCardEntry[],
  classes: bundles['dh-classes'].entries as DhClassEntry[],
  armor: bundles['dh-armor'].entries as DhArmorEntry[],
  weapons: bundles['dh-weapon'].entries as DhWeaponEntry[],
  items: bundles['dh-items'].entries as DhItemEntry[],
});

/** A level-1 Stalwart Guardian made through the wizard's draft. */
function guardian(overrides: Partial<ReturnType<typeof emptyDhDraft>> = {}): DhCharacter {
  const draft = {
    ...emptyDhDraft(),
    class: 'guardian',
    subclass: 'stalwart',
    ancestries: ['giant'],
    community: 'ridgeborne',
    cards: ['bare-bones', 'i-am-your-shield'],
    armor: 'gambeson-armor',
    primary: 'longsword',
    name: 'Brann',
    ...overrides,
  };
  for (const step of ['class', 'subclass', 'ancestry', 'armor', 'primary', 'name'] as const) {
    expect(dhStepProblems(draft, catalogue, step), step).toEqual([]);
  }
  return createDhCharacter(draft, catalogue, 1_700_000_000_000);
}

describe('a level-1 Stalwart Guardian (Giant) in Gambeson Armor with a Longsword', () => {
  const sheet = deriveDhSheet(guardian(), catalogue);

  it('has the class evasion plus Flexible, and the armor score of Gambeson', () => {
    expect(sheet.evasion.value).toBe(10); // 9 Guardian + 1 Flexible
    expect(sheet.armorScore.value).toBe(3);
    expect(sheet.evasion.terms.map((term) => term.source)).toEqual([
      'class:guardian',
      'armor:gambeson-armor',
    ]);
  });

  it('has thresholds of armor + level + Unwavering', () => {
    expect(sheet.thresholds.major.value).toBe(7); // 5 + 1 level + 1 Unwavering
    expect(sheet.thresholds.severe.value).toBe(13); // 11 + 1 + 1
  });

  it('has the Guardian hit points plus the Giant slot, and 6 stress', () => {
    expect(sheet.hp.max.value).toBe(8); // 7 + 1 Endurance
    expect(sheet.stress.max.value).toBe(6);
    expect(sheet.hope.filled).toBe(2);
  });

  it('attacks with Agility and rolls the Longsword die once', () => {
    expect(sheet.proficiency.value).toBe(1);
    expect(sheet.weapons.primary?.attack.value).toBe(2); // Agility +2 (spread in order)
    expect(sheet.weapons.primary?.damage.text).toBe('1d10+3');
    expect(sheet.problems).toEqual([]);
  });

  it('marks HP against those thresholds, an armor slot lowering the severity by one step', () => {
    const severe = dhTakeDamage(guardian(), sheet, 13, { armorSlot: true });
    expect(severe).toMatchObject({ severity: 3, hpMarked: 2, armorUsed: true });
    const minor = dhTakeDamage(guardian(), sheet, 6, { armorSlot: false });
    expect(minor).toMatchObject({ severity: 1, hpMarked: 1 });
  });
});

describe('equipment on the real tables', () => {
  it('a two-handed Longsword leaves no hand for a Round Shield; a Broadsword does', () => {
    const character = guardian();
    const refused = equipWeapon(character, catalogue, 'secondary', 'round-shield');
    expect(refused).toEqual({ ok: false, problem: { code: 'primary-two-handed' } });
    const broadsword = equipWeapon(character, catalogue, 'primary', 'broadsword');
    expect(broadsword.ok).toBe(true);
    if (!broadsword.ok) return;
    const shielded = equipWeapon(broadsword.character, catalogue, 'secondary', 'round-shield');
    expect(shielded.ok).toBe(true);
    if (!shielded.ok) return;
    // Round Shield's Protective: +1 armor score.
    expect(deriveDhSheet(shielded.character, catalogue).armorScore.value).toBe(4);
  });

  it('Full Plate: −2 evasion and −1 agility while worn', () => {
    const plated = equipArmor(guardian(), catalogue, 'full-plate-armor');
    const sheet = deriveDhSheet(plated, catalogue);
    expect(sheet.evasion.value).toBe(7); // 9 − 2
    expect(sheet.traits.AGL.value.value).toBe(1); // 2 − 1
    expect(sheet.thresholds.major.value).toBe(10); // 8 + 1 + 1 Unwavering
    expect(sheet.thresholds.severe.value).toBe(19); // 17 + 1 + 1
  });

  it('Bare Bones without armor: 3 + Strength, thresholds of tier 1 plus the level', () => {
    const bare = equipArmor(guardian(), catalogue, 'gambeson-armor'); // tapping it unequips
    expect(bare.equippedArmor).toBeNull();
    const sheet = deriveDhSheet(bare, catalogue);
    expect(sheet.armorScore.value).toBe(4); // 3 + Strength 1
    expect(sheet.thresholds.major.value).toBe(11); // 9 + 1 level + 1 Unwavering
    expect(sheet.thresholds.severe.value).toBe(21); // 19 + 1 + 1
  });

  it('without Bare Bones, unarmored thresholds are the level and twice the level', () => {
    const plain = equipArmor(
      guardian({ cards: ['i-am-your-shield'] }),
      catalogue,
      'gambeson-armor',
    );
    const sheet = deriveDhSheet(plain, catalogue);
    expect(sheet.armorScore.value).toBe(0);
    expect(sheet.thresholds.major.value).toBe(2); // 1 + 1 Unwavering
    expect(sheet.thresholds.severe.value).toBe(3); // 2 + 1
  });
});

describe('cards that count only in a situation', () => {
  it('Valor-Touched adds to the armor score only with four Valor cards in the loadout', () => {
    const base = guardian();
    const withCards = (active: string[]): DhCharacter => ({
      ...base,
      level: 7,
      cards: { active, all: active },
    });
    const four = ['valor-touched', 'i-am-your-shield', 'bare-bones', 'armorer'];
    const three = ['valor-touched', 'i-am-your-shield', 'bare-bones', 'get-back-up'];
    // Armorer: +1 while armor is worn; Valor-Touched: +1 with four Valor cards.
    expect(deriveDhSheet(withCards(four), catalogue).armorScore.value).toBe(5);
    const blade = catalogue.cards.get('get-back-up');
    expect(blade?.type === 'domain' && blade.domain).toBe('blade');
    expect(deriveDhSheet(withCards(three), catalogue).armorScore.value).toBe(3);
  });
});

describe('level up on the real catalogue', () => {
  it('1 → 2: proficiency 2, thresholds up by one, two advancements counted; level down undoes it', () => {
    const character = guardian();
    const options = dhLevelUpOptions(character, catalogue);
    expect(options.tier).toBe(2);
    expect(options.cardChoices.every((card) => ['valor', 'blade'].includes(card.domain))).toBe(
      true,
    );
    const card = options.cardChoices.find((choice) => !character.cards.all.includes(choice.id));
    const levelled = applyDhLevelUp(character, catalogue, {
      level: 2,
      experience: 'Mountain guide',
      advancements: [{ kind: 'hp' }, { kind: 'evasion' }],
      card: card!.id,
    });
    expect(levelled.ok).toBe(true);
    if (!levelled.ok) return;
    const sheet = deriveDhSheet(levelled.character, catalogue);
    expect(sheet.proficiency.value).toBe(2);
    expect(sheet.thresholds.major.value).toBe(8);
    expect(sheet.hp.max.value).toBe(9);
    expect(sheet.evasion.value).toBe(11);
    expect(sheet.weapons.primary?.damage.text).toBe('2d10+3');
    expect(sheet.experiences.map((experience) => experience.text)).toContain('Mountain guide');
    expect(levelDownDh(levelled.character)).toEqual(character);
  });
});
