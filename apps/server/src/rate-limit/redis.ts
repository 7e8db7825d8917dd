import { Redis } from 'ioredis';

import type { RateLimiter, WindowState } from './rate-limiter.ts';

// Counting and starting the window's expiry in one step, so two instances never race.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

function stateOf(count: number, ttlMs: number): WindowState {
  if (count === 0 || ttlMs <= 0) return { count, resetInS: count === 0 ? 0 : 1 };
  return { count, resetInS: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

/**
 * Counters in Redis, shared by every instance using the same server and prefix. Windows are
 * timed by Redis' own clock.
 */
export function createRedisRateLimiter(url: string, prefix = 'hearth:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
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
      await redis.quit();
    },
  };
}
