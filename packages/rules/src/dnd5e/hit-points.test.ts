import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { fighter } from './fixtures/characters.ts';
import {
  concentrationDc,
  gainTemporaryHitPoints,
  heal,
  hitPointInput,
  hitPointMaximum,
  isBloodied,
  suggestedHitPointChange,
  takeDamage,
} from './hit-points.ts';

const withHp = (hp: Partial<Character['hp']>, extra: Partial<Character> = {}) =>
  fighter({ hp: { current: 44, max: 44, max_mod: 0, temp: 0, ...hp }, ...extra });

describe('damage', () => {
  it('takes temporary hit points first, then current', () => {
    const { character } = takeDamage(withHp({ temp: 5 }), 8);
    expect(character.hp).toMatchObject({ temp: 0, current: 41 });
    expect(takeDamage(withHp({ temp: 10 }), 8).character.hp).toMatchObject({
      temp: 2,
      current: 44,
    });
  });

  it('stops at 0 and makes the character Unconscious', () => {
    const { character } = takeDamage(withHp({ current: 6 }), 20);
    expect(character.hp.current).toBe(0);
    expect(character.conditions).toEqual(['unconscious']);
  });

  it("ends concentration at 0 HP with 'Your Concentration ends!'", () => {
    const concentrating = withHp({ current: 6 }, { options: { concentration: ['bless'] } });
    const { character, messages } = takeDamage(concentrating, 9);
    expect(character.options.concentration).toEqual([]);
    expect(messages).toEqual([{ level: 'error', key: 'concentration.ends' }]);
  });

  it('reminds a concentrating character of the save, DC max(10, half the damage)', () => {
    const concentrating = withHp({}, { options: { concentration: ['bless'] } });
    expect(takeDamage(concentrating, 7).messages).toEqual([
      { level: 'warning', key: 'concentration.save', params: { dc: 10 } },
    ]);
    expect(takeDamage(concentrating, 25).messages[0]?.params).toEqual({ dc: 12 });
    expect(concentrationDc(21)).toBe(10);
    expect(concentrationDc(22)).toBe(11);
  });

  it('does nothing for 0, negative or non-numeric amounts', () => {
    const base = withHp({});
    expect(takeDamage(base, 0).character).toBe(base);
    expect(takeDamage(base, -5).character).toBe(base);
    expect(hitPointInput('abc')).toBe(0);
    expect(hitPointInput('12')).toBe(12);
  });
});

describe('healing', () => {
  it('adds up to the maximum with its modifier', () => {
    expect(heal(withHp({ current: 40 }), 10).character.hp.current).toBe(44);
    expect(heal(withHp({ current: 40, max_mod: 5 }), 10).character.hp.current).toBe(49);
  });

  it('clears death saves and Unconscious when the result is positive', () => {
    const down = withHp(
      { current: 0 },
      { conditions: ['unconscious', 'prone'], saving_death: { failures: 2, successes: 1 } },
    );
    const { character } = heal(down, 3);
    expect(character.conditions).toEqual(['prone']);
    expect(character.saving_death).toEqual({ failures: 0, successes: 0 });
  });
});

describe('hit point facts', () => {
  it('is Bloodied under half the maximum with its modifier', () => {
    expect(isBloodied(withHp({ current: 22 }))).toBe(false);
    expect(isBloodied(withHp({ current: 21 }))).toBe(true);
    expect(isBloodied(withHp({ current: 24, max_mod: 6 }))).toBe(true);
    expect(hitPointMaximum(withHp({ max_mod: -50 }))).toBe(1);
  });

  it('keeps the larger of two temporary hit point amounts', () => {
    expect(gainTemporaryHitPoints(withHp({ temp: 8 }), 5).hp.temp).toBe(8);
    expect(gainTemporaryHitPoints(withHp({ temp: 3 }), 5).hp.temp).toBe(5);
  });

  it('offers twice the total level as the amount', () => {
    expect(suggestedHitPointChange(fighter())).toBe(10);
  });
});

describe('hit point invariants', () => {
  const hp = fc
    .record({
      max: fc.integer({ min: 1, max: 300 }),
      max_mod: fc.integer({ min: -20, max: 50 }),
      temp: fc.integer({ min: 0, max: 50 }),
      ratio: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ max, max_mod, temp, ratio }) => {
      const top = Math.max(1, max + max_mod);
      return { max, max_mod, temp, current: Math.floor(top * ratio) };
    });
  const amount = fc.integer({ min: -50, max: 400 });

  it('never lets HP fall below 0 nor rise above the maximum', () => {
    fc.assert(
      fc.property(
        hp,
        fc.array(fc.tuple(fc.boolean(), amount), { maxLength: 12 }),
        (start, steps) => {
          let character = withHp(start);
          for (const [damage, value] of steps) {
            character = (damage ? takeDamage : heal)(character, value).character;
            const { current, temp } = character.hp;
            if (current < 0 || temp < 0 || current > hitPointMaximum(character)) return false;
          }
          return true;
        },
      ),
    );
  });

  it('restores HP when damage below current HP (no temp) is healed back', () => {
    fc.assert(
      fc.property(hp, fc.integer({ min: 1, max: 300 }), (start, value) => {
        const character = withHp({ ...start, temp: 0 });
        fc.pre(value < character.hp.current);
        const hurt = takeDamage(character, value).character;
        return heal(hurt, value).character.hp.current === character.hp.current;
      }),
    );
  });
});
