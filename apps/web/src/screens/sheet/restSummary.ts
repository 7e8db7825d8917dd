import type { Character } from '@hearth/contract';
import type { Message } from '@hearth/rules';

/**
 * What spending hit dice changed between two moments: the dice actually spent and the HP
 * actually gained (healing stops at the maximum), or null when none were spent.
 */
export function hitDiceSpentSince(before: Character, now: Character): Message | null {
  const spentOf = (character: Character) =>
    character.classes.reduce((sum, cls) => sum + (cls.hit_dice ?? 0), 0);
  const count = spentOf(now) - spentOf(before);
  if (count <= 0) return null;
  const healing = Math.max(0, now.hp.current - before.hp.current);
  return { level: 'info', key: 'rest.hit-dice', params: { count, healing } };
}
