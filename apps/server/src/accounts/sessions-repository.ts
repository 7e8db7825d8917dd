import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';

import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import type { Database } from '../db/index.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { CachedSession, SessionCache, SessionTarget } from './session-cache.ts';
import { createSessionCache } from './session-cache.ts';
import type { UserRow } from './users-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding the expiry on every request would write on every request; once a minute is plenty. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Tells the other instances what this one forgot (Redis pub/sub when `REDIS_URL` is set). */
export interface SessionInvalidationPublisher {
  publish(target: SessionTarget): void;
}

export interface SessionOptions {
  /** Days a session lives after its last use (sliding). */
  ttlDays: number;
  /** Days a session lives at most from sign-in, however often it is used (absolute). */
  maxDays: number;
  now: () => Date;
  /** Looked-up sessions, kept briefly (session-cache.ts); a fresh one by default. */
  cache?: SessionCache;
  /** Where forgotten sessions are announced to other instances; none for a single instance. */
  invalidations?: SessionInvalidationPublisher;
}

export type SessionRow = typeof sessions.$inferSelect;

/** Bearer sessions: the token is handed out once, only its hash is kept. */
export function sessionsRepository(db: Database, options: SessionOptions) {
  const endOfLife = (createdAt: Date) => new Date(createdAt.getTime() + options.maxDays * DAY_MS);
  // The sliding expiry never passes the absolute one, so `expires_at` alone says when it ends.
  const expiryFrom = (usedAt: Date, createdAt: Date) =>
    new Date(Math.min(usedAt.getTime() + options.ttlDays * DAY_MS, endOfLife(createdAt).getTime()));
  // Also checked on `created_at`: sessions started before the cap existed (or before
  // SESSION_MAX_DAYS was lowered) have an `expires_at` that does not honour it.
  const alive = (now: Date) =>
    and(
      gt(sessions.expiresAt, now),
      gt(sessions.createdAt, new Date(now.getTime() - options.maxDays * DAY_MS)),
    );
  // Every authenticated request runs this lookup: prepared once (SQL built by Drizzle once,
  // parsed and planned once per PostgreSQL connection), with the clock's cut-offs as parameters.
  const findLive = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('startedAfter')),
      ),
    )
    .prepare('session_by_token');
  const cache = options.cache ?? createSessionCache();
  /** Forgets here and on every other instance: call after the database change is made. */
  const forget = (target: SessionTarget) => {
    cache.forget(target);
    options.invalidations?.publish(target);
  };
  /**
   * Moves the sliding expiry forward on use, writing at most once a minute; the kept copy
   * follows, so a session answered from memory slides exactly as one read from the database.
   */
  const slideExpiry = async (session: CachedSession, now: Date) => {
    if (now.getTime() - session.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
    const expiresAt = expiryFrom(now, session.createdAt);
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt })
      .where(eq(sessions.id, session.sessionId));
    session.lastUsedAt = now;
    session.expiresAt = expiresAt;
  };
  const isAlive = (session: CachedSession, now: Date) =>
    session.expiresAt.getTime() > now.getTime() &&
    session.createdAt.getTime() > now.getTime() - options.maxDays * DAY_MS;
  return {
    /** When a session started at `createdAt` ends at the latest, whatever its use. */
    endOfLife,

    /** Starts a session and answers the token; it is never readable again. */
    async create(userId: string, userAgent: string | undefined): Promise<string> {
      const token = newOpaqueToken();
      const now = options.now();
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        userAgent: userAgent?.slice(0, 256) ?? null,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: expiryFrom(now, now),
      });
      return token;
    },

    /**
     * The session and its user for a token still valid now, sliding its expiry forward. A
     * session looked up in the last few seconds is answered from memory (one database round
     * trip less per request), still checked against the clock.
     */
    async authenticate(token: string): Promise<{ sessionId: string; user: UserRow } | null> {
      const now = options.now();
      // Kept sessions are found by the token itself: a hit costs no hash (a map look-up, not
      // a SHA-256); the database, as ever, knows only the token's hash.
      const cached = cache.get(token);
      if (cached && isAlive(cached, now)) {
        await slideExpiry(cached, now);
        return { sessionId: cached.sessionId, user: cached.user };
      }
      const begun = cache.begin();
      const tokenHash = hashToken(token);
      // The same conditions as `alive(now)` and `isAlive`.
      const [found] = await findLive.execute({
        tokenHash,
        now,
        startedAfter: new Date(now.getTime() - options.maxDays * DAY_MS),
      });
      if (!found) return null;
      const session: CachedSession = {
        sessionId: found.session.id,
        user: found.user,
        createdAt: found.session.createdAt,
        lastUsedAt: found.session.lastUsedAt,
        expiresAt: found.session.expiresAt,
      };
      await slideExpiry(session, now);
      cache.set(token, session, begun);
      return { sessionId: session.sessionId, user: session.user };
    },

    /**
     * Forgets what this instance (and, through Redis, every other) remembers of the user's
     * sessions: call once the user's row has changed or gone, so the next request reads it.
     */
    forgetUser(userId: string): void {
      forget({ userId });
    },

    /** Applies another instance's announcement here only (it has told the others itself). */
    forgetLocally(target: SessionTarget): void {
      cache.forget(target);
    },

    /** The user's live sessions, most recently used first. */
    async listFor(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), alive(options.now())))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
      forget({ sessionId });
    },

    /** Ends one of the user's sessions; false when the user has no session of that id. */
    async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      forget({ sessionId });
      return deleted.length > 0;
    },

    /**
     * Ends every session of the user except `keepSessionId` (none when null) and answers how
     * many live ones ended; expired ones go too but are not counted.
     */
    async revokeAll(userId: string, keepSessionId: string | null = null): Promise<number> {
      const now = options.now();
      const deleted = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
          ),
        )
        .returning({
          id: sessions.id,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
        });
      for (const row of deleted) forget({ sessionId: row.id });
      return deleted.filter(
        (row) => row.expiresAt > now && endOfLife(row.createdAt).getTime() > now.getTime(),
      ).length;
    },

    /** Expired sessions are useless; dropping them on sign-in keeps the table small. */
    async deleteExpired(userId: string): Promise<void> {
      const now = options.now();
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(
              lt(sessions.expiresAt, now),
              lt(sessions.createdAt, new Date(now.getTime() - options.maxDays * DAY_MS)),
            ),
          ),
        );
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
