import type {
  DhArmorEntry,
  DhCardEntry,
  DhCatalogue,
  DhClassEntry,
  DhDomainCard,
  DhItemEntry,
  DhWeaponEntry,
} from '@hearth/rules';
import { buildDhCatalogue } from '@hearth/rules';

import { getCharacterDB } from '../../../data/db/openCharacterDB.ts';

/**
 * A small second-system catalogue for the pages' tests: numbers as the SRD has them (guardian
 * evasion 9 and 7 HP; chainmail 7/15 and score 4; battleaxe two-handed d10+3), texts our own.
 */
export const GUARDIAN: DhClassEntry = {
  id: 'guardian',
  source: 'srd',
  title: 'Guardian',
  description: 'A protector.',
  domains: ['valor', 'blade'],
  evasion: 9,
  hp: 7,
  class_items: ['A secret key'],
  hope_feature: {
    title: 'Frontline Tank',
    description: 'Spend 3 Hope to clear 2 Armor Slots.',
    hope_cost: 3,
  },
  features: [{ title: 'Unstoppable', description: 'Once per long rest, become unstoppable.' }],
  subclasses: [
    {
      id: 'stalwart',
      title: 'Stalwart',
      spellcast_trait: null,
      foundation: [{ title: 'Unwavering', description: 'Your damage thresholds rise by 1.' }],
      specialization: [{ title: 'Unrelenting', description: 'Your damage thresholds rise by 2.' }],
      mastery: [{ title: 'Undaunted', description: 'Your damage thresholds rise by 3.' }],
    },
    {
      id: 'vengeance',
      title: 'Vengeance',
      spellcast_trait: null,
      foundation: [{ title: 'At Ease', description: 'One more Stress slot.' }],
      specialization: [{ title: 'Act of Reprisal', description: 'Strike back.' }],
      mastery: [{ title: 'Nemesis', description: 'Choose a nemesis.' }],
    },
  ],
};

/** A second class, for multiclassing. */
export const WIZARD: DhClassEntry = {
  id: 'wizard',
  source: 'srd',
  title: 'Wizard',
  description: 'A scholar of magic.',
  domains: ['codex', 'splendor'],
  evasion: 11,
  hp: 5,
  class_items: ['A book'],
  hope_feature: {
    title: 'Not This Time',
    description: 'Spend 3 Hope to force a reroll.',
    hope_cost: 3,
  },
  features: [{ title: 'Prestidigitation', description: 'Small magical effects at will.' }],
  subclasses: [
    {
      id: 'school-of-knowledge',
      title: 'School of Knowledge',
      spellcast_trait: 'KNW',
      foundation: [{ title: 'Prepared', description: 'Take an extra domain card.' }],
      specialization: [{ title: 'Accomplished', description: 'Another card.' }],
      mastery: [{ title: 'Brilliant', description: 'Advantage on recall.' }],
    },
    {
      id: 'school-of-war',
      title: 'School of War',
      spellcast_trait: 'KNW',
      foundation: [{ title: 'Battlemage', description: 'One more Hit Point slot.' }],
      specialization: [{ title: 'Conjure Shield', description: 'A shield of force.' }],
      mastery: [{ title: 'Thrive in Chaos', description: 'Mark more HP on a hit.' }],
    },
  ],
};

const card = (
  id: string,
  title: string,
  domain: DhDomainCard['domain'],
  level: number,
  recall: number,
): DhDomainCard => ({
  id,
  source: 'srd',
  title,
  type: 'domain',
  domain,
  level,
  kind: 'ability',
  recall_cost: recall,
  features: [{ description: `${title}: what the card does.` }],
});

export const DOMAIN_CARDS: DhDomainCard[] = [
  card('not-good-enough', 'Not Good Enough', 'blade', 1, 1),
  card('whirlwind', 'Whirlwind', 'blade', 1, 0),
  card('get-back-up', 'Get Back Up', 'blade', 1, 1),
  card('bare-bones', 'Bare Bones', 'valor', 1, 0),
  card('forceful-push', 'Forceful Push', 'valor', 1, 0),
  card('i-am-your-shield', 'I Am Your Shield', 'valor', 1, 1),
  card('a-soldiers-bond', "A Soldier's Bond", 'blade', 2, 1),
  card('body-basher', 'Body Basher', 'valor', 2, 1),
  card('book-of-ava', 'Book of Ava', 'codex', 1, 2),
  card('bolt-beacon', 'Bolt Beacon', 'splendor', 1, 1),
];

const HERITAGE: DhCardEntry[] = [
  {
    id: 'dwarf',
    source: 'srd',
    title: 'Dwarf',
    type: 'ancestry',
    description: 'Short and sturdy.',
    features: [
      { title: 'Thick Skin', description: 'Mark Stress instead of a Hit Point on minor damage.' },
      { title: 'Increased Fortitude', description: 'Spend 3 Hope to halve damage.' },
    ],
  },
  {
    id: 'ridgeborne',
    source: 'srd',
    title: 'Ridgeborne',
    type: 'community',
    description: 'Of the mountains.',
    adjectives: ['bold'],
    features: [
      { title: 'Steady', description: 'Advantage on rolls to traverse dangerous cliffs.' },
    ],
  },
];

export const ARMOR: DhArmorEntry[] = [
  {
    id: 'chainmail-armor',
    source: 'srd',
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
    id: 'gambeson-armor',
    source: 'srd',
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
];

export const WEAPONS: DhWeaponEntry[] = [
  {
    id: 'battleaxe',
    source: 'srd',
    title: 'Battleaxe',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'STR',
    range: 'melee',
    damage: { count: 1, die: 10, mod: 3, type: 'physical' },
    burden: 2,
    features: [],
  },
  {
    id: 'broadsword',
    source: 'srd',
    title: 'Broadsword',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'AGL',
    range: 'melee',
    damage: { count: 1, die: 8, mod: 0, type: 'physical' },
    burden: 1,
    features: [
      {
        title: 'Reliable',
        description: '+1 to attack rolls.',
        modifiers: [{ target: 'attack', value: 1 }],
      },
    ],
  },
  {
    id: 'round-shield',
    source: 'srd',
    title: 'Round Shield',
    type: 'secondary',
    magic: false,
    tier: 1,
    trait: 'STR',
    range: 'melee',
    damage: { count: 1, die: 4, mod: 0, type: 'physical' },
    burden: 1,
    features: [
      {
        title: 'Protective',
        description: '+1 to Armor Score.',
        modifiers: [{ target: 'armor-score', value: 1 }],
      },
    ],
  },
];

export const ITEMS: DhItemEntry[] = [
  {
    id: 'minor-health-potion',
    source: 'srd',
    title: 'Minor Health Potion',
    kind: 'consumable',
    description: 'Clear 1d4 Hit Points.',
  },
];

const STORES = {
  'dh-classes': [GUARDIAN, WIZARD],
  'dh-cards': [...DOMAIN_CARDS, ...HERITAGE],
  'dh-armor': ARMOR,
  'dh-weapon': WEAPONS,
  'dh-items': ITEMS,
} as const;

/** The same catalogue as the rules read it, for building characters in a test. */
export function dhTestCatalogue(): DhCatalogue {
  return buildDhCatalogue({
    cards: STORES['dh-cards'],
    classes: STORES['dh-classes'],
    armor: STORES['dh-armor'],
    weapons: STORES['dh-weapon'],
    items: STORES['dh-items'],
  });
}

/** Puts the test catalogue into the device's five second-system stores. */
export async function putDhTestCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(
    Object.entries(STORES).map(([store, entries]) =>
      db.table(store).bulkPut(entries as unknown as Record<string, unknown>[]),
    ),
  );
}

export async function clearDhTestCatalogue(): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(Object.keys(STORES).map((store) => db.table(store).clear()));
}
