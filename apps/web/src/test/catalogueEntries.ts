import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { getCharacterDB } from '../data/db/openCharacterDB.ts';

/** The repository's content folder, found from wherever the tests run. */
function entriesDir(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'packages/content/src/entries/dnd5e'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('packages/content not found above the working directory');
    dir = parent;
  }
  return join(dir, 'packages/content/src/entries/dnd5e/');
}

const ENTRIES = entriesDir();

/** Real catalogue entries (the SRD content files), as the device stores them. */
export function entries(store: string, ids: readonly string[]): Record<string, unknown>[] {
  return ids.map(
    (id) =>
      JSON.parse(readFileSync(`${ENTRIES}${store}/${id}.json`, 'utf8')) as Record<string, unknown>,
  );
}

/** Puts real catalogue entries into the device database, store by store. */
export async function putCatalogue(stores: Record<string, readonly string[]>): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(
    Object.entries(stores).map(([store, ids]) => db.table(store).bulkPut(entries(store, ids))),
  );
}

/** Empties the catalogue stores a test filled. */
export async function clearCatalogue(stores: readonly string[]): Promise<void> {
  const db = await getCharacterDB();
  await Promise.all(stores.map((store) => db.table(store).clear()));
}
