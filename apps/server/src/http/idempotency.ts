import { createHash } from 'node:crypto';

import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Database } from '../db/index.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

/** The header the offline queue sends (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Answers are remembered this long: long enough for a device that was offline for days. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

let lastPurge = 0;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs a mutating handler once per `Idempotency-Key`: inside one transaction it claims the key,
 * applies the change and stores the answer, so the write and the memory of it commit together.
 * A replay (same key, same request) gets the stored answer without applying anything; the same
 * key on a different request is refused (422). A failed request stores nothing, so it can be
 * retried. Concurrent requests with one key wait on the key's row: the second one replays.
 * Without the header the handler simply runs in a transaction.
 *
 * `run` must use only the `db` it is given: on the embedded database (one connection) a query
 * through any other handle waits for this transaction to end, which never comes. Read what is
 * needed from elsewhere (the catalogue) before calling.
 */
export async function idempotent<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const db = app.database.db;
  if (header === undefined) return db.transaction((tx) => run(tx));
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 visible characters');
  }
  const userId = request.user!.id;
  const hash = requestHash(request);
  await purgeOldKeys(db, app.now());
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId,
        key: header,
        method: request.method,
        path: request.url,
        requestHash: hash,
        responseStatus: 0,
        responseBody: null,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header));
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (!stored || stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      request.log.info({ idempotencyKey: header }, 'replayed an idempotent request');
      return stored.responseBody as T;
    }
    const result = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: result as never })
      .where(where);
    return result;
  });
}

async function purgeOldKeys(db: Database, now: Date): Promise<void> {
  if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now.getTime();
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
