import type { Character } from './character.ts';
import { die } from './death-saves.ts';
import type { Transition } from './hit-points.ts';

/** Resource paths the sheet keeps beside the class resources (spec §3). */
export const EXHAUSTION = 'prop-exhaustion';
export const HEROIC_INSPIRATION = 'prop-hi';
export const MAX_EXHAUSTION = 6;
const EXHAUSTION_CONDITION = 'exhaustion';

/** The conditions a character can have (spec §3; exhaustion is also tracked as a level). */
export const CONDITIONS = [
  'blinded',
  'charmed',
  'deafened',
  'exhaustion',
  'frightened',
  'grappled',
  'incapacitated',
  'invisible',
  'pacify',
  'paralyzed',
  'petrified',
  'poisoned',
  'prone',
  'restrained',
  'stunned',
  'unconscious',
] as const;

/** Conditions that bring others with them (SRD 5.2; spec §4: Incapacitated, Prone). */
const IMPLIED: Record<string, readonly string[]> = {
  paralyzed: ['incapacitated'],
  petrified: ['incapacitated'],
  stunned: ['incapacitated'],
  unconscious: ['incapacitated', 'prone'],
};

/** The conditions in effect: those set plus those they imply, each once. */
export function conditionsInEffect(conditions: readonly string[]): string[] {
  return [
    // Own keys only: a condition named 'constructor' must not find Object's constructor.
    ...new Set(conditions.flatMap((c) => [c, ...(Object.hasOwn(IMPLIED, c) ? IMPLIED[c]! : [])])),
  ];
}

/** Adds a condition once; Exhaustion is switched on at level 1 (it is one thing with a level). */
export function addCondition(character: Character, condition: string): Character {
  if (condition === EXHAUSTION_CONDITION) {
    return exhaustionLevel(character) > 0 ? character : setExhaustion(character, 1).character;
  }
  if (character.conditions.includes(condition)) return character;
  return { ...character, conditions: [...character.conditions, condition] };
}

/** Removes a condition; removing Exhaustion sets its level to 0. */
export function removeCondition(character: Character, condition: string): Character {
  if (condition === EXHAUSTION_CONDITION) return setExhaustion(character, 0).character;
  return { ...character, conditions: character.conditions.filter((c) => c !== condition) };
}

/** Clearing every condition also resets exhaustion to 0 (spec §4). */
export function clearConditions(character: Character): Character {
  return { ...character, conditions: [], resources: { ...character.resources, [EXHAUSTION]: 0 } };
}

/**
 * The exhaustion level, 0-6. The level is the truth; the `exhaustion` condition only mirrors
 * it. Records from before the two were kept together may hold the condition at level 0: that
 * is level 1, the least a condition the player switched on can mean.
 */
export function exhaustionLevel(character: Pick<Character, 'resources' | 'conditions'>): number {
  const level = Math.min(
    MAX_EXHAUSTION,
    Math.max(0, Math.trunc(character.resources[EXHAUSTION] ?? 0)),
  );
  if (level === 0 && character.conditions.includes(EXHAUSTION_CONDITION)) return 1;
  return level;
}

/**
 * Sets exhaustion between 0 and 6, with the `exhaustion` condition on exactly when the level
 * is above 0. Reaching level 6 kills the character (SRD 5.2).
 *
 * @example setExhaustion(fighter, 2) // level 2, condition on; setExhaustion(fighter, 0) // off
 */
export function setExhaustion(character: Character, level: number): Transition {
  const whole = Number.isFinite(level) ? Math.trunc(level) : 0;
  const clamped = Math.min(MAX_EXHAUSTION, Math.max(0, whole));
  const before = exhaustionLevel(character);
  const has = character.conditions.includes(EXHAUSTION_CONDITION);
  const conditions =
    clamped > 0
      ? has
        ? character.conditions
        : [...character.conditions, EXHAUSTION_CONDITION]
      : character.conditions.filter((c) => c !== EXHAUSTION_CONDITION);
  const next: Character = {
    ...character,
    conditions,
    resources: { ...character.resources, [EXHAUSTION]: clamped },
  };
  if (clamped === MAX_EXHAUSTION && before < MAX_EXHAUSTION) {
    return { character: die(next), messages: [{ level: 'error', key: 'exhaustion.dead' }] };
  }
  return { character: next, messages: [] };
}

/**
 * SRD 5.2 exhaustion: −2 per level on every d20 test (and so on passive scores), −5 ft of
 * speed per level.
 */
export function exhaustionPenalties(level: number): { d20: number; speed: number } {
  return { d20: -2 * level, speed: -5 * level };
}

/** Heroic Inspiration toggles between 0 and 1 (spec §4). */
export function toggleHeroicInspiration(character: Character): Character {
  const has = (character.resources[HEROIC_INSPIRATION] ?? 0) > 0;
  return { ...character, resources: { ...character.resources, [HEROIC_INSPIRATION]: has ? 0 : 1 } };
}
