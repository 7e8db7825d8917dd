import { AppError } from '../errors/app-error.ts';
import type { RateLimiter, RateRule } from './rate-limiter.ts';

const FIFTEEN_MINUTES_S = 15 * 60;

/** The limits of the auth routes (guessing passwords, flooding inboxes). */
export const AUTH_LIMITS = {
  /** Failed logins per account: slows guessing one password. */
  loginFailuresPerAccount: { limit: 5, windowS: FIFTEEN_MINUTES_S },
  /** Failed logins per client address: slows trying many accounts. */
  loginFailuresPerIp: { limit: 20, windowS: FIFTEEN_MINUTES_S },
  /** Verification e-mails per address and per client address. */
  resendPerEmail: { limit: 3, windowS: FIFTEEN_MINUTES_S },
  resendPerIp: { limit: 10, windowS: FIFTEEN_MINUTES_S },
} as const satisfies Record<string, RateRule>;

function rateLimited(retryAfterS: number): AppError {
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
