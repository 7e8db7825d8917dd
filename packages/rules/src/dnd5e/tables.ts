/**
 * The fifth-edition tables the rules read (SRD 5.2 and the spec's §9), as typed constants.
 */

export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export type Ability = (typeof ABILITIES)[number];

/** Point buy: 27 points; each score 8-15 costs this much (SRD 5.2). */
export const POINT_BUY_BUDGET = 27;
export const POINT_BUY_COST: Readonly<Record<number, number>> = {
  8: 0,
  9: 1,
  10: 2,
  11: 3,
  12: 4,
  13: 5,
  14: 7,
  15: 9,
};

/** The standard array, assigned one value per ability. */
export const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8] as const;

/**
 * Spell slots by spellcaster level (the multiclass Spellcaster table, which is also each full
 * caster's own table): slots of levels 1-9.
 */
export const SPELL_SLOTS: readonly (readonly number[])[] = [
  [],
  [2],
  [3],
  [4, 2],
  [4, 3],
  [4, 3, 2],
  [4, 3, 3],
  [4, 3, 3, 1],
  [4, 3, 3, 2],
  [4, 3, 3, 3, 1],
  [4, 3, 3, 3, 2],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 2, 1, 1],
];

/** Pact Magic by Warlock level: number of slots and their level. */
export const PACT_SLOTS: readonly { slots: number; level: number }[] = [
  { slots: 0, level: 0 },
  { slots: 1, level: 1 },
  { slots: 2, level: 1 },
  { slots: 2, level: 2 },
  { slots: 2, level: 2 },
  { slots: 2, level: 3 },
  { slots: 2, level: 3 },
  { slots: 2, level: 4 },
  { slots: 2, level: 4 },
  { slots: 2, level: 5 },
  { slots: 2, level: 5 },
  { slots: 3, level: 5 },
  { slots: 3, level: 5 },
  { slots: 3, level: 5 },
  { slots: 3, level: 5 },
  { slots: 3, level: 5 },
  { slots: 3, level: 5 },
  { slots: 4, level: 5 },
  { slots: 4, level: 5 },
  { slots: 4, level: 5 },
  { slots: 4, level: 5 },
];

/** Carry and drag capacity per point of Strength, by size tier (spec §9). */
export const CARRY_TIERS: readonly { carry: number; drag: number }[] = [
  { carry: 7.5, drag: 15 },
  { carry: 15, drag: 30 },
  { carry: 15, drag: 30 },
  { carry: 30, drag: 60 },
  { carry: 60, drag: 120 },
  { carry: 120, drag: 240 },
];

/** Hit points gained per level without rolling, by hit die (spec §9: 7, 6, 5, 4). */
export function fixedHitPoints(hitDie: number): number {
  return hitDie / 2 + 1;
}

export const MAX_ATTUNED = 3;
export const MAX_SCORE = 20;
