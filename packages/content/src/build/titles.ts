import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { StoreTitles } from '../schemas/titles.ts';
import type { CatalogueStore, TitleLanguage } from '../stores.ts';
import { CATALOGUE_STORES, isTitlesStore, titlesStoreOf } from '../stores.ts';
import type { StoreBundle } from './compile.ts';
import { ContentError, versionOf } from './compile.ts';

/** How an entry is named in its store: `id`, or `key` for the sources. */
function entryKey(entry: unknown): string | undefined {
  const { id, key } = entry as { id?: unknown; key?: unknown };
  if (typeof id === 'string') return id;
  return typeof key === 'string' ? key : undefined;
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readOverlay(file: string, where: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`not valid JSON (${(error as Error).message})`, where);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ContentError('expected an object of "<entry id>": "<title>"', where);
  }
  return raw as Record<string, unknown>;
}

/**
 * Compiles one language's title overlays, `<dir>/<language>/<store>/<any name>.json`, each a flat
 * object `{ "<entry id>": "<title>" }`, into that language's titles store: one entry per
 * catalogue store that has titles. A store may have several files (writers own one each); an id
 * must be an entry of its store, appear in one file only, and have a non-empty title. Throws
 * {@link ContentError} naming the file.
 *
 * Titles are a store of their own, not fields of the entries, so a device downloads them only
 * when its interface is in that language, and only when they changed (the store's version).
 */
export function compileTitles(
  dir: string | undefined,
  language: TitleLanguage,
  catalogue: Readonly<Record<CatalogueStore, StoreBundle>>,
): StoreBundle {
  const store = titlesStoreOf(language);
  const root = dir === undefined ? undefined : join(dir, language);
  const found = new Map<
    CatalogueStore,
    { titles: Record<string, string>; from: Map<string, string> }
  >();
  const folders = root && isDir(root) ? readdirSync(root).sort() : [];
  for (const folder of folders) {
    const path = join(root!, folder);
    if (!isDir(path)) continue;
    const where = relative(dir!, path);
    const target = CATALOGUE_STORES.find((name) => name === folder);
    if (!target || isTitlesStore(target)) {
      throw new ContentError(`"${folder}" is not a catalogue store`, where);
    }
    const ids = new Set(catalogue[target].entries.map(entryKey));
    const seen = found.get(target) ?? { titles: {}, from: new Map<string, string>() };
    found.set(target, seen);
    for (const name of readdirSync(path).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = join(path, name);
      const at = relative(dir!, file);
      for (const [id, title] of Object.entries(readOverlay(file, at))) {
        if (!ids.has(id)) throw new ContentError(`"${id}" is not an entry of ${target}`, at);
        const earlier = seen.from.get(id);
        if (earlier) throw new ContentError(`"${id}" already has a title in ${earlier}`, at);
        if (typeof title !== 'string' || title.trim() === '') {
          throw new ContentError(`"${id}": the title must be a non-empty string`, at);
        }
        seen.from.set(id, at);
        seen.titles[id] = title.trim();
      }
    }
  }
  const entries: StoreTitles[] = CATALOGUE_STORES.filter((name) => found.has(name)).map((id) => {
    const { titles } = found.get(id)!;
    const sorted = Object.fromEntries(Object.entries(titles).sort(([a], [b]) => (a < b ? -1 : 1)));
    return { id, titles: sorted };
  });
  return { store, version: versionOf(entries), entries };
}
