import { performance } from 'node:perf_hooks';

import type { UserRow } from './users-repository.ts';

/**
 * How long a looked-up session is trusted without asking the database again. Revocations made
 * through this instance (logout, logout everywhere, password change, account deletion, a user
 * change) take effect at once, and through another instance as soon as its Redis message
 * arrives (session-invalidation.ts); this bounds what nothing announces (an operator's SQL, a
 * lost Redis message). Sessions also expire by the clock on every hit, cached or not.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Enough for the sessions active in a few seconds on one instance; the oldest go first. */
const MAX_ENTRIES = 10_000;

/** What a request needs of its session, as the database answered it. */
export interface CachedSession {
  readonly sessionId: string;
  readonly user: UserRow;
  readonly createdAt: Date;
  /** When its expiry last slid forward; moved with the database row (sessions-repository.ts). */
  lastUsedAt: Date;
  expiresAt: Date;
}

/** Which cached sessions to forget: one session, or every session of a user. */
export type SessionTarget = { sessionId: string } | { userId: string };

export interface SessionCache {
  /**
   * Call before reading the database: a look-up may keep its answer only if nothing was
   * forgotten since (else a session revoked while the read was under way could be cached).
   */
  begin(): number;
  /** `token`: the bearer token as sent (kept in memory only, for a few seconds). */
  get(token: string): CachedSession | undefined;
  set(token: string, session: CachedSession, begun: number): void;
  forget(target: SessionTarget): void;
}

/** Sessions by token, trusted for `ttlMs` (a monotonic clock: test clocks do not stop it). */
export function createSessionCache(
  ttlMs = SESSION_CACHE_TTL_MS,
  monotonicMs: () => number = () => performance.now(),
): SessionCache {
  const entries = new Map<string, { session: CachedSession; until: number }>();
  let forgotten = 0;
  return {
    begin: () => forgotten,
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (monotonicMs() >= entry.until) {
        entries.delete(token);
        return undefined;
      }
      return entry.session;
    },
    set(token, session, begun) {
      if (ttlMs <= 0 || begun !== forgotten) return;
      entries.delete(token);
      entries.set(token, { session, until: monotonicMs() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
    forget(target) {
      forgotten += 1;
      for (const [token, { session }] of entries) {
        const matches =
          'sessionId' in target
            ? session.sessionId === target.sessionId
            : session.user.id === target.userId;
        if (matches) entries.delete(token);
      }
    },
  };
}
