import type { Character, DeathSaves, HitPoints } from './character.ts';
import { validateClassLevels, validateLanguages, validateResourceCount } from './choices.ts';
import { CONDITIONS, EXHAUSTION, HEROIC_INSPIRATION, MAX_EXHAUSTION } from './conditions.ts';
import { hitPointMaximum } from './hit-points.ts';
import { LANGUAGES_OPTION } from './paths.ts';
import type { Problem } from './problems.ts';
import { problem, warning } from './problems.ts';
import type { ResourceView } from './resources.ts';
import { isSkill } from './skills.ts';
import { ABILITIES, MAX_SCORE } from './tables.ts';

const whole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function inRange(problems: Problem[], path: string, value: unknown, min: number, max: number) {
  if (!whole(value) || value < min || value > max)
    problems.push(problem(path, 'number.range', { min, max }));
}

/**
 * The sheet's own limits (spec §5): base scores 0-20, class levels, languages, AC adjustment
 * −20…20, hit points within the maximum, death-save counters 0-3, exhaustion 0-6, Heroic
 * Inspiration 0 or 1, skill proficiency 0-2, resource counts within their maximum, used slots
 * within the slots there are, and known conditions.
 */
export function sheetProblems(
  character: Character,
  limits: {
    hpMax: number;
    resources: readonly ResourceView[];
    slots: readonly number[];
    pact: { slots: number; level: number };
  },
): Problem[] {
  const problems: Problem[] = [];
  for (const ability of ABILITIES) {
    inRange(problems, `attributes.${ability}`, character.attributes[ability], 0, MAX_SCORE);
  }
  problems.push(...validateClassLevels(character.classes));
  character.classes.forEach((cls, index) => {
    if (cls.hit_dice !== undefined)
      inRange(problems, `classes.${index}.hit_dice`, cls.hit_dice, 0, cls.level);
  });
  problems.push(...validateLanguages(character.options[LANGUAGES_OPTION] ?? []));
  inRange(problems, 'ac_mod', character.ac_mod, -20, 20);
  problems.push(...hitPointProblems(character.hp, limits.hpMax));
  problems.push(...deathSaveProblems(character.saving_death));
  inRange(
    problems,
    `resources.${EXHAUSTION}`,
    character.resources[EXHAUSTION] ?? 0,
    0,
    MAX_EXHAUSTION,
  );
  inRange(
    problems,
    `resources.${HEROIC_INSPIRATION}`,
    character.resources[HEROIC_INSPIRATION] ?? 0,
    0,
    1,
  );
  for (const [skill, level] of Object.entries(character.skills)) {
    if (!isSkill(skill)) problems.push(problem(`skills.${skill}`, 'skill.unknown'));
    else inRange(problems, `skills.${skill}`, level, 0, 2);
  }
  for (const resource of limits.resources) {
    problems.push(
      ...validateResourceCount(`resources.${resource.key}`, resource.used, resource.max),
    );
  }
  for (const [key, used] of Object.entries(character.resources)) {
    if (!whole(used) || used < 0)
      problems.push(problem(`resources.${key}`, 'resource.min', { min: 0 }));
  }
  problems.push(...spellSlotProblems(character.spell_slots, limits.slots, limits.pact));
  problems.push(...conditionProblems(character.conditions));
  return problems;
}

/** Used slots within the slots there are: regular by level, pact slots at the pact's level. */
export function spellSlotProblems(
  used: Character['spell_slots'],
  slots: readonly number[],
  pact: { slots: number; level: number },
): Problem[] {
  const problems: Problem[] = [];
  used[0].forEach((count, index) => {
    inRange(problems, `spell_slots.0.${index}`, count, 0, slots[index] ?? 0);
  });
  used[1].forEach((count, index) => {
    const total = index === pact.level - 1 ? pact.slots : 0;
    inRange(problems, `spell_slots.1.${index}`, count, 0, total);
  });
  return problems;
}

export function hitPointProblems(hp: HitPoints, hpMax: number): Problem[] {
  const problems: Problem[] = [];
  inRange(problems, 'hp.max', hp.max, 1, 10_000);
  inRange(problems, 'hp.max_mod', hp.max_mod, -10_000, 10_000);
  inRange(problems, 'hp.temp', hp.temp, 0, 10_000);
  inRange(problems, 'hp.current', hp.current, 0, Math.max(0, hpMax));
  return problems;
}

export function deathSaveProblems(saves: DeathSaves): Problem[] {
  const problems: Problem[] = [];
  inRange(problems, 'saving_death.failures', saves.failures, 0, 3);
  inRange(problems, 'saving_death.successes', saves.successes, 0, 3);
  return problems;
}

const KNOWN_CONDITIONS = new Set<string>(CONDITIONS);

export function conditionProblems(conditions: readonly string[]): Problem[] {
  return conditions
    .filter((condition) => !KNOWN_CONDITIONS.has(condition))
    .map((condition) => problem('conditions', 'condition.unknown', { condition }));
}

/**
 * The problems of the fields a player changes at the table — hit points, death saves,
 * conditions — which depend on nothing but the fields' own values (the hit-point maximum is
 * the stored one with its modifier, {@link hitPointMaximum}), and which nothing else the sheet
 * checks reads. So a change of only these fields brings exactly the errors this finds in the
 * new values: the server saves such a change without deriving the sheet (its tests compare
 * this with the full check over generated characters).
 */
export function liveStateProblems(
  fields: Partial<Pick<Character, 'hp' | 'saving_death' | 'conditions'>>,
): Problem[] {
  return [
    ...(fields.hp ? hitPointProblems(fields.hp, hitPointMaximum({ hp: fields.hp })) : []),
    ...(fields.saving_death ? deathSaveProblems(fields.saving_death) : []),
    ...(fields.conditions ? conditionProblems(fields.conditions) : []),
  ];
}

/** A maximum that differs from the recommended one is only worth a warning (spec §5). */
export function hitPointWarning(max: number, recommended: number): Problem[] {
  return max === recommended ? [] : [warning('hp.max', 'hp.not-recommended', { recommended })];
}
