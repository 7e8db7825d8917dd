import type { ThrottleRule } from './limits.ts';
import { LOGIN_THROTTLE, rateLimited } from './limits.ts';
import { delayAfterFailures } from './login-delays.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** Who is signing in, as far as throttling is concerned. */
export interface LoginClient {
  /** The normalised e-mail typed, whether or not an account has it (timing must not tell). */
  email: string;
  /** The client's address as rate limits count it (`clientAddress`: an IPv6 /64). */
  ip: string;
  /** The device id of a valid device token for this account; null for an unknown device. */
  knownDeviceId: string | null;
}

function keysOf(client: LoginClient) {
  // An address key never contains '|' and comes first, so two pairs never share a key.
  const pair = `${client.ip}|${client.email}`;
  return {
    // A known device counts its own failures: nobody else can make it wait.
    client: client.knownDeviceId ? `login:device:${client.knownDeviceId}` : `login:pair:${pair}`,
    address: `login:ip:${client.ip}`,
    addressAccount: `login:ip-account:${pair}`,
    accountAttempts: `login:account:${client.email}:attempts`,
    accountSuccesses: `login:account:${client.email}:successes`,
  };
}

const gateOf = (key: string, failures: number) => `${key}:gate:${failures}`;

/**
 * Lets one attempt through per delay. The failure that set the delay opened the gate's window,
 * so attempts are refused until it passes; then the first attempt opens it again and any
 * concurrent one is refused: `hit` counts atomically, so parallel requests cannot slip through.
 */
async function passGate(limiter: RateLimiter, key: string, rule: ThrottleRule): Promise<void> {
  const failures = (await limiter.peek(key)).count;
  const delayS = delayAfterFailures(failures, rule);
  if (delayS === 0) return;
  const gate = await limiter.hit(gateOf(key, failures), delayS);
  if (gate.count > 1) throw rateLimited(gate.resetInS);
}

async function countFailure(limiter: RateLimiter, key: string, rule: ThrottleRule): Promise<void> {
  const failures = (await limiter.hit(key, rule.windowS)).count;
  const delayS = delayAfterFailures(failures, rule);
  if (delayS > 0) await limiter.hit(gateOf(key, failures), delayS);
}

/**
 * The sign-in throttle of {@link LOGIN_THROTTLE} over the shared rate limiter (memory or Redis).
 * `admit` runs before the password is hashed, so a throttled attempt costs no argon2.
 */
export function loginThrottle(limiter: RateLimiter) {
  const { perClient, perAddress, perAccount } = LOGIN_THROTTLE;
  return {
    /** Refuses with 429 RATE_LIMITED and `retry_after_s` while this client must wait. */
    async admit(client: LoginClient): Promise<void> {
      const keys = keysOf(client);
      await passGate(limiter, keys.client, perClient);
      // A device that signed in before is past the address and the account ceiling: that is
      // what keeps an attack on the account from locking its owner out.
      if (client.knownDeviceId) return;
      await passGate(limiter, keys.address, perAddress);
      // Attempts are counted before the check and successes subtracted, so a burst of
      // parallel guesses is counted as it arrives, and signing in does not use up the ceiling.
      // The two windows start apart, so the difference can err on the lenient side by the
      // owner's own sign-ins: one extra guess per success at most.
      const [attempts, successes] = await Promise.all([
        limiter.hit(keys.accountAttempts, perAccount.windowS),
        limiter.peek(keys.accountSuccesses),
      ]);
      if (attempts.count - successes.count > perAccount.limit) {
        throw rateLimited(attempts.resetInS);
      }
    },

    async recordFailure(client: LoginClient): Promise<void> {
      const keys = keysOf(client);
      await countFailure(limiter, keys.client, perClient);
      if (client.knownDeviceId) return;
      // The address counts distinct accounts: one person retrying their own password many
      // times does not slow down everyone else behind the same address.
      const addressAccount = await limiter.hit(keys.addressAccount, perAddress.windowS);
      if (addressAccount.count === 1) await countFailure(limiter, keys.address, perAddress);
    },

    /** The right password: this client's delays start over. */
    async recordSuccess(client: LoginClient): Promise<void> {
      const keys = keysOf(client);
      await limiter.reset(keys.client);
      if (!client.knownDeviceId) await limiter.hit(keys.accountSuccesses, perAccount.windowS);
    },
  };
}
