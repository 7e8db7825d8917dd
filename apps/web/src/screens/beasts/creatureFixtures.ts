import type { Beast } from '@hearth/content';

/**
 * Creatures shaped as the full bestiary writes them (legendary actions, spellcasting, melee or
 * ranged attacks, gear, telepathy), for the stat block's tests. Numbers after the SRD's Adult
 * Red Dragon; the words are only placeholders.
 */
export const DRAGON: Beast = {
  id: 'adult-red-dragon',
  source: 'srd-5-2',
  title: 'Adult Red Dragon',
  type: 'dragon',
  size: 4,
  alignment: 'chaotic evil',
  cr: 17,
  xp: 18_000,
  xp_lair: 20_000,
  proficiency_bonus: 6,
  ac: 19,
  initiative: 12,
  hp: { max: 256, dice: '19d12+133' },
  speed: { walk: 40, climb: 40, fly: 80 },
  abilities: { str: 27, dex: 10, con: 25, int: 16, wis: 13, cha: 23 },
  saving_throws: { dex: 6, wis: 7 },
  skills: { perception: 13, stealth: 6 },
  senses: { blindsight: 60, darkvision: 120, passive_perception: 23 },
  languages: ['Common', 'Draconic'],
  immunities: ['fire'],
  traits: [
    {
      id: 'legendary-resistance',
      title: 'Legendary Resistance',
      description: 'It can turn a failed save into a success.',
      uses_per_day: 3,
      uses_per_day_lair: 4,
    },
  ],
  actions: [
    {
      id: 'rend',
      title: 'Rend',
      kind: 'action',
      description: 'A raking claw.',
      attack: {
        type: 'melee',
        bonus: 14,
        reach: 10,
        damage: [
          { dice: '1d8+8', average: 13, type: 'slashing' },
          { dice: '2d4', average: 5, type: 'fire' },
        ],
      },
    },
    {
      id: 'fire-breath',
      title: 'Fire Breath',
      kind: 'action',
      description: 'A cone of fire.',
      save: { ability: 'dex', dc: 21 },
      recharge: 5,
    },
    {
      id: 'spellcasting',
      title: 'Spellcasting',
      kind: 'action',
      description: 'It casts one of these spells.',
      spellcasting: {
        ability: 'cha',
        dc: 20,
        attack: 12,
        at_will: ['command', 'detect-magic'],
        per_day: [{ uses: 1, spells: ['fireball', 'scorching-ray'] }],
      },
    },
    {
      id: 'commanding-presence',
      title: 'Commanding Presence',
      kind: 'legendary',
      description: 'It casts Command.',
    },
    {
      id: 'fiery-rays',
      title: 'Fiery Rays',
      kind: 'legendary',
      description: 'It casts Scorching Ray.',
      cost: 2,
    },
  ],
  legendary: { uses: 3, uses_lair: 4 },
  habitat: ['mountain'],
  description: 'A great red wyrm.',
};

/** A soldier with a spear to stab or throw, its gear, and a mind that speaks without words. */
export const SPEARMAN: Beast = {
  id: 'spearman',
  source: 'srd-5-2',
  title: 'Spearman',
  type: 'humanoid',
  size: 2,
  alignment: 'neutral',
  cr: 0.125,
  xp: 25,
  proficiency_bonus: 2,
  ac: 16,
  initiative: 1,
  hp: { max: 11, dice: '2d8+2' },
  speed: { walk: 30 },
  abilities: { str: 13, dex: 12, con: 12, int: 10, wis: 11, cha: 10 },
  senses: { telepathy: 60, passive_perception: 12 },
  languages: ['Common'],
  condition_immunities: ['charmed'],
  traits: [],
  actions: [
    {
      id: 'spear',
      title: 'Spear',
      kind: 'action',
      description: 'A stab or a throw.',
      attack: {
        type: 'melee-or-ranged',
        bonus: 3,
        reach: 5,
        range: { normal: 20, long: 60 },
        damage: [{ dice: '1d6+1', average: 4, type: 'piercing' }],
      },
    },
  ],
  gear: ['spear', 'chain-shirt'],
  habitat: ['urban'],
  description: 'A guard at a gate.',
};
