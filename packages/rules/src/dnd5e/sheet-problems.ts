import type { Character } from './character.ts';
import { validateClassLevels, validateLanguages, validateResourceCount } from './choices.ts';
import { CONDITIONS, EXHAUSTION, HEROIC_INSPIRATION, MAX_EXHAUSTION } from './conditions.ts';
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
  const { hp } = character;
  inRange(problems, 'hp.max', hp.max, 1, 10_000);
  inRange(problems, 'hp.max_mod', hp.max_mod, -10_000, 10_000);
  inRange(problems, 'hp.temp', hp.temp, 0, 10_000);
  inRange(problems, 'hp.current', hp.current, 0, Math.max(0, limits.hpMax));
  inRange(problems, 'saving_death.failures', character.saving_death.failures, 0, 3);
  inRange(problems, 'saving_death.successes', character.saving_death.successes, 0, 3);
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
  character.spell_slots[0].forEach((used, index) => {
    inRange(problems, `spell_slots.0.${index}`, used, 0, limits.slots[index] ?? 0);
  });
  character.spell_slots[1].forEach((used, index) => {
    const total = index === limits.pact.level - 1 ? limits.pact.slots : 0;
    inRange(problems, `spell_slots.1.${index}`, used, 0, total);
  });
  const known = new Set<string>(CONDITIONS);
  for (const condition of character.conditions) {
    if (!known.has(condition))
      problems.push(problem('conditions', 'condition.unknown', { condition }));
  }
  return problems;
}

/** A maximum that differs from the recommended one is only worth a warning (spec §5). */
export function hitPointWarning(max: number, recommended: number): Problem[] {
  return max === recommended ? [] : [warning('hp.max', 'hp.not-recommended', { recommended })];
}
