import type { DatabaseConfig } from '../config.ts';
import type { DatabaseConnection } from './database.ts';

export type { Database, DatabaseConnection, DatabaseDriver, Schema } from './database.ts';
export { MIGRATIONS_DIR } from './migrate.ts';

export interface OpenDatabaseOptions {
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Told when an idle PostgreSQL connection breaks. */
  onIdleError?: (error: Error) => void;
}

/**
 * Opens the database the configuration names — embedded PGlite under DATA_DIR, or PostgreSQL
 * at DATABASE_URL — and brings its schema up to date.
 *
 * @example
 * const database = await openDatabase(parseConfig(process.env).database);
 * await database.db.select().from(schema.users);
 * await database.close();
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseConnection> {
  // Only the driver in use is loaded: each costs a few hundred ms of start-up.
  const connection =
    config.driver === 'pglite'
      ? await (await import('./pglite/open.ts')).openPglite({ dir: config.dir })
      : await (
          await import('./postgres.ts')
        ).openPostgres({
          url: config.url,
          pool: config.pool,
          ...(options.onIdleError ? { onIdleError: options.onIdleError } : {}),
        });
  if (options.migrate !== false) {
    try {
      await connection.migrate();
    } catch (error) {
      await connection.close();
      throw error;
    }
  }
  return connection;
}
