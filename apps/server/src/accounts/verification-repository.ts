import { and, eq, gt, isNull } from 'drizzle-orm';

import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import type { Database } from '../db/index.ts';
import type { VerificationPurpose } from '../db/schema/index.ts';
import { verificationTokens } from '../db/schema/index.ts';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** One-time e-mail tokens, stored hashed like session tokens. */
export function verificationRepository(db: Database, now: () => Date) {
  return {
    async issue(
      userId: string,
      purpose: VerificationPurpose,
      ttlMs: number = VERIFICATION_TTL_MS,
    ): Promise<string> {
      const token = newOpaqueToken();
      const createdAt = now();
      await db.insert(verificationTokens).values({
        tokenHash: hashToken(token),
        userId,
        purpose,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ttlMs),
      });
      return token;
    },

    /** Makes every unused token of the user for `purpose` unusable (a newer one replaces them). */
    async revokeUnused(userId: string, purpose: VerificationPurpose): Promise<void> {
      await db
        .update(verificationTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(verificationTokens.userId, userId),
            eq(verificationTokens.purpose, purpose),
            isNull(verificationTokens.usedAt),
          ),
        );
    },

    /**
     * Marks the token used and answers its user, or null when it is unknown, used or expired.
     * One UPDATE … WHERE used_at IS NULL, so two clicks racing cannot both succeed.
     */
    async consume(token: string, purpose: VerificationPurpose): Promise<string | null> {
      const at = now();
      const [row] = await db
        .update(verificationTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(verificationTokens.tokenHash, hashToken(token)),
            eq(verificationTokens.purpose, purpose),
            isNull(verificationTokens.usedAt),
            gt(verificationTokens.expiresAt, at),
          ),
        )
        .returning({ userId: verificationTokens.userId });
      return row?.userId ?? null;
    },
  };
}
