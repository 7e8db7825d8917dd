import type { Character, DeathSaves } from './character.ts';

export type DeathSaveState = 'dead' | 'stable' | 'in-progress';

const MAX = 3;

/**
 * The state of a character at 0 HP (spec §4): dead with three failures not below the
 * successes, stable with three successes above the failures, else still rolling.
 */
export function deathSaveState({ failures, successes }: DeathSaves): DeathSaveState {
  if (failures >= MAX && failures >= successes) return 'dead';
  if (successes >= MAX && successes > failures) return 'stable';
  return 'in-progress';
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
 * A death saving throw's d20 (SRD 5.2): 10 or more succeeds, less fails, a 1 counts two
 * failures, a 20 brings the character back with 1 HP.
 */
export function rollDeathSave(character: Character, d20: number): Character {
  const saves = character.saving_death;
  if (d20 === 20) {
    return {
      ...character,
      hp: { ...character.hp, current: 1 },
      saving_death: { failures: 0, successes: 0 },
      conditions: character.conditions.filter((condition) => condition !== 'unconscious'),
    };
  }
  if (d20 >= 10) return setDeathSaves(character, 'successes', saves.successes + 1);
  return setDeathSaves(character, 'failures', saves.failures + (d20 === 1 ? 2 : 1));
}
