import type { RateLimiter } from './rate-limiter.ts';
import type { RedisRateLimiter } from './redis.ts';

/** After a failed command Redis is left alone this long, so a stalled one costs one timeout. */
const RETRY_SHARED_AFTER_MS = 5_000;

export interface FallbackLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The shared (Redis) limiter while it answers, the in-memory one while it does not: an outage
 * of Redis must not lock everyone out of signing in, nor make them wait for timeouts. Counts
 * made in memory during the outage stay in this process and are not copied to Redis when it
 * returns (each instance limits on its own meanwhile, as it would without Redis).
 */
export function withMemoryFallback(
  shared: RedisRateLimiter,
  memory: RateLimiter,
  log: FallbackLog,
): RateLimiter {
  let down = false;
  let retrySharedAt = 0;

  // Real time, not the app's clock that tests move forward: this paces retries of a socket.
  const sharedUsable = () => shared.isConnected() && Date.now() >= retrySharedAt;

  function markDown(reason: string) {
    if (!down) {
      log.warn({ reason }, 'Redis unreachable: rate limits are counted in memory until it returns');
    }
    down = true;
  }

  async function run<T>(operation: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (!sharedUsable()) {
      markDown('not connected');
      return operation(memory);
    }
    try {
      const result = await operation(shared);
      if (down) {
        down = false;
        log.info('Redis is back: rate limits are shared again');
      }
      return result;
    } catch (error) {
      retrySharedAt = Date.now() + RETRY_SHARED_AFTER_MS;
      markDown(describe(error));
      return operation(memory);
    }
  }

  // Arguments pass through whole, so a parameter added to RateLimiter is never dropped here.
  return {
    hit: (...args) => run((limiter) => limiter.hit(...args)),
    peek: (...args) => run((limiter) => limiter.peek(...args)),
    reset: (...args) => run((limiter) => limiter.reset(...args)),
    async close() {
      await Promise.all([shared.close(), memory.close()]);
    },
    storeStatus: () => (sharedUsable() ? 'up' : 'down'),
  };
}
