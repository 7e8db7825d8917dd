import { AppError } from '../errors/app-error.ts';
import type { DelaySchedule } from './login-delays.ts';
import type { RateLimiter, RateRule } from './rate-limiter.ts';

const FIFTEEN_MINUTES_S = 15 * 60;
const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

/** The limits of the auth routes (guessing passwords, flooding inboxes). */
export const AUTH_LIMITS = {
  /**
   * Wrong passwords typed by a signed-in session (deleting the account): a stolen token must not
   * turn into unlimited guesses. Sign-in itself is throttled by {@link LOGIN_THROTTLE}.
   */
  loginFailuresPerAccount: { limit: 5, windowS: FIFTEEN_MINUTES_S },
  /** Verification e-mails per address and per client address. */
  resendPerEmail: { limit: 3, windowS: FIFTEEN_MINUTES_S },
  resendPerIp: { limit: 10, windowS: FIFTEEN_MINUTES_S },
} as const satisfies Record<string, RateRule>;

/** A delay schedule whose failure count is forgotten `windowS` seconds after the first one. */
export interface ThrottleRule extends DelaySchedule {
  windowS: number;
}

/**
 * Sign-in throttling (issue 15, finding 5). No wall anyone else can raise: each client (an
 * account from one address, or a device that signed in to it before) waits longer after each
 * failure; an address trying many accounts waits too, counted per distinct account so one
 * person's typos do not slow the others behind a shared address; the per-account ceiling
 * stops guessing from many addresses, and a known device still gets through it.
 */
export const LOGIN_THROTTLE = {
  /** Failures of one account from one address (or one known device), until a success. */
  perClient: { freeFailures: 3, firstDelayS: 1, maxDelayS: 5 * 60, windowS: DAY_S },
  /** Distinct accounts that failed from one address. */
  perAddress: { freeFailures: 20, firstDelayS: 1, maxDelayS: 60, windowS: HOUR_S },
  /** Attempts not followed by a success, from devices the account does not know. */
  perAccount: { limit: 100, windowS: DAY_S },
} as const satisfies {
  perClient: ThrottleRule;
  perAddress: ThrottleRule;
  perAccount: RateRule;
};

/** Registrations per client address; the hourly count is configurable (REGISTRATIONS_PER_HOUR). */
export const registrationRule = (perHour: number): RateRule => ({
  limit: perHour,
  windowS: HOUR_S,
});

export function rateLimited(retryAfterS: number): AppError {
  return new AppError('RATE_LIMITED', undefined, { retry_after_s: retryAfterS });
}

/** Refuses with 429 when `key` has already used up its rule (without counting this request). */
export async function refuseIfExhausted(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
): Promise<void> {
  const state = await limiter.peek(key);
  if (state.count >= rule.limit) throw rateLimited(state.resetInS);
}

/** Counts this request against `key` and refuses with 429 once the rule is exceeded. */
export async function consume(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const state = await limiter.hit(key, rule.windowS);
  if (state.count > rule.limit) throw rateLimited(state.resetInS);
}
