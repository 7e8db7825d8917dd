import { AppError } from '../errors/app-error.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';

const FIFTEEN_MINUTES_S = 15 * 60;
const ONE_HOUR_S = 60 * 60;

/** The limits of password change and reset (guessing the current password, flooding inboxes). */
export const ACCOUNT_SECURITY_LIMITS = {
  /** Wrong current passwords per account: a stolen session must not become a guessing oracle. */
  changePasswordFailuresPerUser: { limit: 5, windowS: FIFTEEN_MINUTES_S },
  /** Reset e-mails per address: a few retries, not a mail bomb. */
  resetMailsPerEmail: { limit: 3, windowS: ONE_HOUR_S },
  /** Reset requests per client address, whatever the addresses asked for. */
  resetRequestsPerIp: { limit: 10, windowS: FIFTEEN_MINUTES_S },
} as const satisfies Record<string, RateRule>;

function rateLimited(retryAfterS: number): AppError {
  return new AppError('RATE_LIMITED', undefined, { retry_after_s: retryAfterS });
}

/** Refuses with 429 when `key` has already used up its rule (without counting this request). */
export async function refuseIfSpent(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
): Promise<void> {
  const state = await limiter.peek(key);
  if (state.count >= rule.limit) throw rateLimited(state.resetInS);
}

/** Counts this request against `key` and refuses with 429 once the rule is exceeded. */
export async function countAndRefuseOver(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
): Promise<void> {
  const state = await limiter.hit(key, rule.windowS);
  if (state.count > rule.limit) throw rateLimited(state.resetInS);
}
