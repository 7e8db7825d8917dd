import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CatalogueStore } from '../stores.ts';
import { CATALOGUE_STORES } from '../stores.ts';
import type { Catalogue, StoreBundle } from './compile.ts';
import { compileCatalogue } from './compile.ts';
import { BUILD_DIR, ENTRIES_DIR } from './paths.ts';

function readBuiltStore(dir: string, store: CatalogueStore): StoreBundle | null {
  const file = join(dir, `${store}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as StoreBundle;
}

/**
 * The catalogue as the server serves it: the compiled bundles when the build has run,
 * otherwise compiled from the entry files on the spot (tests, `npm run dev`).
 */
export function loadCatalogue(options: { buildDir?: string; entriesDir?: string } = {}): Catalogue {
  const buildDir = options.buildDir ?? BUILD_DIR;
  const built = CATALOGUE_STORES.map((store) => readBuiltStore(buildDir, store));
  if (built.every((bundle) => bundle !== null)) {
    return Object.fromEntries(built.map((bundle) => [bundle.store, bundle])) as Catalogue;
  }
  return compileCatalogue(options.entriesDir ?? ENTRIES_DIR);
}
