/**
 * Magic items shaped as the catalogue writes them (mechanics-conventions: `magic-weapon`,
 * `belt-of-giant-strength`, `wand-of-magic-missiles`, `magic-shield`), for the screens' tests.
 * They stand in for the content branches' entries and take their place in the device's store
 * when both are there (same ids).
 */
const bonus = (value: number) => [
  { id: 'attack', type: 'bonus', key: 'attack', value, requirement: ['this-item'] },
  { id: 'damage', type: 'bonus', key: 'damage', value, requirement: ['this-item'] },
];

export const MAGIC_WEAPON = {
  id: 'magic-weapon',
  source: 'srd-5-2',
  title: 'Weapon, +1, +2, or +3',
  description: 'A weapon with a bonus to its attack and damage rolls.',
  type: 'weapon',
  rarity: 'uncommon',
  value: 0,
  weight: 0,
  properties: [],
  attunement: false,
  countable: false,
  magical: true,
  mechanics: [],
  base_item: { type: 'weapon' },
  name_pattern: '{variant} {base}',
  variants: [
    { id: 'plus-1', title: '+1', rarity: 'uncommon', mechanics: bonus(1) },
    { id: 'plus-2', title: '+2', rarity: 'rare', mechanics: bonus(2) },
    { id: 'plus-3', title: '+3', rarity: 'very-rare', mechanics: bonus(3) },
  ],
};

export const MAGIC_SHIELD = {
  id: 'magic-shield',
  source: 'srd-5-2',
  title: 'Shield, +1, +2, or +3',
  description: 'A shield that adds its bonus to your Armor Class.',
  type: 'armor',
  rarity: 'uncommon',
  value: 0,
  weight: 0,
  properties: [],
  attunement: false,
  countable: false,
  magical: true,
  mechanics: [],
  base_item: { type: 'armor', ids: ['shield'] },
  name_pattern: '{variant} {base}',
  variants: [1, 2, 3].map((value, index) => ({
    id: `plus-${value}`,
    title: `+${value}`,
    rarity: ['uncommon', 'rare', 'very-rare'][index],
    mechanics: [{ id: 'ac', type: 'bonus', key: 'ac', value }],
  })),
};

const GIANTS = [
  ['hill', 'Hill', 21, 'rare'],
  ['frost-stone', 'Frost or Stone', 23, 'very-rare'],
  ['fire', 'Fire', 25, 'very-rare'],
  ['cloud', 'Cloud', 27, 'legendary'],
  ['storm', 'Storm', 29, 'legendary'],
] as const;

export const BELT = {
  id: 'belt-of-giant-strength',
  source: 'srd-5-2',
  title: 'Belt of Giant Strength',
  description: 'While you wear it, your Strength is that of a giant.',
  type: 'wondrous',
  rarity: 'rare',
  value: 0,
  weight: 1,
  properties: [],
  attunement: true,
  countable: false,
  magical: true,
  mechanics: [],
  variants: GIANTS.map(([id, title, score, rarity]) => ({
    id,
    title,
    rarity,
    mechanics: [{ id: 'strength', type: 'ability', key: 'str', set: score }],
  })),
};

export const WAND = {
  id: 'wand-of-magic-missiles',
  source: 'srd-5-2',
  title: 'Wand of Magic Missiles',
  description: 'A wand that fires darts of force.',
  type: 'wand',
  rarity: 'uncommon',
  value: 0,
  weight: 1,
  properties: [],
  attunement: false,
  countable: false,
  magical: true,
  mechanics: [],
  charges: {
    max: 7,
    recharge: 'dawn',
    regain: '1d6+1',
    last_charge: 'Spend the last one and roll a d20: on a 1 the wand crumbles to dust.',
  },
  spells: [{ spell: 'magic-missile', charges: 1, charges_per_level: 1, level: 1, max_level: 3 }],
};

/** A potion whose plain grade is the entry itself: its variants are the stronger grades. */
export const HEALING_POTION = {
  id: 'potion-of-healing',
  source: 'srd-5-2',
  title: 'Potion of Healing',
  description: 'Drink it to regain hit points.',
  type: 'potion',
  rarity: 'common',
  value: 50,
  weight: 0.5,
  properties: [],
  attunement: false,
  countable: true,
  magical: true,
  mechanics: [],
  variant_optional: true,
  variants: [
    { id: 'greater', title: 'Greater', rarity: 'uncommon', value: 250, mechanics: [] },
    { id: 'superior', title: 'Superior', rarity: 'rare', value: 2000, mechanics: [] },
  ],
};

export const MAGIC_FIXTURES = [MAGIC_WEAPON, MAGIC_SHIELD, BELT, WAND, HEALING_POTION];
