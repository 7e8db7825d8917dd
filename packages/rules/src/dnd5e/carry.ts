import { CARRY_TIERS } from './tables.ts';

/** An item as carried, for weight: weightless containers' contents do not count (spec §9). */
export interface CarriedItem {
  id: string;
  weight: number;
  quantity: number;
  /** The item it is inside, if any. */
  container_id?: string | null;
  /** For containers: their contents weigh nothing (a Bag of Holding). */
  weightless?: boolean;
}

export interface Carry {
  capacity: number;
  drag: number;
  weight: number;
  overweight: boolean;
  immobile: boolean;
}

/** Size tier: the size (0 Tiny … 5 Gargantuan) plus bonuses (Powerful Build), 0-5. */
export function sizeTier(size: number, bonus = 0): number {
  return Math.min(CARRY_TIERS.length - 1, Math.max(0, size + bonus));
}

/**
 * Total weight, rounded to 2 decimals: every item's weight × quantity, except what sits
 * (at any depth) inside a weightless container.
 */
export function totalWeight(items: readonly CarriedItem[]): number {
  const byId = new Map(items.map((item) => [item.id, item]));
  const insideWeightless = (item: CarriedItem): boolean => {
    const seen = new Set<string>();
    let parent = item.container_id ? byId.get(item.container_id) : undefined;
    while (parent && !seen.has(parent.id)) {
      if (parent.weightless) return true;
      seen.add(parent.id);
      parent = parent.container_id ? byId.get(parent.container_id) : undefined;
    }
    return false;
  };
  const total = items
    .filter((item) => !insideWeightless(item))
    .reduce((sum, item) => sum + item.weight * Math.max(0, item.quantity), 0);
  return Math.round(total * 100) / 100;
}

/**
 * Carry and drag capacity by size tier and Strength, and whether the load slows the character
 * (over carry: speed at most 5) or stops it (over drag: speed 0).
 *
 * @example carry(15, 2, 100) // { capacity: 225, drag: 450, weight: 100, overweight: false, immobile: false }
 */
export function carry(strength: number, tier: number, weight: number): Carry {
  const multipliers = CARRY_TIERS[sizeTier(tier)]!;
  const capacity = strength * multipliers.carry;
  const drag = strength * multipliers.drag;
  return { capacity, drag, weight, overweight: weight > capacity, immobile: weight > drag };
}

/** How the load weighs on the character, from none to stopped. */
export const CARRY_LEVELS = ['normal', 'overweight', 'immobile'] as const;
export type CarryLevel = (typeof CARRY_LEVELS)[number];

/** The load's level: over the drag limit it cannot move, over carry capacity it is slowed. */
export function carryLevel(load: Pick<Carry, 'overweight' | 'immobile'>): CarryLevel {
  if (load.immobile) return 'immobile';
  return load.overweight ? 'overweight' : 'normal';
}

/**
 * The warning due when the load goes from `before` to `after` (spec platform §8: warnings for
 * overweight and cannot move): only on crossing into a heavier level, so equipping or attuning
 * while already overweight warns no more. Nothing when `before` is unknown (the page opens
 * on a load it already shows).
 *
 * @example carryWarning('normal', 'overweight') // 'overweight'
 * @example carryWarning('overweight', 'overweight') // undefined
 */
export function carryWarning(
  before: CarryLevel | undefined,
  after: CarryLevel,
): Exclude<CarryLevel, 'normal'> | undefined {
  if (before === undefined || after === 'normal') return undefined;
  return CARRY_LEVELS.indexOf(after) > CARRY_LEVELS.indexOf(before) ? after : undefined;
}
