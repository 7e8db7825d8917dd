import type {
  DhArmorEntry,
  DhCardEntry,
  DhClassEntry,
  DhItemEntry,
  DhWeaponEntry,
} from '@hearth/rules';

import { getCharacterDB } from '../db/openCharacterDB.ts';

/**
 * A small second-system catalogue for component tests: two classes (one subclass with a spellcast
 * trait, one without), ancestries, communities, level-1 and level-2 domain cards, tier-1 and
 * tier-2 armor and weapons (one- and two-handed, physical and magic). Numbers follow the SRD;
 * the descriptions are short stand-ins.
 */

const feature = (title: string, description: string) => ({ title, description });

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
    ],
  },
];

const domainCard = (
  id: string,
  title: string,
  domain: 'valor' | 'blade' | 'codex' | 'splendor',
  level: number,
  kind: 'ability' | 'spell' | 'grimoire',
  recall: number,
): DhCardEntry => ({
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

export const FIXTURE_CARDS: DhCardEntry[] = [
  domainCard('bare-bones', 'Bare Bones', 'valor', 1, 'ability', 0),
  domainCard('forceful-push', 'Forceful Push', 'valor', 1, 'ability', 0),
  domainCard('get-back-up', 'Get Back Up', 'blade', 1, 'ability', 1),
  domainCard('whirlwind', 'Whirlwind', 'blade', 1, 'ability', 0),
  domainCard('body-basher', 'Body Basher', 'valor', 2, 'ability', 1),
  domainCard('book-of-ava', 'Book of Ava', 'codex', 1, 'grimoire', 2),
  domainCard('mending-touch', 'Mending Touch', 'splendor', 1, 'spell', 1),
  {
    id: 'dwarf',
    source: 'SRD',
    title: 'Dwarf',
    type: 'ancestry',
    description: 'Short, sturdy folk.',
    features: [
      feature('Thick Skin', 'Take minor damage without marking HP.'),
      feature('Increased Fortitude', 'Spend Hope to halve damage.'),
    ],
  },
  {
    id: 'elf',
    source: 'SRD',
    title: 'Elf',
    type: 'ancestry',
    description: 'Tall, long-lived folk.',
    features: [
      feature('Quick Reactions', 'Mark Stress for advantage on a reaction roll.'),
      feature('Celestial Trance', 'Rest in a trance.'),
    ],
  },
  {
    id: 'orc',
    source: 'SRD',
    title: 'Orc',
    type: 'ancestry',
    description: 'Strong folk with tusks.',
    features: [
      feature('Sturdy', 'Extra durability when near death.'),
      feature('Tusks', 'Gore a foe for extra damage.'),
    ],
  },
  {
    id: 'ridgeborne',
    source: 'SRD',
    title: 'Ridgeborne',
    type: 'community',
    description: 'Mountain folk.',
    adjectives: ['bold', 'hardy'],
    features: [feature('Steady', 'Advantage on traversing dangerous cliffs.')],
  },
  {
    id: 'loreborne',
    source: 'SRD',
    title: 'Loreborne',
    type: 'community',
    description: 'Scholars and archivists.',
    adjectives: ['direct', 'eloquent'],
    features: [feature('Well-Read', 'Advantage on rolls about history.')],
  },
];

export const FIXTURE_ARMOR: DhArmorEntry[] = [
  {
    id: 'gambeson-armor',
    source: 'SRD',
    title: 'Gambeson Armor',
    tier: 1,
    thresholds: [5, 11],
    score: 3,
    features: [
      {
        title: 'Flexible',
        description: '+1 to Evasion.',
        modifiers: [{ target: 'evasion', value: 1 }],
      },
    ],
  },
  {
    id: 'chainmail-armor',
    source: 'SRD',
    title: 'Chainmail Armor',
    tier: 1,
    thresholds: [7, 15],
    score: 4,
    features: [
      {
        title: 'Heavy',
        description: '−1 to Evasion.',
        modifiers: [{ target: 'evasion', value: -1 }],
      },
    ],
  },
  {
    id: 'improved-chainmail-armor',
    source: 'SRD',
    title: 'Improved Chainmail Armor',
    tier: 2,
    thresholds: [11, 24],
    score: 5,
    features: [],
  },
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
    id: 'broadsword',
    title: 'Broadsword',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'AGL',
    range: 'melee',
    damage: { count: 1, die: 8, mod: 0, type: 'physical' },
    burden: 1,
    features: [{ title: 'Reliable', description: '+1 to attack rolls.' }],
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
    features: [{ title: 'Massive', description: '−1 to Evasion.' }],
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
    features: [{ title: 'Protective', description: '+1 to Armor Score.' }],
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
