import { abilityModifier } from './core.ts';
import { fixedHitPoints } from './tables.ts';

/** Level-1 hit points: the whole hit die plus the CON modifier (spec §9), at least 1. */
export function firstLevelHitPoints(hitDie: number, constitution: number): number {
  return Math.max(1, hitDie + abilityModifier(constitution));
}

/**
 * Recommended maximum HP for a class path: level 1 takes the whole die, each later level
 * half the die rounded up plus one; each level adds the CON modifier (spec §9).
 *
 * @example recommendedHitPoints([10, 10, 10, 10, 10], 14) // 44: a level-5 fighter with CON 14
 */
export function recommendedHitPoints(
  hitDiceByLevel: readonly number[],
  constitution: number,
): number {
  const modifier = abilityModifier(constitution);
  return hitDiceByLevel.reduce(
    (total, die, index) =>
      total + Math.max(1, (index === 0 ? die : fixedHitPoints(die)) + modifier),
    0,
  );
}

/**
 * The HP change a level change offers (spec §4): |(⌈die / 2⌉ + 1 + CON modifier) × Δlevel|,
 * plus per-level bonuses such as Dwarven Toughness (`perLevelBonus`).
 */
export function levelChangeHitPoints(
  hitDie: number,
  constitution: number,
  fromLevel: number,
  toLevel: number,
  perLevelBonus = 0,
): number {
  return Math.abs(
    (Math.ceil(hitDie / 2) + 1 + abilityModifier(constitution) + perLevelBonus) *
      (toLevel - fromLevel),
  );
}
