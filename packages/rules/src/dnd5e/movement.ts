import type { Breakdown } from './breakdown.ts';
import { adjusted } from './breakdown.ts';
import type { Carry } from './carry.ts';
import { carry, sizeTier, totalWeight } from './carry.ts';
import { exhaustionLevel, exhaustionPenalties } from './conditions.ts';
import { carriedItems } from './equipment.ts';
import { speciesSizeKey } from './paths.ts';
import { numericProperty } from './properties.ts';
import type { SheetContext } from './sheet-context.ts';

/** Walking speed without a species (SRD: 30 ft). */
export const BASE_SPEED = 30;
/** Heavy armor worn below its Strength score slows by this much (SRD 5.2). */
export const HEAVY_ARMOR_SLOW = 10;
/** The most an overweight character moves (spec §9). */
export const OVERWEIGHT_SPEED = 5;

export interface Movement {
  /** 0 Tiny … 5 Gargantuan. */
  size: number;
  speed: Breakdown;
  speeds: Partial<Record<'fly' | 'swim' | 'climb' | 'burrow', Breakdown>>;
  senses: Partial<Record<'darkvision' | 'blindsight' | 'tremorsense' | 'truesight', number>>;
  carry: Carry & { tier: number };
}

function characterSize(ctx: SheetContext): number {
  const species = ctx.character.specie
    ? ctx.catalogue.species.get(ctx.character.specie)
    : undefined;
  const sizes = species?.sizes ?? [2];
  const chosen = Number(ctx.character.options[speciesSizeKey(species?.id ?? '')]?.[0]);
  const base = sizes.includes(chosen) ? chosen : sizes.includes(2) ? 2 : sizes[0]!;
  return numericProperty(ctx, 'size', { label: 'species', value: base })?.value ?? base;
}

/** Exhaustion, heavy armor without the Strength, then the load: overweight 5 ft, over drag 0. */
function slowed(speed: Breakdown, ctx: SheetContext, load: Carry): Breakdown {
  let result = speed;
  const exhaustion = exhaustionLevel(ctx.character);
  if (exhaustion > 0) {
    const penalty = exhaustionPenalties(exhaustion).speed;
    result = {
      value: result.value + penalty,
      terms: [...result.terms, { label: 'exhaustion', value: penalty }],
    };
  }
  const armor = ctx.equipment.armor?.stats;
  if (armor?.category === 'heavy' && (armor.strength ?? 0) > ctx.scores.str) {
    result = {
      value: result.value - HEAVY_ARMOR_SLOW,
      terms: [...result.terms, { label: 'armor.strength', value: -HEAVY_ARMOR_SLOW }],
    };
  }
  result = adjusted(result, Math.max(0, result.value), 'minimum');
  if (load.immobile) return adjusted(result, 0, 'carry.immobile');
  if (load.overweight)
    return adjusted(result, Math.min(OVERWEIGHT_SPEED, result.value), 'carry.overweight');
  return result;
}

/**
 * Size, speeds, senses and the load (spec §9): the species' speed or a feature's, plus bonuses,
 * minus 5 ft per exhaustion level; capped at 5 when carrying more than the carry capacity and 0
 * beyond the drag capacity. Capacity is Strength times the size tier's multiplier (size plus
 * bonuses such as Powerful Build).
 */
export function movement(ctx: SheetContext): Movement {
  const size = characterSize(ctx);
  const tier = sizeTier(size, numericProperty(ctx, 'carry-size-bonus')?.value ?? 0);
  const load = { ...carry(ctx.scores.str, tier, totalWeight(carriedItems(ctx.equipment))), tier };
  const species = ctx.character.specie
    ? ctx.catalogue.species.get(ctx.character.specie)
    : undefined;
  const walking = numericProperty(ctx, 'speed', {
    label: 'species',
    value: species?.speed ?? BASE_SPEED,
    ...(species ? { source: `species:${species.id}` } : {}),
  })!;
  const speeds: Movement['speeds'] = {};
  for (const mode of ['fly', 'swim', 'climb', 'burrow'] as const) {
    const value = numericProperty(ctx, `speed-${mode}`);
    if (value) speeds[mode] = slowed(value, ctx, load);
  }
  const senses: Movement['senses'] = {};
  for (const sense of ['darkvision', 'blindsight', 'tremorsense', 'truesight'] as const) {
    const value = numericProperty(ctx, sense)?.value;
    if (value) senses[sense] = value;
  }
  return { size, speed: slowed(walking, ctx, load), speeds, senses, carry: load };
}
