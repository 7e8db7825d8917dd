import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';

import type { DatabaseConnection } from '../db/database.ts';
import { openPglite } from '../db/pglite/open.ts';
import { openPostgres } from '../db/postgres.ts';
import {
  databaseUrl,
  dropDatabase,
  quoteIdentifier,
  uniqueDatabaseName,
  withAdminClient,
} from './postgres-admin.ts';
import { readTar } from './template-databases.ts';

/** A database of its own for one test file; `dispose` closes it and, on PostgreSQL, drops it. */
export interface TestDatabase {
  connection: DatabaseConnection;
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Told every statement sent through the connection's Drizzle instance. */
  queryLogger?: Logger;
}

async function createDatabase(
  kind: 'migrated' | 'empty',
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  if (templates.driver === 'pglite') {
    const tar = kind === 'migrated' ? templates.migratedTar : templates.emptyTar;
    const connection = await openPglite({ loadDataDir: readTar(tar), ...options });
    return { connection, dispose: () => connection.close() };
  }
  const { server } = templates;
  const name = uniqueDatabaseName(server);
  const from = kind === 'migrated' ? templates.template : 'template1';
  await withAdminClient(server, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(from)}`),
  );
  const connection = await openPostgres({
    url: databaseUrl(server, name),
    // Test files run side by side on a busy machine: a longer wait for a free connection keeps
    // the race tests from reading a slow CI as an outage (the limits have their own tests).
    pool: { size: 4, acquireTimeoutMs: 10_000 },
    ...options,
  });
  return {
    connection,
    dispose: async () => {
      await connection.close();
      await dropDatabase(server, name);
    },
  };
}

/** A fresh database with every migration applied, cloned from the run's template. */
export const createTestDatabase = (options?: TestDatabaseOptions) =>
  createDatabase('migrated', options);

/** A fresh database with no tables at all, to test the migrations themselves. */
export const createEmptyTestDatabase = () => createDatabase('empty');
