import type { CharacterClass } from './character.ts';
import { totalLevel } from './core.ts';
import type { Problem } from './problems.ts';
import { problem, warning } from './problems.ts';

/** Common is always known; at most two more languages (spec §5). */
export const COMMON = 'common';
export const EXTRA_LANGUAGES = 2;

/** The languages list with Common in it, each once. */
export function withCommon(languages: readonly string[]): string[] {
  return [...new Set([COMMON, ...languages])];
}

export function validateLanguages(languages: readonly string[]): Problem[] {
  const extra = withCommon(languages).length - 1;
  return extra > EXTRA_LANGUAGES
    ? [problem('options.lang', 'languages.too-many', { max: EXTRA_LANGUAGES, chosen: extra })]
    : [];
}

/**
 * Class levels (spec §5): each at least 1, the total at most 20, a class listed once.
 * The largest level a class may take is 20 minus the other classes' levels.
 */
export function validateClassLevels(classes: readonly CharacterClass[]): Problem[] {
  const problems: Problem[] = [];
  if (classes.length === 0) problems.push(problem('classes', 'classes.none'));
  const seen = new Set<string>();
  classes.forEach((cls, index) => {
    if (!Number.isInteger(cls.level) || cls.level < 1) {
      problems.push(problem(`classes.${index}.level`, 'classes.level-min', { min: 1 }));
    }
    if (seen.has(cls.id)) problems.push(problem(`classes.${index}.id`, 'classes.duplicate'));
    seen.add(cls.id);
  });
  const total = totalLevel(classes);
  if (total > 20) problems.push(problem('classes', 'classes.total-max', { max: 20, total }));
  return problems;
}

export function maxClassLevel(classes: readonly CharacterClass[], classId: string): number {
  const others = totalLevel(classes.filter((cls) => cls.id !== classId));
  return Math.max(0, 20 - others);
}

/**
 * A choice is complete when the number chosen equals the number required, −1 meaning any
 * number (spec §5). Until then the sheet says 'n out of m options selected'; nothing chosen at
 * all is 'not selected'; too many is an error.
 */
export function validateChoice(
  path: string,
  chosen: readonly string[],
  required: number,
  options?: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const offered = options ? new Set(options) : null;
  for (const id of chosen) {
    if (offered && !offered.has(id))
      problems.push(problem(path, 'choice.not-offered', { option: id }));
  }
  if (new Set(chosen).size !== chosen.length) problems.push(problem(path, 'choice.duplicate'));
  if (required === -1) return problems;
  if (chosen.length === 0 && required > 0) problems.push(warning(path, 'choice.not-selected'));
  else if (chosen.length < required) {
    problems.push(warning(path, 'choice.incomplete', { selected: chosen.length, required }));
  } else if (chosen.length > required) {
    problems.push(problem(path, 'choice.too-many', { selected: chosen.length, required }));
  }
  return problems;
}

/** A feat can be taken when the character lacks it or it is repeatable (spec §5). */
export function canTakeFeat(
  ownedFeatIds: readonly string[],
  feat: { id: string; repeatable: boolean },
): boolean {
  return feat.repeatable || !ownedFeatIds.includes(feat.id);
}

/** A resource's used count: a whole number from 0, at most the max when there is one (0 = none). */
export function validateResourceCount(path: string, used: number, max: number): Problem[] {
  if (!Number.isInteger(used) || used < 0) return [problem(path, 'resource.min', { min: 0 })];
  if (max > 0 && used > max) return [problem(path, 'resource.max', { max })];
  return [];
}

/** The user's AC adjustment: −20 to 20 (spec §5). */
export function clampAcModifier(value: number): number {
  return Number.isFinite(value) ? Math.min(20, Math.max(-20, Math.trunc(value))) : 0;
}
