import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { deathSaveState, isDead } from './death-saves.ts';
import { fighter } from './fixtures/characters.ts';
import {
  concentrationDc,
  gainTemporaryHitPoints,
  heal,
  hitPointInput,
  hitPointMaximum,
  hitPointState,
  isBloodied,
  restoreHitPointState,
  revive,
  setHitPointMaximum,
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
  });

  it.each([
    [1, 10],
    [21, 10],
    [22, 11],
    [59, 29],
    [60, 30],
    [61, 30],
    [200, 30],
  ])('concentration DC after %i damage is %i (max 10 and half, at most 30)', (damage, dc) => {
    expect(concentrationDc(damage)).toBe(dc);
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
  it.each([
    [{ current: 23 }, false],
    [{ current: 22 }, true],
    [{ current: 21 }, true],
    [{ current: 25, max_mod: 6 }, true],
    [{ current: 26, max_mod: 6 }, false],
    [{ current: 5, max: 11 }, true],
    [{ current: 6, max: 11 }, false],
  ])('%o of 44 is Bloodied: %s (half or fewer, SRD 5.2)', (hp, bloodied) => {
    expect(isBloodied(withHp(hp))).toBe(bloodied);
  });

  it('never has a maximum below 1', () => {
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

describe('death and dying (SRD 5.2)', () => {
  const down = (saves = { failures: 0, successes: 0 }, extra: Partial<Character['hp']> = {}) =>
    withHp({ current: 0, max: 20, ...extra }, { conditions: ['unconscious'], saving_death: saves });
  const dead = () => down({ failures: 3, successes: 0 });

  it.each([
    // [name, start, damage, critical, failures, successes, state]
    ['a hit at 0 HP is one failure', down(), 3, false, 1, 0, 'in-progress'],
    ['a critical hit at 0 HP is two', down(), 3, true, 2, 0, 'in-progress'],
    ['a third failure is death', down({ failures: 2, successes: 1 }), 1, false, 3, 1, 'dead'],
    ['two from a crit never pass 3', down({ failures: 2, successes: 0 }), 1, true, 3, 0, 'dead'],
    ['damage ends Stable', down({ failures: 1, successes: 3 }), 2, false, 1, 0, 'in-progress'],
    ['a crit on the Stable', down({ failures: 0, successes: 3 }), 2, true, 2, 0, 'in-progress'],
    ['damage at 0 of the maximum or more kills', down(), 20, false, 3, 0, 'dead'],
  ] as const)('%s', (_, start, damage, critical, failures, successes, state) => {
    const { character } = takeDamage(start, damage, { critical });
    expect(character.saving_death).toEqual({ failures, successes });
    expect(deathSaveState(character.saving_death)).toBe(state);
  });

  it('does not count damage that temporary HP absorb', () => {
    const shielded = down({ failures: 1, successes: 0 }, { temp: 5 });
    const { character } = takeDamage(shielded, 4);
    expect(character.saving_death.failures).toBe(1);
    expect(character.hp.temp).toBe(1);
  });

  it.each([
    // [current, max, temp, damage, dies]
    [10, 20, 0, 29, false],
    [10, 20, 0, 30, true],
    [10, 20, 5, 35, true],
    [10, 20, 5, 34, false],
    [1, 1, 0, 2, true],
  ])(
    'massive damage: %i/%i HP (+%i temp) hit for %i dies outright: %s',
    (current, max, temp, damage, dies) => {
      const { character, messages } = takeDamage(withHp({ current, max, temp }), damage);
      expect(character.hp.current).toBe(0);
      expect(isDead(character)).toBe(dies);
      expect(messages.some((message) => message.key === 'death.massive')).toBe(dies);
    },
  );

  it('takes no damage once dead and heals nothing', () => {
    const corpse = dead();
    expect(takeDamage(corpse, 5).character).toBe(corpse);
    const healing = heal(corpse, 10);
    expect(healing.character).toBe(corpse);
    expect(healing.messages).toEqual([{ level: 'error', key: 'death.no-healing' }]);
  });

  it('still heals the dying and the stable', () => {
    expect(heal(down({ failures: 2, successes: 1 }), 4).character.hp.current).toBe(4);
    expect(heal(down({ failures: 1, successes: 3 }), 4).character.saving_death).toEqual({
      failures: 0,
      successes: 0,
    });
  });

  it('revives the dead with 1 HP when the player marks it, lowering exhaustion 6 to 5', () => {
    const back = revive({ ...dead(), resources: { 'prop-exhaustion': 6 } });
    expect(back.hp.current).toBe(1);
    expect(back.saving_death).toEqual({ failures: 0, successes: 0 });
    expect(back.conditions).toEqual([]);
    expect(back.resources['prop-exhaustion']).toBe(5);
    const alive = withHp({});
    expect(revive(alive)).toBe(alive);
  });
});

describe('maximum and undo', () => {
  it.each([
    // [field, value, max, max_mod, current]
    ['max', 30, 30, 0, 30],
    ['max', 50, 50, 0, 44],
    ['max', 0, 1, 0, 1],
    ['max_mod', -10, 44, -10, 34],
    ['max_mod', 5, 44, 5, 44],
  ] as const)('setting %s to %i: max %i, mod %i, current %i', (field, value, max, mod, current) => {
    const { hp } = setHitPointMaximum(withHp({}), field, value);
    expect(hp).toMatchObject({ max, max_mod: mod, current });
  });

  it('puts back the HP state from before a change and keeps other edits', () => {
    const before = withHp({ current: 3, temp: 2 }, { options: { concentration: ['bless'] } });
    const hurt = takeDamage(before, 10).character;
    const renamed = { ...hurt, name: 'Renamed' };
    const undone = restoreHitPointState(renamed, hitPointState(before));
    expect(undone.hp).toEqual(before.hp);
    expect(undone.conditions).toEqual(before.conditions);
    expect(undone.options.concentration).toEqual(['bless']);
    expect(undone.name).toBe('Renamed');
  });
});
