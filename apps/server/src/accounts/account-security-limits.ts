import type { RateRule } from '../rate-limit/rate-limiter.ts';

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
