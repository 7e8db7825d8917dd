import type { Character } from './character.ts';

/** Resource paths the sheet keeps beside the class resources (spec §3). */
export const EXHAUSTION = 'prop-exhaustion';
export const HEROIC_INSPIRATION = 'prop-hi';
export const MAX_EXHAUSTION = 6;

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

export function addCondition(character: Character, condition: string): Character {
  if (character.conditions.includes(condition)) return character;
  return { ...character, conditions: [...character.conditions, condition] };
}

export function removeCondition(character: Character, condition: string): Character {
  return { ...character, conditions: character.conditions.filter((c) => c !== condition) };
}

/** Clearing every condition also resets exhaustion to 0 (spec §4). */
export function clearConditions(character: Character): Character {
  return { ...character, conditions: [], resources: { ...character.resources, [EXHAUSTION]: 0 } };
}

export function exhaustionLevel(character: Pick<Character, 'resources'>): number {
  return Math.min(MAX_EXHAUSTION, Math.max(0, Math.trunc(character.resources[EXHAUSTION] ?? 0)));
}

/** Sets exhaustion between 0 and 6. */
export function setExhaustion(character: Character, level: number): Character {
  const clamped = Math.min(MAX_EXHAUSTION, Math.max(0, Math.trunc(level)));
  return { ...character, resources: { ...character.resources, [EXHAUSTION]: clamped } };
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
