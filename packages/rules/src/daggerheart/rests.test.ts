import { describe, expect, it } from 'vitest';

import { fixedRolls } from '../dice/random.ts';
import type { DhCharacter } from './character.ts';
import { deriveDhSheet } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { guardian } from './fixtures/characters.ts';
import { longRest, shortRest } from './rests.ts';

const sheetOf = (character: DhCharacter) => deriveDhSheet(character, catalogue);
const hurt = guardian({ hpFilled: 6, stressFilled: 5, armorFilled: 3, hopeFilled: 2 });

describe('shortRest (SRD "Downtime": two moves, 1d4 + tier cleared)', () => {
  it('Tend to Wounds and Clear Stress clear the d4 plus the tier (1)', () => {
    const result = shortRest(
      hurt,
      sheetOf(hurt),
      ['tend-to-wounds', 'clear-stress'],
      fixedRolls([2, 3], 4),
    );
    expect(result).toMatchObject({
      ok: true,
      character: { hpFilled: 3, stressFilled: 1, shortRestsInRow: 1 },
      results: [
        { move: 'tend-to-wounds', amount: 3, roll: 2 },
        { move: 'clear-stress', amount: 4, roll: 3 },
      ],
    });
  });

  it('the same move twice clears twice, never below zero', () => {
    const result = shortRest(
      hurt,
      sheetOf(hurt),
      ['repair-armor', 'repair-armor'],
      fixedRolls([1, 4], 4),
    );
    expect(result).toMatchObject({
      ok: true,
      character: { armorFilled: 0 },
      results: [
        { move: 'repair-armor', amount: 2, roll: 1 },
        { move: 'repair-armor', amount: 1, roll: 4 },
      ],
    });
  });

  it('adds the tier: at level 5 (tier 3) a roll of 1 clears 4', () => {
    const character = { ...hurt, level: 5 };
    const result = shortRest(
      character,
      sheetOf(character),
      ['tend-to-wounds', 'prepare'],
      fixedRolls([1], 4),
    );
    expect(result).toMatchObject({ ok: true, character: { hpFilled: 2 } });
  });

  it('Prepare gains a Hope, preparing together 2, within the available Hope', () => {
    const result = shortRest(
      hurt,
      sheetOf(hurt),
      ['prepare', 'prepare-together'],
      fixedRolls([1], 4),
    );
    expect(result).toMatchObject({
      ok: true,
      character: { hopeFilled: 5 },
      results: [
        { move: 'prepare', amount: 1 },
        { move: 'prepare-together', amount: 2 },
      ],
    });
    const nearlyFull = guardian({ hopeFilled: 5 });
    const capped = shortRest(
      nearlyFull,
      sheetOf(nearlyFull),
      ['prepare-together', 'prepare'],
      fixedRolls([1], 4),
    );
    expect(capped).toMatchObject({
      ok: true,
      character: { hopeFilled: 6 },
      results: [{ amount: 1 }, { amount: 0 }],
    });
  });

  it('after three short rests in a row the next must be long', () => {
    const tired = guardian({ shortRestsInRow: 3 });
    expect(shortRest(tired, sheetOf(tired), ['prepare', 'prepare'], fixedRolls([1], 4))).toEqual({
      ok: false,
      problem: { code: 'must-rest-long' },
    });
  });

  it('tending wounds wakes an unconscious character', () => {
    const down = guardian({ hpFilled: 7, fate: 'unconscious' });
    const result = shortRest(
      down,
      sheetOf(down),
      ['tend-to-wounds', 'prepare'],
      fixedRolls([1], 4),
    );
    expect(result).toMatchObject({ ok: true, character: { fate: 'alive', hpFilled: 5 } });
  });
});

describe('longRest (SRD "Downtime")', () => {
  it('clears the whole of the chosen tracks and ends the run of short rests', () => {
    const tired = { ...hurt, shortRestsInRow: 3 };
    const result = longRest(tired, sheetOf(tired), ['tend-to-all-wounds', 'clear-all-stress']);
    expect(result.character).toMatchObject({
      hpFilled: 0,
      stressFilled: 0,
      armorFilled: 3,
      shortRestsInRow: 0,
    });
    expect(result.results).toEqual([
      { move: 'tend-to-all-wounds', amount: 6 },
      { move: 'clear-all-stress', amount: 5 },
    ]);
  });

  it('repairs all armor, prepares, works on a project', () => {
    const result = longRest(hurt, sheetOf(hurt), ['repair-all-armor', 'prepare']);
    expect(result.character).toMatchObject({ armorFilled: 0, hopeFilled: 3, hpFilled: 6 });
    const project = longRest(hurt, sheetOf(hurt), ['work-on-a-project', 'work-on-a-project']);
    expect(project.character).toMatchObject({ hpFilled: 6, stressFilled: 5, shortRestsInRow: 0 });
  });

  it('wakes an unconscious character, but not a dead one', () => {
    const down = guardian({ hpFilled: 7, fate: 'unconscious' });
    expect(longRest(down, sheetOf(down), ['prepare', 'prepare']).character.fate).toBe('alive');
    const dead = guardian({ hpFilled: 7, fate: 'dead' });
    expect(longRest(dead, sheetOf(dead), ['prepare', 'prepare']).character.fate).toBe('dead');
  });
});
