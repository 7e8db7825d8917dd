import type { RandomSource } from '../dice/random.ts';
import { rollDie } from '../dice/random.ts';
import type { DhCharacter } from './character.ts';
import type { DhProblem, DhSheet } from './sheet.ts';
import type { DhTrack } from './transitions.ts';
import { setTrack } from './transitions.ts';

/** SRD "Downtime": the short rest's moves (the same move may be chosen twice). */
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
  /** Slots actually cleared, or Hope actually gained. */
  amount: number;
  /** The d4 a short rest's clearing move rolled (1d4 + tier slots are cleared). */
  roll?: number;
}

export interface DhRestDone {
  ok: true;
  character: DhCharacter;
  results: DhRestMoveResult[];
}

export type DhRestResult = DhRestDone | { ok: false; problem: DhProblem };

/** Prepare gains a Hope; preparing with party members, 2 Hope each (SRD "Downtime"). */
const HOPE_GAINED = { prepare: 1, 'prepare-together': 2 } as const;

const SHORT_CLEARS: Partial<Record<DhShortRestMove, DhTrack>> = {
  'tend-to-wounds': 'hp',
  'clear-stress': 'stress',
  'repair-armor': 'armor',
};

const LONG_CLEARS: Partial<Record<DhLongRestMove, DhTrack>> = {
  'tend-to-all-wounds': 'hp',
  'clear-all-stress': 'stress',
  'repair-all-armor': 'armor',
};

const FILLED = { hp: 'hpFilled', stress: 'stressFilled', armor: 'armorFilled' } as const;

/** The sheet's numbers as they stand after earlier moves of the same rest. */
function filledNow(character: DhCharacter, sheet: DhSheet, track: DhTrack): number {
  const max =
    track === 'hp'
      ? sheet.hp.max.value
      : track === 'stress'
        ? sheet.stress.max.value
        : sheet.armorSlots.max;
  return Math.min(Math.max(0, character[FILLED[track]]), max);
}

function clearSlots(
  character: DhCharacter,
  sheet: DhSheet,
  track: DhTrack,
  count: number,
): { character: DhCharacter; cleared: number } {
  const filled = filledNow(character, sheet, track);
  const cleared = Math.min(filled, count);
  // setTrack reads the filled count from the sheet: give it this rest's current one.
  const current = { ...sheet, hp: { ...sheet.hp, filled: filledNow(character, sheet, 'hp') } };
  return { character: setTrack(character, current, track, filled - cleared), cleared };
}

function gainHope(
  character: DhCharacter,
  sheet: DhSheet,
  gain: number,
): { character: DhCharacter; gained: number } {
  const filled = Math.min(Math.max(0, character.hopeFilled), sheet.hope.available);
  const next = Math.min(sheet.hope.available, filled + gain);
  return { character: { ...character, hopeFilled: next }, gained: next - filled };
}

/**
 * A short rest's two moves: each clearing move clears 1d4 + tier slots; Prepare gains Hope.
 * After three short rests in a row the next rest must be long (`must-rest-long`).
 *
 * @example shortRest(c, sheet, ['tend-to-wounds', 'prepare'], fixedRolls([3], 4)) // 3 + tier HP cleared, +1 Hope
 */
export function shortRest(
  character: DhCharacter,
  sheet: DhSheet,
  moves: [DhShortRestMove, DhShortRestMove],
  random: RandomSource,
): DhRestResult {
  if (sheet.mustRestLong) return { ok: false, problem: { code: 'must-rest-long' } };
  let next = character;
  const results: DhRestMoveResult[] = [];
  for (const move of moves) {
    const track = SHORT_CLEARS[move];
    if (track) {
      const roll = rollDie(4, random);
      const outcome = clearSlots(next, sheet, track, roll + sheet.tier);
      next = outcome.character;
      results.push({ move, amount: outcome.cleared, roll });
    } else {
      const outcome = gainHope(next, sheet, HOPE_GAINED[move as keyof typeof HOPE_GAINED]);
      next = outcome.character;
      results.push({ move, amount: outcome.gained });
    }
  }
  return {
    ok: true,
    character: { ...next, shortRestsInRow: character.shortRestsInRow + 1 },
    results,
  };
}

/**
 * A long rest's two moves: clearing moves clear the whole track. It ends a run of short rests
 * and wakes an unconscious character (SRD "Death").
 */
export function longRest(
  character: DhCharacter,
  sheet: DhSheet,
  moves: [DhLongRestMove, DhLongRestMove],
): DhRestDone {
  let next = character;
  const results: DhRestMoveResult[] = [];
  for (const move of moves) {
    const track = LONG_CLEARS[move];
    if (track) {
      const outcome = clearSlots(next, sheet, track, Number.POSITIVE_INFINITY);
      next = outcome.character;
      results.push({ move, amount: outcome.cleared });
    } else if (move === 'prepare' || move === 'prepare-together') {
      const outcome = gainHope(next, sheet, HOPE_GAINED[move]);
      next = outcome.character;
      results.push({ move, amount: outcome.gained });
    } else {
      results.push({ move, amount: 0 });
    }
  }
  const fate = next.fate === 'unconscious' ? 'alive' : next.fate;
  return { ok: true, character: { ...next, shortRestsInRow: 0, fate }, results };
}
