import type { Character } from '@hearth/contract';
import { suggestedHitPointChange } from '@hearth/rules';

/** What the HP drawer keeps from one opening to the next: the amount and the critical mark. */
export interface HpDrawerEntry {
  amount: number;
  critical: boolean;
}

/** The drawer's entry as the card first holds it: twice the total level, no critical hit. */
export function firstHpEntry(character: Character): HpDrawerEntry {
  return { amount: suggestedHitPointChange(character), critical: false };
}
