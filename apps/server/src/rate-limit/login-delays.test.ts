import { describe, expect, it } from 'vitest';

import { delayAfterFailures } from './login-delays.ts';

const schedule = { freeFailures: 3, firstDelayS: 1, maxDelayS: 300 };

describe('the delay between sign-in attempts', () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [5, 2],
    [6, 4],
    [11, 128],
    [12, 256],
    [13, 300],
    [1_000_000, 300],
  ])('is %i failures → %i s', (failures, seconds) => {
    expect(delayAfterFailures(failures, schedule)).toBe(seconds);
  });

  it('never waits when every failure is free', () => {
    expect(delayAfterFailures(50, { ...schedule, freeFailures: 50 })).toBe(0);
  });
});
