/** A counting window: at most `limit` events per `windowS` seconds for one key. */
export interface RateRule {
  limit: number;
  windowS: number;
}

export interface WindowState {
  /** Events counted in the current window. */
  count: number;
  /** Seconds until the window resets (at least 1 while it is open). */
  resetInS: number;
}

/**
 * Fixed-window counters shared by the auth routes. The in-memory one serves a single
 * instance; the Redis one lets several instances share the counts.
 */
export interface RateLimiter {
  /** Counts one event for `key` and answers the window's state after it. */
  hit(key: string, windowS: number): Promise<WindowState>;
  /** The window's state without counting. */
  peek(key: string): Promise<WindowState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether the shared store the counts live in answers (`/api/health` reports it); absent
   * when there is none, as for the in-memory limiter.
   */
  storeStatus?(): 'up' | 'down';
}
