import type { Logger } from 'drizzle-orm';

import type { DatabaseConnection } from '../database.ts';
import { migrationConfig } from '../migrate.ts';
import { preparePgliteDataDir } from './data-dir.ts';
import { PGlite, PGLITE_START_PARAMS } from './engine.ts';
import { lockDataDir } from './lock.ts';
import { withNamedStatements } from './named-statements.ts';

export type PgliteOptions = (
  | /** Persisted in `dir` (created from the initdb template when empty). */
    { dir: string; templateFile?: string }
    /** In memory, starting from a cluster dumped with `dumpDataDir` (tests). */
  | { loadDataDir: Blob }
) & {
  /** Told every statement the repositories send (the query-plan test records them). */
  queryLogger?: Logger;
};

export interface PgliteConnection extends DatabaseConnection {
  readonly driver: 'pglite';
  readonly client: PGlite;
}

/** Starts PGlite; resolves with the client and the function that releases its directory. */
async function startClient(options: PgliteOptions): Promise<[PGlite, () => void]> {
  if ('loadDataDir' in options) {
    const client = await PGlite.create({
      loadDataDir: options.loadDataDir,
      startParams: PGLITE_START_PARAMS,
    });
    return [client, () => {}];
  }
  const unlock = lockDataDir(options.dir);
  try {
    await preparePgliteDataDir(options.dir, options.templateFile);
    const client = await PGlite.create({ dataDir: options.dir, startParams: PGLITE_START_PARAMS });
    return [client, unlock];
  } catch (error) {
    unlock();
    throw error;
  }
}

async function loadDrizzle() {
  const [{ drizzle }, { migrate }, schema] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('../schema/index.ts'),
  ]);
  return { drizzle, migrate, schema };
}

/** Opens the embedded database. On disk, the directory is locked against a second process. */
export async function openPglite(options: PgliteOptions): Promise<PgliteConnection> {
  // Drizzle and the schema load while PostgreSQL starts: each takes a few hundred ms.
  const loading = loadDrizzle();
  loading.catch(() => {}); // awaited below, unless starting fails first
  const [client, unlock] = await startClient(options);
  let modules: Awaited<typeof loading>;
  try {
    modules = await loading;
  } catch (error) {
    await client.close().finally(unlock);
    throw error;
  }
  const { drizzle, migrate, schema } = modules;
  const db = drizzle({
    client: withNamedStatements(client),
    schema,
    ...(options.queryLogger ? { logger: options.queryLogger } : {}),
  });
  let closed: Promise<void> | undefined;
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migrate(db, migrationConfig),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => (closed ??= client.close().finally(unlock)),
  };
}
