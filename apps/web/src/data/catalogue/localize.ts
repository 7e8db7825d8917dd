import type { StoredRecord } from '../db/characterDB.ts';
import type { CatalogueSnapshot } from './snapshot.ts';
import { titlesStoreOf } from './titleLanguage.ts';

/** A titles store's records: one per catalogue store, its translated titles by entry id. */
type TitlesRecord = { id: string; titles: Record<string, string> };

const titlesCache = new WeakMap<
  readonly StoredRecord[],
  ReadonlyMap<string, Record<string, string>>
>();

function titlesByStore(
  records: readonly StoredRecord[],
): ReadonlyMap<string, Record<string, string>> {
  let map = titlesCache.get(records);
  if (!map) {
    map = new Map(
      (records as unknown as TitlesRecord[])
        .filter((record) => record.titles && typeof record.titles === 'object')
        .map((record) => [record.id, record.titles]),
    );
    titlesCache.set(records, map);
  }
  return map;
}

const localizedCache = new WeakMap<
  readonly StoredRecord[],
  WeakMap<Record<string, string>, readonly StoredRecord[]>
>();

/**
 * A store's entries with their translated titles: `title` is the translation where there is
 * one (the English title where not), `title_en` the English title, which search still matches.
 * Made once per store content and titles, so screens' memoised look-ups survive a re-render.
 */
export function localizedEntries(
  entries: readonly StoredRecord[],
  titles: Record<string, string>,
): readonly StoredRecord[] {
  let byTitles = localizedCache.get(entries);
  if (!byTitles) {
    byTitles = new WeakMap();
    localizedCache.set(entries, byTitles);
  }
  let localized = byTitles.get(titles);
  if (!localized) {
    localized = Object.freeze(
      entries.map((entry) => {
        const key = String(entry.id ?? entry.key);
        const title = Object.hasOwn(titles, key) ? titles[key] : undefined;
        return title === undefined ? entry : { ...entry, title, title_en: entry.title };
      }),
    );
    byTitles.set(titles, localized);
  }
  return localized;
}

/**
 * The snapshot as screens see it in a language: every entry titled in that language where the
 * device holds a title for it. English (or a language without titles) is the snapshot itself.
 */
export function localizedSnapshot(raw: CatalogueSnapshot, language: string): CatalogueSnapshot {
  const store = titlesStoreOf(language);
  if (!store) return raw;
  const titles = titlesByStore(raw.entries[store]);
  if (titles.size === 0) return raw;
  const entries = { ...raw.entries };
  for (const [name, byId] of titles) {
    const list = entries[name as keyof typeof entries];
    if (list) entries[name as keyof typeof entries] = localizedEntries(list, byId);
  }
  return { entries: Object.freeze(entries) };
}
