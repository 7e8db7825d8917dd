import type { RandomSource } from '../dice/random.ts';
import type { DhCharacter } from './character.ts';
import type { DhProblem, DhSheet } from './sheet.ts';

/** SRD "Downtime": the short rest's moves (each may be chosen twice). */
export const DH_SHORT_REST_MOVES = [
  'tend-to-wounds',
  'clear-stress',
  'repair-armor',
  'prepare',
  'prepare-together',
] as const;
export type DhShortRestMove = (typeof DH_SHORT_REST_MOVES)[number];

/** SRD "Downtime": the long rest's moves. */
export const DH_LONG_REST_MOVES = [
  'tend-to-all-wounds',
  'clear-all-stress',
  'repair-all-armor',
  'prepare',
  'prepare-together',
  'work-on-a-project',
] as const;
export type DhLongRestMove = (typeof DH_LONG_REST_MOVES)[number];

export interface DhRestMoveResult {
  move: DhShortRestMove | DhLongRestMove;
  /** Slots cleared or Hope gained. */
  amount: number;
  /** The 1d4 rolled by a short rest's clearing move. */
  roll?: number;
}

export interface DhRestDone {
  ok: true;
  character: DhCharacter;
  results: DhRestMoveResult[];
}

export type DhRestResult = DhRestDone | { ok: false; problem: DhProblem };

export function shortRest(
  character: DhCharacter,
  sheet: DhSheet,
  moves: [DhShortRestMove, DhShortRestMove],
  _random: RandomSource,
): DhRestResult {
  if (sheet.mustRestLong) return { ok: false, problem: { code: 'must-rest-long' } };
  return {
    ok: true,
    character: { ...character, shortRestsInRow: character.shortRestsInRow + 1 },
    results: moves.map((move) => ({ move, amount: 0 })),
  };
}

export function longRest(
  character: DhCharacter,
  _sheet: DhSheet,
  moves: [DhLongRestMove, DhLongRestMove],
): DhRestDone {
  return {
    ok: true,
    character: { ...character, shortRestsInRow: 0 },
    results: moves.map((move) => ({ move, amount: 0 })),
  };
}
