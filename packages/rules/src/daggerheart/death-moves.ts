import type { RandomSource } from '../dice/random.ts';
import type { DhCharacter } from './character.ts';
import type { DhSheet } from './sheet.ts';

/** SRD "Death": the three moves a character makes on marking their last Hit Point. */
export const DH_DEATH_MOVES = ['blaze-of-glory', 'avoid-death', 'risk-it-all'] as const;
export type DhDeathMove = (typeof DH_DEATH_MOVES)[number];

export interface DhDeathOutcome {
  move: DhDeathMove;
  hopeDie?: number;
  fearDie?: number;
  scar?: boolean;
  cleared?: { hp: number; stress: number };
  fate: DhCharacter['fate'];
}

export function deathMove(
  character: DhCharacter,
  _sheet: DhSheet,
  move: DhDeathMove,
  _random: RandomSource,
  _split?: { hp: number },
): { character: DhCharacter; outcome: DhDeathOutcome } {
  const fate = move === 'avoid-death' ? 'unconscious' : 'dead';
  return { character: { ...character, fate }, outcome: { move, fate } };
}
