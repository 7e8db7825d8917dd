import { describe, expect, it } from 'vitest';

import { fixedRolls } from '../dice/random.ts';
import type { DhCharacter } from './character.ts';
import { deathMove } from './death-moves.ts';
import { deriveDhSheet } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { guardian } from './fixtures/characters.ts';

const sheetOf = (character: DhCharacter) => deriveDhSheet(character, catalogue);
/** Every Hit Point marked and some Stress: a death move is due. */
const down = (overrides: Partial<DhCharacter> = {}) =>
  guardian({ hpFilled: 7, stressFilled: 3, ...overrides });

describe('death moves (SRD "Death")', () => {
  it('Blaze of Glory: one last action, then death', () => {
    const character = down();
    const { character: after, outcome } = deathMove(
      character,
      sheetOf(character),
      'blaze-of-glory',
      fixedRolls([12], 12),
    );
    expect(outcome).toEqual({ move: 'blaze-of-glory', fate: 'dead' });
    expect(after.fate).toBe('dead');
  });

  describe('Avoid Death', () => {
    it('unconscious; a Hope Die above the level leaves no scar', () => {
      const character = down({ level: 3 });
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'avoid-death',
        fixedRolls([4], 12),
      );
      expect(outcome).toEqual({
        move: 'avoid-death',
        hopeDie: 4,
        scar: false,
        fate: 'unconscious',
      });
      expect(after).toMatchObject({ fate: 'unconscious', scars: 0 });
    });

    it('a Hope Die at or below the level crosses out a Hope slot', () => {
      const character = down({ level: 3, hopeFilled: 6 });
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'avoid-death',
        fixedRolls([3], 12),
      );
      expect(outcome).toMatchObject({ hopeDie: 3, scar: true, fate: 'unconscious' });
      expect(after).toMatchObject({ scars: 1, hopeFilled: 5 });
      expect(sheetOf(after).hope.max).toBe(5);
    });

    it('crossing out the last Hope slot ends the journey', () => {
      const character = down({ scars: 5, hopeFilled: 1 });
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'avoid-death',
        fixedRolls([1], 12),
      );
      expect(outcome).toMatchObject({ scar: true, fate: 'dead' });
      expect(after).toMatchObject({ scars: 6, hopeFilled: 0, fate: 'dead' });
    });
  });

  describe('Risk It All (Hope Die rolled first, then the Fear Die)', () => {
    it('Hope higher: clears the Hope Die’s value, Hit Points first', () => {
      const character = down();
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'risk-it-all',
        fixedRolls([9, 4], 12),
      );
      expect(outcome).toEqual({
        move: 'risk-it-all',
        hopeDie: 9,
        fearDie: 4,
        cleared: { hp: 7, stress: 2 },
        fate: 'alive',
      });
      expect(after).toMatchObject({ hpFilled: 0, stressFilled: 1, fate: 'alive' });
    });

    it('Hope higher: divided as the player asks', () => {
      const character = down();
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'risk-it-all',
        fixedRolls([5, 2], 12),
        { hp: 2 },
      );
      expect(outcome.cleared).toEqual({ hp: 2, stress: 3 });
      expect(after).toMatchObject({ hpFilled: 5, stressFilled: 0 });
    });

    it('Fear higher: death', () => {
      const character = down();
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'risk-it-all',
        fixedRolls([4, 9], 12),
      );
      expect(outcome).toEqual({ move: 'risk-it-all', hopeDie: 4, fearDie: 9, fate: 'dead' });
      expect(after).toMatchObject({ fate: 'dead', hpFilled: 7 });
    });

    it('matching dice: stays up and clears nothing', () => {
      const character = down();
      const { character: after, outcome } = deathMove(
        character,
        sheetOf(character),
        'risk-it-all',
        fixedRolls([6, 6], 12),
      );
      expect(outcome).toMatchObject({
        hopeDie: 6,
        fearDie: 6,
        cleared: { hp: 0, stress: 0 },
        fate: 'alive',
      });
      expect(after).toMatchObject({ hpFilled: 7, stressFilled: 3 });
    });
  });
});
