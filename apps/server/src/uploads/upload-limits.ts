import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { uploads, users } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

const HOUR_S = 60 * 60;
const MIB = 1024 * 1024;

export interface UploadLimits {
  /** Upload attempts per user per hour. */
  perHour: number;
  /** Bytes of stored uploads a user may hold. */
  quotaBytes: number;
}

/**
 * Counts an upload attempt of the user's and refuses it (429, with when to retry) past the
 * hourly allowance. Every attempt counts, before the body is read: re-encoding images is the
 * costly part, and the client's smaller retries after a 413 are attempts too.
 */
export async function countUploadAttempt(
  limiter: RateLimiter,
  userId: string,
  limits: UploadLimits,
): Promise<void> {
  const state = await limiter.hit(`upload:user:${userId}`, HOUR_S);
  if (state.count > limits.perHour) {
    throw new AppError(
      'RATE_LIMITED',
      `At most ${limits.perHour} uploads an hour; try again in ${Math.ceil(state.resetInS / 60)} min`,
      { retry_after_s: state.resetInS },
    );
  }
}

const toMib = (bytes: number) => `${Math.round((bytes / MIB) * 10) / 10} MB`;

/**
 * Refuses (413) an image that would take the user's stored uploads past their quota. Runs in
 * the transaction that records the upload, holding the user's row so that two uploads at once
 * cannot both fit in the last free space. A user deleted meanwhile answers 401.
 */
export async function refuseOverQuota(
  db: Database,
  userId: string,
  addedBytes: number,
  limits: UploadLimits,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw new AppError('FAILED_AUTHENTICATION');
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const used = Number(row?.used ?? 0);
  if (used + addedBytes > limits.quotaBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Your images use ${toMib(used)} of your ${toMib(limits.quotaBytes)}: ` +
        'delete characters or change their pictures to upload more',
      { used_bytes: used, quota_bytes: limits.quotaBytes },
    );
  }
}
