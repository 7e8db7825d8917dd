import { describe, expect, it } from 'vitest';

import { deathSaveState, isDead, rollDeathSave, setDeathSaves } from './death-saves.ts';
import { fighter } from './fixtures/characters.ts';

describe('death saves', () => {
  it.each([
    [{ failures: 3, successes: 0 }, 'dead'],
    [{ failures: 3, successes: 3 }, 'dead'],
    [{ failures: 0, successes: 3 }, 'stable'],
    [{ failures: 2, successes: 3 }, 'stable'],
    [{ failures: 2, successes: 2 }, 'in-progress'],
    [{ failures: 0, successes: 0 }, 'in-progress'],
  ] as const)('%o is %s', (saves, state) => {
    expect(deathSaveState(saves)).toBe(state);
  });

  it('keeps each counter between 0 and 3', () => {
    const down = fighter({ hp: { current: 0, max: 44, max_mod: 0, temp: 0 } });
    expect(setDeathSaves(down, 'failures', 7).saving_death.failures).toBe(3);
    expect(setDeathSaves(down, 'successes', -1).saving_death.successes).toBe(0);
  });

  it('counts a 1 as two failures and brings the character back at 1 HP on a 20', () => {
    const down = fighter({
      hp: { current: 0, max: 44, max_mod: 0, temp: 0 },
      conditions: ['unconscious'],
      saving_death: { failures: 1, successes: 1 },
    });
    expect(rollDeathSave(down, 1).saving_death).toEqual({ failures: 3, successes: 1 });
    expect(rollDeathSave(down, 9).saving_death).toEqual({ failures: 2, successes: 1 });
    expect(rollDeathSave(down, 10).saving_death).toEqual({ failures: 1, successes: 2 });
    const up = rollDeathSave(down, 20);
    expect(up.hp.current).toBe(1);
    expect(up.conditions).toEqual([]);
    expect(up.saving_death).toEqual({ failures: 0, successes: 0 });
  });

  it('rolls no more once dead', () => {
    const dead = fighter({
      hp: { current: 0, max: 44, max_mod: 0, temp: 0 },
      saving_death: { failures: 3, successes: 0 },
    });
    expect(isDead(dead)).toBe(true);
    expect(rollDeathSave(dead, 20)).toBe(dead);
  });

  it('is dead only at 0 HP', () => {
    const saves = { failures: 3, successes: 0 };
    expect(
      isDead(fighter({ hp: { current: 1, max: 44, max_mod: 0, temp: 0 }, saving_death: saves })),
    ).toBe(false);
  });
});
