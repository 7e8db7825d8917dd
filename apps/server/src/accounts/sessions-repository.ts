import { and, eq, gt, lt } from 'drizzle-orm';

import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import type { Database } from '../db/index.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { UserRow } from './users-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding the expiry on every request would write on every request; once a minute is plenty. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionOptions {
  ttlDays: number;
  now: () => Date;
}

/** Bearer sessions: the token is handed out once, only its hash is kept. */
export function sessionsRepository(db: Database, options: SessionOptions) {
  const expiryFrom = (date: Date) => new Date(date.getTime() + options.ttlDays * DAY_MS);
  return {
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
        expiresAt: expiryFrom(now),
      });
      return token;
    },

    /** The session and its user for a token still valid now, sliding its expiry forward. */
    async authenticate(token: string): Promise<{ sessionId: string; user: UserRow } | null> {
      const now = options.now();
      const [found] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
      if (!found) return null;
      if (now.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastUsedAt: now, expiresAt: expiryFrom(now) })
          .where(eq(sessions.id, found.session.id));
      }
      return { sessionId: found.session.id, user: found.user };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Expired sessions are useless; dropping them on sign-in keeps the table small. */
    async deleteExpired(userId: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, options.now())));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
