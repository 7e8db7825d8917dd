import { Redis } from 'ioredis';

import type { RateLimiter, WindowState } from './rate-limiter.ts';

// Counting and starting the window's expiry in one step, so two instances never race.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/**
 * A login must not wait on a Redis that is gone or stalled: a command fails after these times
 * instead of being queued or retried (ioredis' defaults add up to ~15 s), and the caller falls
 * back to counting in memory (fallback.ts).
 */
const CONNECT_TIMEOUT_MS = 1_000;
const COMMAND_TIMEOUT_MS = 500;
/** Reconnecting goes on in the background, at most every 2 s, so Redis is used again once back. */
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 200, 2_000);

function stateOf(count: number, ttlMs: number): WindowState {
  if (count === 0 || ttlMs <= 0) return { count, resetInS: count === 0 ? 0 : 1 };
  return { count, resetInS: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

export interface RedisRateLimiter extends RateLimiter {
  /** Whether the connection is up; commands sent while it is down fail at once. */
  isConnected(): boolean;
  /** Settles once the first connection attempt has succeeded or failed (never rejects). */
  connected(): Promise<void>;
}

/**
 * Counters in Redis, shared by every instance using the same server and prefix. Windows are
 * timed by Redis' own clock. Fails fast while Redis is unreachable; see {@link RedisRateLimiter}.
 */
export function createRedisRateLimiter(url: string, prefix = 'hearth:rl:'): RedisRateLimiter {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: reconnectDelayMs,
  });
  // The fallback reports outages; without a listener ioredis prints every failed reconnect.
  redis.on('error', () => {});
  const firstAttempt = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
    redis.once('end', resolve);
  });
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, windowS) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, keyOf(key), windowS * 1000)) as [
        number,
        number,
      ];
      return stateOf(count, ttl);
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
      return stateOf(value === null ? 0 : Number(value), ttl);
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
    async close() {
      // quit() waits for an answer a stopped Redis never gives; disconnect() does not.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
    isConnected: () => redis.status === 'ready',
    connected: () => firstAttempt,
  };
}
