import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { PGlite } from './engine.ts';

const require = createRequire(import.meta.url);

function readPgliteVersion(): string {
  // The package does not export its package.json; it sits one level above the entry file.
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export const PGLITE_VERSION = readPgliteVersion();

/**
 * A freshly initialised, empty PostgreSQL cluster as a tar file, kept in the package's cache.
 * initdb is most of a first start (~3.5 s) and its output only depends on the PGlite version,
 * so it runs once per installation and every new DATA_DIR is unpacked from this file.
 */
export const DEFAULT_TEMPLATE_FILE = fileURLToPath(
  new URL(
    `../../../node_modules/.cache/hearth-server/pglite-${PGLITE_VERSION}-initdb.tar`,
    import.meta.url,
  ),
);

const TEMPLATE_CLI = fileURLToPath(new URL('./template-cli.ts', import.meta.url));

/** Writes to a sibling and renames, so readers never see half a file. */
export function writeFileAtomically(file: string, data: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/**
 * Runs initdb in memory and writes the cluster to `file`. Peaks at ~800 MB (PGlite runs initdb
 * in a second instance), which is why {@link ensureInitdbTemplate} runs it in a child process.
 */
export async function writeInitdbTemplate(file: string): Promise<void> {
  const pg = await PGlite.create();
  try {
    const tar = await pg.dumpDataDir('none');
    writeFileAtomically(file, new Uint8Array(await tar.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

/**
 * Where the template can be written: the package cache, or the temp directory when the cache
 * is read-only (a container image with a read-only node_modules).
 */
export function writableLocation(file: string): string {
  try {
    mkdirSync(dirname(file), { recursive: true });
    accessSync(dirname(file), constants.W_OK);
    return file;
  } catch {
    return join(tmpdir(), `hearth-${basename(file)}`);
  }
}

export interface InitdbTemplate {
  file: string;
  created: boolean;
}

/**
 * Makes sure the initdb template exists, creating it in a short-lived child process, and says
 * where it is (see {@link writableLocation}).
 */
export async function ensureInitdbTemplate(
  preferred: string = DEFAULT_TEMPLATE_FILE,
): Promise<InitdbTemplate> {
  if (existsSync(preferred)) return { file: preferred, created: false };
  const file = writableLocation(preferred);
  if (existsSync(file)) return { file, created: false };
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, TEMPLATE_CLI, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && existsSync(file)) resolve();
      else reject(new Error(`PGlite initdb failed (exit ${code}): ${stderr.trim()}`));
    });
  });
  return { file, created: true };
}
