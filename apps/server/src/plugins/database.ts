import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DatabaseConfig } from '../config.ts';
import type { DatabaseConnection } from '../db/index.ts';
import { openDatabase } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database: `app.database.db` is the Drizzle handle repositories query. */
    database: DatabaseConnection;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** A database owned by the caller, open or opening; not closed with the app. */
  connection?: DatabaseConnection | Promise<DatabaseConnection>;
}

/**
 * Makes the database available as `app.database`. Without a connection given, it opens the
 * configured one, migrates it, and closes it when the app closes (after in-flight requests).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    const owned = !options.connection;
    const connection =
      (await options.connection) ??
      (await openDatabase(options.config, {
        onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      }));
    app.decorate('database', connection);
    app.log.info({ driver: connection.driver }, 'database ready');
    if (owned) {
      app.addHook('onClose', async () => {
        await connection.close();
        app.log.info('database closed');
      });
    }
  },
  { name: 'hearth-database' },
);
