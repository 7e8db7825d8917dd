import type { FastifyInstance } from 'fastify';

import { getHealth } from '@hearth/contract';

import { pendingMigrations } from '../../db/migration-status.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Load balancers probe every few seconds: come back soon. */
const RETRY_AFTER_S = 5;
/**
 * How long a database that answered counts as answering. Probes from several balancers (and
 * benchmarks) can arrive many times a second: one query answers them all, so the probe costs
 * about what a bare route costs. A failure is never reused: the next probe asks again.
 */
const GOOD_PING_REUSE_MS = 1000;

/**
 * GET /api/health, the load balancer's probe: 503 while the database does not answer or lacks
 * committed migrations (this build would fail on it), 200 otherwise, "degraded" when Redis is
 * down (sign-in still works, rate limits are counted per instance). The migrations are checked
 * until they have been seen applied, then never again in this process; after that a probe
 * costs at most one shared `select 1` a second.
 */
export function registerHealth(app: FastifyInstance) {
  let migrationsApplied = false;
  let goodPingAt = Number.NEGATIVE_INFINITY;
  let pingInFlight: Promise<void> | null = null;

  /** One query for every probe that arrives while it runs or within a second of its success. */
  function sharedPing(): Promise<void> {
    if (app.now().getTime() - goodPingAt < GOOD_PING_REUSE_MS) return Promise.resolve();
    pingInFlight ??= app.database
      .ping()
      .then(() => {
        goodPingAt = app.now().getTime();
      })
      .finally(() => {
        pingInFlight = null;
      });
    return pingInFlight;
  }

  async function checkDatabase(): Promise<void> {
    if (migrationsApplied) {
      await sharedPing();
      return;
    }
    const pending = await pendingMigrations(app.database.db);
    if (pending.length > 0) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `The database lacks ${pending.length} migration(s) of this version`,
        { pending_migrations: pending, retry_after_s: RETRY_AFTER_S },
      );
    }
    migrationsApplied = true;
  }

  registerEndpoint(
    app,
    getHealth,
    async () => {
      try {
        await checkDatabase();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const unavailable = new AppError('SERVICE_UNAVAILABLE', 'The database is not answering', {
          retry_after_s: RETRY_AFTER_S,
        });
        // The error handler's warning line names the driver's reason (ECONNREFUSED…) from it.
        throw Object.assign(unavailable, { cause: error });
      }
      const redis = app.rateLimiter.storeStatus?.();
      return {
        status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
        database: app.database.driver,
        ...(redis ? { redis } : {}),
        uptime_s: Math.round(process.uptime()),
      };
      // Built field by field into exactly the contract's answer: no run-time re-check needed.
    },
    { serialize: 'json' },
  );
}
