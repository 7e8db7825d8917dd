import type {
  DhAncestryCard,
  DhArmorEntry,
  DhCardEntry,
  DhCatalogue,
  DhClassEntry,
  DhCommunityCard,
  DhDomainCard,
  DhFeature,
  DhItemEntry,
  DhModifier,
  DhWeaponEntry,
} from '@hearth/rules';
import { buildDhCatalogue } from '@hearth/rules';

import { getCharacterDB } from '../db/openCharacterDB.ts';

/**
 * A small second-system catalogue for the data and page tests: two classes (subclasses with and
 * without a spellcast trait, two for the wizard so a multiclass has a choice), ancestries,
 * communities, level-1 and level-2 domain cards, tier-1 and tier-2 armor and weapons (one- and
 * two-handed, physical and magic). Numbers follow the SRD (guardian evasion 9 and 7 HP;
 * chainmail 7/15 and score 4; battleaxe two-handed d10+3); the descriptions are short stand-ins.
 */

const feature = (title: string, description: string, modifiers?: DhModifier[]): DhFeature =>
  modifiers ? { title, description, modifiers } : { title, description };

export const FIXTURE_CLASSES: DhClassEntry[] = [
  {
    id: 'guardian',
    source: 'SRD',
    title: 'Guardian',
    description: 'A protector who stands in front of the party.',
    domains: ['valor', 'blade'],
    evasion: 9,
    hp: 7,
    class_items: ['a totem from your mentor', 'a secret key'],
    hope_feature: {
      ...feature('Frontline Tank', 'Spend 3 Hope to clear 2 Armor Slots.'),
      hope_cost: 3,
    },
    features: [feature('Unstoppable', 'Become Unstoppable once per long rest.')],
    subclasses: [
      {
        id: 'stalwart',
        title: 'Stalwart',
        spellcast_trait: null,
        foundation: [feature('Unwavering', 'Gain +1 to your damage thresholds.')],
        specialization: [feature('Unrelenting', 'Gain +2 to your damage thresholds.')],
        mastery: [feature('Undaunted', 'Gain +3 to your damage thresholds.')],
      },
      {
        id: 'vengeance',
        title: 'Vengeance',
        spellcast_trait: null,
        foundation: [feature('At Ease', 'Gain an additional Stress slot.')],
        specialization: [feature('Act of Reprisal', 'Strike back at those who harm allies.')],
        mastery: [feature('Nemesis', 'Mark an enemy as your nemesis.')],
      },
    ],
  },
  {
    id: 'wizard',
    source: 'SRD',
    title: 'Wizard',
    description: 'A scholar of the arcane.',
    domains: ['codex', 'splendor'],
    evasion: 11,
    hp: 5,
    class_items: ['a book you are trying to translate', 'a tiny harmless elemental pet'],
    hope_feature: { ...feature('Not This Time', 'Spend 3 Hope to force a reroll.'), hope_cost: 3 },
    features: [feature('Prestidigitation', 'Perform harmless magical effects.')],
    subclasses: [
      {
        id: 'school-of-knowledge',
        title: 'School of Knowledge',
        spellcast_trait: 'KNW',
        foundation: [
          feature('Prepared', 'Take an additional domain card.'),
          feature('Adept', 'Double an Experience bonus.'),
        ],
        specialization: [feature('Accomplished', 'Take another domain card.')],
        mastery: [feature('Brilliant', 'Take yet another domain card.')],
      },
      {
        id: 'school-of-war',
        title: 'School of War',
        spellcast_trait: 'KNW',
        foundation: [feature('Battlemage', 'Gain an additional Hit Point slot.')],
        specialization: [feature('Conjure Shield', 'Raise a shield of force.')],
        mastery: [feature('Thrive in Chaos', 'Mark more Hit Points on a hit.')],
      },
    ],
  },
];

const domainCard = (
  id: string,
  title: string,
  domain: DhDomainCard['domain'],
  level: number,
  kind: DhDomainCard['kind'],
  recall: number,
): DhDomainCard => ({
  id,
  source: 'SRD',
  title,
  type: 'domain',
  domain,
  level,
  kind,
  recall_cost: recall,
  features: [{ description: `${title}: a stand-in effect.` }],
});

const ancestry = (
  id: string,
  title: string,
  description: string,
  features: DhAncestryCard['features'],
): DhAncestryCard => ({ id, source: 'SRD', title, type: 'ancestry', description, features });

const community = (
  id: string,
  title: string,
  description: string,
  adjectives: string[],
  features: DhFeature[],
): DhCommunityCard => ({
  id,
  source: 'SRD',
  title,
  type: 'community',
  description,
  adjectives,
  features,
});

export const FIXTURE_CARDS: DhCardEntry[] = [
  domainCard('bare-bones', 'Bare Bones', 'valor', 1, 'ability', 0),
  domainCard('forceful-push', 'Forceful Push', 'valor', 1, 'ability', 0),
  domainCard('i-am-your-shield', 'I Am Your Shield', 'valor', 1, 'ability', 1),
  domainCard('get-back-up', 'Get Back Up', 'blade', 1, 'ability', 1),
  domainCard('not-good-enough', 'Not Good Enough', 'blade', 1, 'ability', 1),
  domainCard('whirlwind', 'Whirlwind', 'blade', 1, 'ability', 0),
  domainCard('body-basher', 'Body Basher', 'valor', 2, 'ability', 1),
  domainCard('a-soldiers-bond', "A Soldier's Bond", 'blade', 2, 'ability', 1),
  domainCard('book-of-ava', 'Book of Ava', 'codex', 1, 'grimoire', 2),
  domainCard('bolt-beacon', 'Bolt Beacon', 'splendor', 1, 'spell', 1),
  domainCard('mending-touch', 'Mending Touch', 'splendor', 1, 'spell', 1),
  ancestry('dwarf', 'Dwarf', 'Short, sturdy folk.', [
    feature('Thick Skin', 'Take minor damage without marking HP.'),
    feature('Increased Fortitude', 'Spend Hope to halve damage.'),
  ]),
  ancestry('elf', 'Elf', 'Tall, long-lived folk.', [
    feature('Quick Reactions', 'Mark Stress for advantage on a reaction roll.'),
    feature('Celestial Trance', 'Rest in a trance.'),
  ]),
  ancestry('orc', 'Orc', 'Strong folk with tusks.', [
    feature('Sturdy', 'Extra durability when near death.'),
    feature('Tusks', 'Gore a foe for extra damage.'),
  ]),
  community(
    'ridgeborne',
    'Ridgeborne',
    'Mountain folk.',
    ['bold', 'hardy'],
    [feature('Steady', 'Advantage on traversing dangerous cliffs.')],
  ),
  community(
    'loreborne',
    'Loreborne',
    'Scholars and archivists.',
    ['direct', 'eloquent'],
    [feature('Well-Read', 'Advantage on rolls about history.')],
  ),
];

const armor = (entry: Omit<DhArmorEntry, 'source'>): DhArmorEntry => ({ source: 'SRD', ...entry });

export const FIXTURE_ARMOR: DhArmorEntry[] = [
  armor({
    id: 'gambeson-armor',
    title: 'Gambeson Armor',
    tier: 1,
    thresholds: [5, 11],
    score: 3,
    features: [feature('Flexible', '+1 to Evasion.', [{ target: 'evasion', value: 1 }])],
  }),
  armor({
    id: 'chainmail-armor',
    title: 'Chainmail Armor',
    tier: 1,
    thresholds: [7, 15],
    score: 4,
    features: [feature('Heavy', '−1 to Evasion.', [{ target: 'evasion', value: -1 }])],
  }),
  armor({
    id: 'improved-chainmail-armor',
    title: 'Improved Chainmail Armor',
    tier: 2,
    thresholds: [11, 24],
    score: 5,
    features: [],
  }),
];

const weapon = (
  entry: Omit<DhWeaponEntry, 'source' | 'features'> & { features?: DhWeaponEntry['features'] },
): DhWeaponEntry => ({
  source: 'SRD',
  features: [],
  ...entry,
});

export const FIXTURE_WEAPONS: DhWeaponEntry[] = [
  weapon({
    id: 'battleaxe',
    title: 'Battleaxe',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'STR',
    range: 'melee',
    damage: { count: 1, die: 10, mod: 3, type: 'physical' },
    burden: 2,
  }),
  weapon({
    id: 'broadsword',
    title: 'Broadsword',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'AGL',
    range: 'melee',
    damage: { count: 1, die: 8, mod: 0, type: 'physical' },
    burden: 1,
    features: [feature('Reliable', '+1 to attack rolls.', [{ target: 'attack', value: 1 }])],
  }),
  weapon({
    id: 'greatsword',
    title: 'Greatsword',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'STR',
    range: 'melee',
    damage: { count: 1, die: 12, mod: 3, type: 'physical' },
    burden: 2,
    features: [feature('Massive', '−1 to Evasion.')],
  }),
  weapon({
    id: 'arcane-gauntlets',
    title: 'Arcane Gauntlets',
    type: 'primary',
    magic: true,
    tier: 1,
    trait: 'STR',
    range: 'melee',
    damage: { count: 1, die: 10, mod: 3, type: 'magic' },
    burden: 2,
  }),
  weapon({
    id: 'hand-runes',
    title: 'Hand Runes',
    type: 'primary',
    magic: true,
    tier: 1,
    trait: 'INS',
    range: 'very-close',
    damage: { count: 1, die: 10, mod: 0, type: 'magic' },
    burden: 1,
  }),
  weapon({
    id: 'improved-broadsword',
    title: 'Improved Broadsword',
    type: 'primary',
    magic: false,
    tier: 2,
    trait: 'AGL',
    range: 'melee',
    damage: { count: 1, die: 8, mod: 3, type: 'physical' },
    burden: 1,
  }),
  weapon({
    id: 'round-shield',
    title: 'Round Shield',
    type: 'secondary',
    magic: false,
    tier: 1,
    trait: 'STR',
    range: 'melee',
    damage: { count: 1, die: 4, mod: 0, type: 'physical' },
    burden: 1,
    features: [feature('Protective', '+1 to Armor Score.', [{ target: 'armor-score', value: 1 }])],
  }),
  weapon({
    id: 'small-dagger',
    title: 'Small Dagger',
    type: 'secondary',
    magic: false,
    tier: 1,
    trait: 'FNS',
    range: 'melee',
    damage: { count: 1, die: 8, mod: 0, type: 'physical' },
    burden: 1,
  }),
];

export const FIXTURE_ITEMS: DhItemEntry[] = [
  {
    id: 'minor-health-potion',
    source: 'SRD',
    title: 'Minor Health Potion',
    kind: 'consumable',
    description: 'Clear 1d4 HP.',
  },
];

const FIXTURE_STORES = {
  'dh-classes': FIXTURE_CLASSES,
  'dh-cards': FIXTURE_CARDS,
  'dh-armor': FIXTURE_ARMOR,
  'dh-weapon': FIXTURE_WEAPONS,
  'dh-items': FIXTURE_ITEMS,
};

/** The fixture catalogue as the rules read it, for building characters in a test. */
export function dhFixtureCatalogue(): DhCatalogue {
  return buildDhCatalogue({
    cards: FIXTURE_CARDS,
    classes: FIXTURE_CLASSES,
    armor: FIXTURE_ARMOR,
    weapons: FIXTURE_WEAPONS,
    items: FIXTURE_ITEMS,
  });
}

/** Puts the fixture catalogue into the device's five dh stores. */
export async function putDhFixtureCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(
    Object.entries(FIXTURE_STORES).map(([store, list]) =>
      db.table(store).bulkPut(list as unknown as Record<string, unknown>[]),
    ),
  );
}

export async function clearDhCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(Object.keys(FIXTURE_STORES).map((store) => db.table(store).clear()));
}
