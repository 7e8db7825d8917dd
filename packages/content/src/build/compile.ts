import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

import { STORE_SCHEMAS } from '../schemas/index.ts';
import type { CatalogueStore } from '../stores.ts';
import { CATALOGUE_STORES, isTitlesStore, TITLE_LANGUAGES, titlesStoreOf } from '../stores.ts';
import { crossReferenceProblems } from './cross-check.ts';
import { compileTitles } from './titles.ts';

export interface StoreBundle {
  store: CatalogueStore;
  /** Hash of the bundle's entries: changes exactly when the content changes. */
  version: string;
  entries: unknown[];
}

export type Catalogue = Record<CatalogueStore, StoreBundle>;

export class ContentError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

/**
 * Entries live at `<root>/<system>/<store>/<slug>.json`; systems are folders so that both game
 * systems can have e.g. `classes` while sharing a store.
 */
function listEntryFiles(root: string, store: CatalogueStore): string[] {
  const files: string[] = [];
  for (const system of readdirSync(root)) {
    const dir = join(root, system, store);
    if (!safeIsDir(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.json')) files.push(join(dir, name));
    }
  }
  return files.sort();
}

function safeIsDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function versionOf(entries: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
}

/**
 * The spec's `title_id` and `description_id`: the keys translations of an entry's English
 * title and description are looked up by (`spells.fireball.title`). Text nested in an entry
 * (class features, traits, actions) follows the same path: `classes.barbarian.features.rage.title`.
 */
export function withTranslationKeys(store: CatalogueStore, entry: Record<string, unknown>) {
  if (typeof entry.id !== 'string') return entry;
  const key = `${store}.${entry.id}`;
  return {
    ...entry,
    ...(typeof entry.title === 'string' ? { title_id: `${key}.title` } : {}),
    ...(typeof entry.description === 'string' ? { description_id: `${key}.description` } : {}),
  };
}

function compileStore(root: string, store: CatalogueStore): StoreBundle {
  const files = listEntryFiles(root, store);
  const schema = STORE_SCHEMAS[store];
  if (files.length > 0 && !schema) {
    throw new ContentError(`store "${store}" has entries but no schema`, relative(root, files[0]!));
  }
  const entries = files.map((file) => {
    const where = relative(root, file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ContentError(`not valid JSON (${(error as Error).message})`, where);
    }
    const parsed = schema!.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
      );
      throw new ContentError(issues.join('; '), where);
    }
    const id = (parsed.data as { id?: unknown }).id;
    const slug = basename(file, '.json');
    if (id !== undefined && id !== slug) {
      throw new ContentError(`id "${String(id)}" differs from the file name "${slug}"`, where);
    }
    return withTranslationKeys(store, parsed.data as Record<string, unknown>);
  });
  return { store, version: versionOf(entries), entries };
}

export interface CompileOptions {
  /**
   * The title overlays (`<dir>/<language>/<store>/*.json`, build/titles.ts); without it the
   * titles stores are empty.
   */
  translations?: string;
}

/**
 * Validates every entry file, the references between entries and the translated titles, and
 * compiles one bundle per store. Throws {@link ContentError}.
 */
export function compileCatalogue(root: string, options: CompileOptions = {}): Catalogue {
  const catalogue = Object.fromEntries(
    CATALOGUE_STORES.filter((store) => !isTitlesStore(store)).map((store) => [
      store,
      compileStore(root, store),
    ]),
  ) as Catalogue;
  for (const language of TITLE_LANGUAGES) {
    catalogue[titlesStoreOf(language)] = compileTitles(options.translations, language, catalogue);
  }
  const problems = crossReferenceProblems(catalogue);
  if (problems.length > 0) {
    const more = problems.length > 10 ? ` (and ${problems.length - 10} more)` : '';
    throw new ContentError(`${problems.slice(0, 10).join('; ')}${more}`, 'cross-references');
  }
  return catalogue;
}
