import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CatalogueStore } from '../stores.ts';
import { CATALOGUE_STORES } from '../stores.ts';
import type { Catalogue, StoreBundle } from './compile.ts';
import { compileCatalogue } from './compile.ts';
import { entriesFingerprint } from './fingerprint.ts';
import { BUILD_DIR, ENTRIES_DIR, TRANSLATIONS_DIR } from './paths.ts';

function readBuiltStore(dir: string, store: CatalogueStore): StoreBundle | null {
  const file = join(dir, `${store}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as StoreBundle;
}

/** The build is used only when it was compiled from the entry files as they are now. */
function isBuildCurrent(
  buildDir: string,
  entriesDir: string,
  translationsDir: string | undefined,
): boolean {
  const manifest = join(buildDir, 'manifest.json');
  if (!existsSync(manifest)) return false;
  try {
    const { entries } = JSON.parse(readFileSync(manifest, 'utf8')) as { entries?: string };
    return entries === entriesFingerprint(entriesDir, translationsDir);
  } catch {
    return false;
  }
}

/**
 * The catalogue as the server serves it: the compiled bundles when the build is current,
 * otherwise compiled from the entry files on the spot (tests, `npm run dev`, edited entries).
 */
export function loadCatalogue(
  options: { buildDir?: string; entriesDir?: string; translationsDir?: string } = {},
): Catalogue {
  const buildDir = options.buildDir ?? BUILD_DIR;
  const entriesDir = options.entriesDir ?? ENTRIES_DIR;
  // The real entries come with the real titles; other entries only with the titles named.
  const translationsDir =
    options.translationsDir ?? (options.entriesDir ? undefined : TRANSLATIONS_DIR);
  const built = isBuildCurrent(buildDir, entriesDir, translationsDir)
    ? CATALOGUE_STORES.map((store) => readBuiltStore(buildDir, store))
    : [];
  if (built.length > 0 && built.every((bundle) => bundle !== null)) {
    return Object.fromEntries(built.map((bundle) => [bundle.store, bundle])) as Catalogue;
  }
  return compileCatalogue(entriesDir, { translations: translationsDir });
}
