/** Highest total character level (spec character §9). */
export const MAX_LEVEL = 20;

/**
 * Ability modifier: ⌊score / 2⌋ − 5 (spec character §9).
 *
 * @example abilityModifier(15) // 2
 */
export function abilityModifier(score: number): number {
  return Math.floor(score / 2) - 5;
}

/**
 * Proficiency bonus for a total character level: ⌊(level − 1) / 4⌋ + 2, levels clamped to 1–20.
 *
 * @example proficiencyBonus(5) // 3
 */
export function proficiencyBonus(level: number): number {
  const clamped = Math.min(MAX_LEVEL, Math.max(1, Math.trunc(level)));
  return Math.floor((clamped - 1) / 4) + 2;
}

/**
 * The character level: the sum of the class levels.
 *
 * @example totalLevel([{ level: 6 }, { level: 4 }]) // 10
 */
export function totalLevel(classes: readonly { level: number }[]): number {
  let total = 0;
  for (const cls of classes) total += cls.level;
  return total;
}
