import type { RandomSource } from '../dice/random.ts';
import { rollDice } from '../dice/random.ts';
import type { Problem } from './problems.ts';
import { problem } from './problems.ts';
import type { Ability } from './tables.ts';
import {
  ABILITIES,
  MAX_SCORE,
  POINT_BUY_BUDGET,
  POINT_BUY_COST,
  STANDARD_ARRAY,
} from './tables.ts';

export type Scores = Record<Ability, number>;

/** The creation methods, numbered as the settings store them (spec §4). */
export const ABILITY_METHODS = { array: 0, pointBuy: 1, custom: 2 } as const;
export type AbilityMethod = (typeof ABILITY_METHODS)[keyof typeof ABILITY_METHODS];

/** Every ability at 8: where creation starts (spec §9). */
export const STARTING_SCORES: Scores = { str: 8, dex: 8, con: 8, int: 8, wis: 8, cha: 8 };

/**
 * The points point buy has spent on these scores (scores outside 8-15 cost nothing here). With
 * a score that is not a whole number the total is not a number either (NaN), never a guess.
 */
export function pointBuySpent(scores: Scores): number {
  return ABILITIES.reduce(
    (sum, ability) =>
      Number.isInteger(scores[ability]) ? sum + (POINT_BUY_COST[scores[ability]] ?? 0) : Number.NaN,
    0,
  );
}

export function pointBuyRemaining(scores: Scores): number {
  return POINT_BUY_BUDGET - pointBuySpent(scores);
}

/** Whether the plus button of an ability may raise it (spec §5: blocked when points run out). */
export function canRaisePointBuy(scores: Scores, ability: Ability): boolean {
  const next = scores[ability] + 1;
  const cost = POINT_BUY_COST[next];
  if (cost === undefined) return false;
  return cost - (POINT_BUY_COST[scores[ability]] ?? 0) <= pointBuyRemaining(scores);
}

/** Point buy: each score 8-15, all 27 points spent (spec §4, §5). */
export function validatePointBuy(scores: Scores): Problem[] {
  const problems: Problem[] = [];
  for (const ability of ABILITIES) {
    const score = scores[ability];
    if (!Number.isInteger(score)) problems.push(problem(`abilities.${ability}`, 'ability-max'));
    else if (POINT_BUY_COST[score] === undefined) {
      problems.push(problem(`abilities.${ability}`, 'point-buy.range', { min: 8, max: 15 }));
    }
  }
  if (problems.length > 0) return problems;
  const remaining = pointBuyRemaining(scores);
  if (remaining < 0) problems.push(problem('abilities', 'point-buy.over', { over: -remaining }));
  if (remaining > 0) problems.push(problem('abilities', 'point-buy.unspent', { remaining }));
  return problems;
}

/** Standard array: the six scores are 15, 14, 13, 12, 10 and 8, one each. */
export function validateStandardArray(scores: Scores): Problem[] {
  const given = ABILITIES.map((ability) => scores[ability]).sort((a, b) => b - a);
  return given.every((score, index) => score === STANDARD_ARRAY[index])
    ? []
    : [problem('abilities', 'standard-array', { values: STANDARD_ARRAY.join(', ') })];
}

/**
 * Random entry (custom): whole numbers from 0 to 20 (spec §5); the method is otherwise free. A
 * score that is not a whole number (a field left empty) says so rather than counting as 0.
 */
export function validateCustomScores(scores: Scores): Problem[] {
  const problems: Problem[] = [];
  for (const ability of ABILITIES) {
    const score = scores[ability];
    if (!Number.isInteger(score)) problems.push(problem(`abilities.${ability}`, 'ability-max'));
    else if (score < 0 || score > MAX_SCORE) {
      problems.push(problem(`abilities.${ability}`, 'custom.range', { min: 0, max: MAX_SCORE }));
    }
  }
  return problems;
}

export function validateAbilityMethod(method: AbilityMethod, scores: Scores): Problem[] {
  if (method === ABILITY_METHODS.pointBuy) return validatePointBuy(scores);
  if (method === ABILITY_METHODS.array) return validateStandardArray(scores);
  return validateCustomScores(scores);
}

/** The method a stored value names (`settings.abilityType` 1, or `options['ability-type']` '1'). */
export function abilityMethodOf(value: unknown): AbilityMethod | undefined {
  const method = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return method === 0 || method === 1 || method === 2 ? method : undefined;
}

/**
 * The method a set of scores is shown under when they are corrected later: the declared one
 * while the scores still fit it, else the first whose rules they meet (the standard array,
 * point buy), else custom entry, which takes any score from 0 to 20.
 */
export function fittingAbilityMethod(scores: Scores, declared?: AbilityMethod): AbilityMethod {
  const order: AbilityMethod[] = [ABILITY_METHODS.array, ABILITY_METHODS.pointBuy];
  if (declared !== undefined) order.unshift(declared);
  return (
    order.find((method) => validateAbilityMethod(method, scores).length === 0) ??
    ABILITY_METHODS.custom
  );
}

/** Where a character records its ability method: settings (spec §4), or the option (§3). */
export interface DeclaresAbilityMethod {
  attributes: Scores;
  options: Record<string, string[] | undefined>;
  settings?: { abilityType?: number | undefined } | undefined;
}

/** The method a character was made with: its settings' `abilityType`, else `ability-type`. */
export function declaredAbilityMethod(character: DeclaresAbilityMethod): AbilityMethod | undefined {
  return (
    abilityMethodOf(character.settings?.abilityType) ??
    abilityMethodOf(character.options['ability-type']?.[0])
  );
}

/**
 * The base scores checked against the method the character declares (a point-buy character's
 * scores still spend 27 points); nothing to check when it declares none.
 */
export function abilityMethodProblems(character: DeclaresAbilityMethod): Problem[] {
  const method = declaredAbilityMethod(character);
  return method === undefined ? [] : validateAbilityMethod(method, character.attributes);
}

/** Swaps two abilities' scores (the standard array's drag or tap-to-swap). */
export function swapScores(scores: Scores, a: Ability, b: Ability): Scores {
  return { ...scores, [a]: scores[b], [b]: scores[a] };
}

/** One rolled score: four d6, the lowest dropped. */
export function rollAbilityScore(random: RandomSource): { score: number; dice: number[] } {
  const dice = rollDice(4, 6, random);
  const lowest = Math.min(...dice);
  return { score: dice.reduce((sum, die) => sum + die, 0) - lowest, dice };
}

/** Six rolled scores in rolling order, for the player to assign. */
export function rollAbilityScores(random: RandomSource): number[] {
  return Array.from({ length: 6 }, () => rollAbilityScore(random).score);
}

/**
 * The background's increase (spec §5): +2 to one and +1 to another, or +1 to all three, only
 * to the background's three abilities, with no score above 20.
 */
export function validateBackgroundBonus(
  base: Scores,
  bonus: Partial<Record<Ability, number>>,
  allowed: readonly Ability[],
): Problem[] {
  const entries = Object.entries(bonus).filter(([, value]) => (value ?? 0) !== 0) as [
    Ability,
    number,
  ][];
  const problems: Problem[] = [];
  for (const [ability] of entries) {
    if (!allowed.includes(ability))
      problems.push(problem(`bonus.${ability}`, 'background.not-offered'));
  }
  const values = entries.map(([, value]) => value).sort((a, b) => b - a);
  const shape = values.join(',');
  if (shape !== '2,1' && shape !== '1,1,1') problems.push(problem('bonus', 'background.shape'));
  for (const [ability, value] of entries) {
    if (base[ability] + value > MAX_SCORE) {
      problems.push(problem(`bonus.${ability}`, 'ability.above-max', { max: MAX_SCORE }));
    }
  }
  return problems;
}

/**
 * An ability addition (spec §5): at most `maxInOne` to one ability (default 2) and `max` in
 * total (default 3), only to the abilities offered, no score above 20.
 */
export function validateAbilityAddition(
  base: Scores,
  addition: Partial<Record<Ability, number>>,
  options: { available?: readonly Ability[]; maxInOne?: number; max?: number } = {},
): Problem[] {
  const { available = ABILITIES, maxInOne = 2, max = 3 } = options;
  const problems: Problem[] = [];
  let total = 0;
  for (const [ability, value] of Object.entries(addition) as [Ability, number][]) {
    if (!value) continue;
    total += value;
    if (!Number.isInteger(value) || value < 0) {
      problems.push(problem(`addition.${ability}`, 'ability.addition-whole'));
    }
    if (!available.includes(ability))
      problems.push(problem(`addition.${ability}`, 'choice.not-offered'));
    if (value > maxInOne) {
      problems.push(
        problem(`addition.${ability}`, 'ability.max-in-one', { ability, max: maxInOne }),
      );
    }
    if (base[ability] + value > MAX_SCORE) {
      problems.push(problem(`addition.${ability}`, 'ability.above-max', { max: MAX_SCORE }));
    }
  }
  if (total > max) problems.push(problem('addition', 'ability.addition-total', { max }));
  return problems;
}
