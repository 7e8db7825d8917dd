/**
 * How long a client waits between sign-in attempts once its free failures are used up: the wait
 * doubles with each further failure up to a cap, so a person who mistypes a few times never
 * notices it while guessing slows to one try every few minutes.
 */
export interface DelaySchedule {
  /** Failures answered without any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones, in seconds. */
  firstDelayS: number;
  /** The longest wait, in seconds: a delay, never a wall. */
  maxDelayS: number;
}

/**
 * Seconds to wait after `failures` failures before the next attempt (0: no wait).
 *
 * @example
 * const schedule = { freeFailures: 3, firstDelayS: 1, maxDelayS: 300 };
 * [3, 4, 5, 6, 20].map((n) => delayAfterFailures(n, schedule)); // [0, 1, 2, 4, 300]
 */
export function delayAfterFailures(failures: number, schedule: DelaySchedule): number {
  const beyondFree = failures - schedule.freeFailures;
  if (beyondFree <= 0) return 0;
  // The exponent is bounded so a huge count cannot overflow to Infinity before the cap.
  const doubled = schedule.firstDelayS * 2 ** Math.min(beyondFree - 1, 30);
  return Math.min(schedule.maxDelayS, doubled);
}
