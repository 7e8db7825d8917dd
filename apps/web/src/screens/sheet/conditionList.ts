import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

const EXHAUSTION = 'exhaustion';

/**
 * The conditions a summary lists: those set, with Exhaustion whenever its level is above 0
 * (older records kept the level without the condition) and never at level 0.
 */
export function conditionList(
  character: Pick<Character, 'conditions'>,
  sheet: Pick<DerivedCharacter, 'exhaustion'>,
): string[] {
  const others = character.conditions.filter((id) => id !== EXHAUSTION);
  if (sheet.exhaustion.level === 0) return others;
  return character.conditions.includes(EXHAUSTION)
    ? character.conditions
    : [...character.conditions, EXHAUSTION];
}
