import type { RateLimiter, WindowState } from './rate-limiter.ts';

/** Counters in this process; the clock is injected so tests can move time forward. */
export function createMemoryRateLimiter(now: () => Date): RateLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>();

  function current(key: string): { count: number; resetsAt: number } | undefined {
    const window = windows.get(key);
    if (window && window.resetsAt <= now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function stateOf(window: { count: number; resetsAt: number } | undefined): WindowState {
    if (!window) return { count: 0, resetInS: 0 };
    return {
      count: window.count,
      resetInS: Math.max(1, Math.ceil((window.resetsAt - now().getTime()) / 1000)),
    };
  }

  // Expired windows are dropped now and then so the map cannot grow without bound.
  const sweep = setInterval(() => {
    for (const key of windows.keys()) current(key);
  }, 60_000);
  sweep.unref();

  return {
    async hit(key, windowS) {
      const window = current(key) ?? { count: 0, resetsAt: now().getTime() + windowS * 1000 };
      window.count += 1;
      windows.set(key, window);
      return stateOf(window);
    },
    async peek(key) {
      return stateOf(current(key));
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
