import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import type { PostgresPoolConfig } from '../config.ts';
import type { DatabaseConnection } from './database.ts';
import { migrationConfig } from './migrate.ts';
import * as schema from './schema/index.ts';

/** The limits `DATABASE_*` variables default to (see config.ts). */
export const DEFAULT_POOL: PostgresPoolConfig = {
  size: 10,
  acquireTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 2_000,
};

/**
 * Our transactions wait on nothing but the database, so one left idle this long belongs to a
 * stalled request: PostgreSQL ends its session, which releases the locks it holds.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000;

export interface PostgresOptions {
  url: string;
  /** Pool size and timeouts; unset ones take {@link DEFAULT_POOL}'s. */
  pool?: Partial<PostgresPoolConfig>;
  /** Told when an idle pooled connection breaks (e.g. the server restarted). */
  onIdleError?: (error: Error) => void;
  /** Told every statement the repositories send (the query-plan test records them). */
  queryLogger?: Logger;
}

/**
 * Migrations run on a connection of their own without the request timeouts: building an index
 * on a large table may take minutes and must not be cancelled half-way through a deploy.
 */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle({ client: pool, schema }), migrationConfig);
  } finally {
    await pool.end();
  }
}

/**
 * A `pg` pool whose connections give up instead of waiting forever: a query cancelled by the
 * statement or lock timeout, or a request that finds no free connection in time, fails fast and
 * is answered 503 (errors/database-unavailable.ts) while the rest of the API keeps working.
 * Connects lazily: nothing is sent until the first query.
 */
export function createPostgresConnection(options: PostgresOptions): DatabaseConnection {
  const limits = { ...DEFAULT_POOL, ...options.pool };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: limits.size,
    // pg-pool applies it both to opening a connection and to waiting for a free one.
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // Without a listener a broken idle connection would crash the process; the pool drops the
  // client and the next query opens a new one.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle({
    client: pool,
    schema,
    ...(options.queryLogger ? { logger: options.queryLogger } : {}),
  });
  let closed: Promise<void> | undefined;
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateWithoutTimeouts(options.url),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => (closed ??= pool.end()),
  };
}

/** Connects to a PostgreSQL server through a `pg` pool. Fails fast when it cannot connect. */
export async function openPostgres(options: PostgresOptions): Promise<DatabaseConnection> {
  const connection = createPostgresConnection(options);
  try {
    await connection.ping();
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}
