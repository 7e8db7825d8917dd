import type { Character, DeathSaves } from './character.ts';

export type DeathSaveState = 'dead' | 'stable' | 'in-progress';

const MAX = 3;
const UNCONSCIOUS = 'unconscious';

/**
 * The state of a character at 0 HP (spec §4): dead with three failures not below the
 * successes, stable with three successes above the failures, else still rolling.
 */
export function deathSaveState({ failures, successes }: DeathSaves): DeathSaveState {
  if (failures >= MAX && failures >= successes) return 'dead';
  if (successes >= MAX && successes > failures) return 'stable';
  return 'in-progress';
}

/**
 * Dead: at 0 HP with the death saves of a dead character. Every way to die (three failures,
 * massive damage, exhaustion 6) ends there, so the sheet has one place to read it from.
 */
export function isDead(character: Pick<Character, 'hp' | 'saving_death'>): boolean {
  return character.hp.current === 0 && deathSaveState(character.saving_death) === 'dead';
}

/** Death outright (massive damage, exhaustion 6): 0 HP and three failed death saves. */
export function die(character: Character): Character {
  return {
    ...character,
    hp: { ...character.hp, current: 0 },
    saving_death: { failures: MAX, successes: 0 },
  };
}

/** Sets one counter (0-3), as the sheet's pips do. */
export function setDeathSaves(
  character: Character,
  counter: keyof DeathSaves,
  value: number,
): Character {
  const clamped = Math.min(MAX, Math.max(0, Math.trunc(value)));
  return { ...character, saving_death: { ...character.saving_death, [counter]: clamped } };
}

/**
 * Damage taken at 0 HP (SRD 5.2 'Damage at 0 Hit Points'): one death-save failure, two from a
 * critical hit. A Stable character is no longer stable: its counts start again from 0 (they
 * were reset when it became stable) before the failures are added.
 */
export function failDeathSavesFromDamage(character: Character, critical: boolean): Character {
  const saves =
    deathSaveState(character.saving_death) === 'stable'
      ? { failures: 0, successes: 0 }
      : character.saving_death;
  return {
    ...character,
    saving_death: { ...saves, failures: Math.min(MAX, saves.failures + (critical ? 2 : 1)) },
  };
}

/**
 * A death saving throw's d20 (SRD 5.2): 10 or more succeeds, less fails, a 1 counts two
 * failures, a 20 brings the character back with 1 HP. The dead roll no more.
 */
export function rollDeathSave(character: Character, d20: number): Character {
  if (isDead(character)) return character;
  const saves = character.saving_death;
  if (d20 === 20) {
    return {
      ...character,
      hp: { ...character.hp, current: 1 },
      saving_death: { failures: 0, successes: 0 },
      conditions: character.conditions.filter((condition) => condition !== UNCONSCIOUS),
    };
  }
  if (d20 >= 10) return setDeathSaves(character, 'successes', saves.successes + 1);
  return setDeathSaves(character, 'failures', saves.failures + (d20 === 1 ? 2 : 1));
}
