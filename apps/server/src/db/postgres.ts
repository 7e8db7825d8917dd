import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import type { DatabaseConnection } from './database.ts';
import { migrationConfig } from './migrate.ts';
import * as schema from './schema/index.ts';

export interface PostgresOptions {
  url: string;
  /** Connections kept open at most; a small server needs few. */
  maxConnections?: number;
  /** Told when an idle pooled connection breaks (e.g. the server restarted). */
  onIdleError?: (error: Error) => void;
}

/** Connects to a PostgreSQL server through a `pg` pool. Fails fast when it cannot connect. */
export async function openPostgres(options: PostgresOptions): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener a broken idle connection would crash the process; the pool drops the
  // client and the next query opens a new one.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle({ client: pool, schema });
  let closed: Promise<void> | undefined;
  const connection: DatabaseConnection = {
    db,
    driver: 'postgres',
    migrate: () => migrate(db, migrationConfig),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => (closed ??= pool.end()),
  };
  try {
    await connection.ping();
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}
