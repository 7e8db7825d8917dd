/**
 * The catalogue stores, one bundle each, in the order the device loads them. Names match the
 * spec's content stores and the API paths (`GET /api/<store>`).
 */
export const CATALOGUE_STORES = [
  'sources',
  'rules',
  'species',
  'classes',
  'backgrounds',
  'features',
  'spells',
  'items',
  'presets',
  'beasts',
  'content',
  'dh-cards',
  'dh-classes',
  'dh-armor',
  'dh-weapon',
  'dh-items',
  // Translated titles, one store per interface language (build/titles.ts): downloaded by a
  // device only while its interface is in that language.
  'titles-ru',
] as const;

export type CatalogueStore = (typeof CATALOGUE_STORES)[number];

export function isCatalogueStore(value: string): value is CatalogueStore {
  return (CATALOGUE_STORES as readonly string[]).includes(value);
}

/** Interface languages other than English with translated catalogue titles. */
export const TITLE_LANGUAGES = ['ru'] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/** The store holding a language's titles (`titles-ru`). */
export function titlesStoreOf(language: TitleLanguage): CatalogueStore & `titles-${string}` {
  return `titles-${language}`;
}

/** Whether a store holds translated titles rather than entries of its own. */
export function isTitlesStore(store: CatalogueStore): store is `titles-${TitleLanguage}` {
  return store.startsWith('titles-');
}
