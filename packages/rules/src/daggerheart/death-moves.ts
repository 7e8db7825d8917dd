import type { RandomSource } from '../dice/random.ts';
import { rollDie } from '../dice/random.ts';
import type { DhCharacter } from './character.ts';
import { DH_CONSTANTS } from './character.ts';
import { clamp } from './clamp.ts';
import type { DhSheet } from './sheet.ts';

/** SRD "Death": the three moves a character chooses from on marking their last Hit Point. */
export const DH_DEATH_MOVES = ['blaze-of-glory', 'avoid-death', 'risk-it-all'] as const;
export type DhDeathMove = (typeof DH_DEATH_MOVES)[number];

export interface DhDeathOutcome {
  move: DhDeathMove;
  hopeDie?: number;
  fearDie?: number;
  /** Avoid Death: the Hope Die came up at or below the level, and a Hope slot is crossed out. */
  scar?: boolean;
  /** Risk It All won: the Hit Points and Stress cleared. */
  cleared?: { hp: number; stress: number };
  fate: DhCharacter['fate'];
}

function avoidDeath(
  character: DhCharacter,
  random: RandomSource,
): { character: DhCharacter; outcome: DhDeathOutcome } {
  const hopeDie = rollDie(12, random);
  const scar = hopeDie <= character.level;
  const scars = character.scars + (scar ? 1 : 0);
  // Crossing out the last Hope slot ends the character's journey.
  const fate = scars >= DH_CONSTANTS.maxHope ? 'dead' : 'unconscious';
  const hopeMax = Math.max(0, DH_CONSTANTS.maxHope - scars);
  return {
    character: {
      ...character,
      fate,
      scars,
      hopeBlocked: Math.min(character.hopeBlocked, hopeMax),
      hopeFilled: Math.min(character.hopeFilled, hopeMax),
    },
    outcome: { move: 'avoid-death', hopeDie, scar, fate },
  };
}

function riskItAll(
  character: DhCharacter,
  sheet: DhSheet,
  random: RandomSource,
  split?: { hp: number },
): { character: DhCharacter; outcome: DhDeathOutcome } {
  const hopeDie = rollDie(12, random);
  const fearDie = rollDie(12, random);
  if (fearDie > hopeDie) {
    return {
      character: { ...character, fate: 'dead' },
      outcome: { move: 'risk-it-all', hopeDie, fearDie, fate: 'dead' },
    };
  }
  if (fearDie === hopeDie) {
    return {
      character: { ...character, fate: 'alive' },
      outcome: {
        move: 'risk-it-all',
        hopeDie,
        fearDie,
        cleared: { hp: 0, stress: 0 },
        fate: 'alive',
      },
    };
  }
  // The Hope Die's value is divided between Hit Points and Stress as the player likes: HP first unless told.
  const hp = Math.min(clamp(split?.hp ?? hopeDie, 0, hopeDie), sheet.hp.filled);
  const stress = Math.min(hopeDie - hp, sheet.stress.filled);
  return {
    character: {
      ...character,
      fate: 'alive',
      hpFilled: sheet.hp.filled - hp,
      stressFilled: sheet.stress.filled - stress,
    },
    outcome: { move: 'risk-it-all', hopeDie, fearDie, cleared: { hp, stress }, fate: 'alive' },
  };
}

/**
 * The death move chosen on marking the last Hit Point (SRD "Death"). Blaze of Glory: one
 * last action, then death. Avoid Death: unconscious, and a Hope Die at or below the level
 * leaves a scar. Risk It All: Hope higher clears that many HP and Stress; Fear higher is
 * death; a tie stays up and clears nothing.
 *
 * @example deathMove(c, sheet, 'risk-it-all', fixedRolls([9, 4], 12)).outcome.cleared // { hp: 6, stress: 3 } for 6 HP marked
 */
export function deathMove(
  character: DhCharacter,
  sheet: DhSheet,
  move: DhDeathMove,
  random: RandomSource,
  split?: { hp: number },
): { character: DhCharacter; outcome: DhDeathOutcome } {
  if (move === 'avoid-death') return avoidDeath(character, random);
  if (move === 'risk-it-all') return riskItAll(character, sheet, random, split);
  return { character: { ...character, fate: 'dead' }, outcome: { move, fate: 'dead' } };
}
