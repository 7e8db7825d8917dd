import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { openPglite } from '../db/pglite/open.ts';
import {
  DEFAULT_TEMPLATE_FILE,
  ensureInitdbTemplate,
  PGLITE_VERSION,
  writeFileAtomically,
} from '../db/pglite/template.ts';
import { openPostgres } from '../db/postgres.ts';
import type { PostgresTestServer } from './postgres-admin.ts';
import {
  databaseUrl,
  dropDatabase,
  quoteIdentifier,
  templateDatabaseName,
  withAdminClient,
} from './postgres-admin.ts';

/** What the global setup hands to every test file: where fresh databases are cloned from. */
export type TestDatabaseTemplates =
  | { driver: 'pglite'; emptyTar: string; migratedTar: string }
  | { driver: 'postgres'; server: PostgresTestServer; template: string };

function migrationsFingerprint(): string {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

export const readTar = (file: string) => new Blob([readFileSync(file)]);

/**
 * PGlite: an initdb'd cluster with every migration applied, dumped to a tar file that each
 * test file loads into its own in-memory PGlite. Cached beside the initdb template and keyed
 * by the PGlite version and the migrations, so it is rebuilt exactly when they change.
 */
export async function preparePgliteTemplates(): Promise<TestDatabaseTemplates> {
  const initdb = await ensureInitdbTemplate(DEFAULT_TEMPLATE_FILE);
  const migratedTar = join(
    dirname(initdb.file),
    `pglite-${PGLITE_VERSION}-migrated-${migrationsFingerprint()}.tar`,
  );
  if (!existsSync(migratedTar)) {
    const template = await openPglite({ loadDataDir: readTar(initdb.file) });
    try {
      await template.migrate();
      const dump = await template.client.dumpDataDir('none');
      writeFileAtomically(migratedTar, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await template.close();
    }
  }
  return { driver: 'pglite', emptyTar: initdb.file, migratedTar };
}

/** PostgreSQL: a migrated template database, copied by CREATE DATABASE … TEMPLATE per file. */
export async function preparePostgresTemplate(
  server: PostgresTestServer,
): Promise<TestDatabaseTemplates & { driver: 'postgres' }> {
  const template = templateDatabaseName(server);
  await dropDatabase(server, template);
  await withAdminClient(server, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(template)}`),
  );
  const connection = await openPostgres({ url: databaseUrl(server, template), pool: { size: 1 } });
  try {
    await connection.migrate();
  } finally {
    // No connection may remain: PostgreSQL refuses to copy a template that is in use.
    await connection.close();
  }
  return { driver: 'postgres', server, template };
}
