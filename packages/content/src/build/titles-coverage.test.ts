import { describe, expect, it } from 'vitest';

import type { CatalogueStore } from '../stores.ts';
import { CATALOGUE_STORES, isTitlesStore, TITLE_LANGUAGES, titlesStoreOf } from '../stores.ts';
import { compileCatalogue } from './compile.ts';
import { ENTRIES_DIR, TRANSLATIONS_DIR } from './paths.ts';

const catalogue = compileCatalogue(ENTRIES_DIR, { translations: TRANSLATIONS_DIR });

/** Every store with entries of its own: both game systems' and the sources. */
const TRANSLATED = CATALOGUE_STORES.filter((store) => !isTitlesStore(store));

const idOf = (entry: unknown) => {
  const { id, key } = entry as { id?: string; key?: string };
  return id ?? key ?? '';
};

describe.each(TITLE_LANGUAGES)('every catalogue entry has a title in %s', (language) => {
  const titles = new Map(
    catalogue[titlesStoreOf(language)].entries.map((entry) => {
      const { id, titles: byId } = entry as { id: CatalogueStore; titles: Record<string, string> };
      return [id, byId];
    }),
  );

  it.each(TRANSLATED)('%s', (store) => {
    const translated = titles.get(store) ?? {};
    const missing = catalogue[store].entries.map(idOf).filter((id) => !(id in translated));
    // The message lists the ids to add to translations/<language>/<store>/.
    expect(missing, `${store} entries without a ${language} title`).toEqual([]);
  });
});
