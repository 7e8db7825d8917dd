/**
 * The interface language the catalogue's titles are shown in, as the data layer sees it: i18n
 * sets it (i18n/index.ts), the catalogue snapshot shows that language's titles, and the
 * catalogue sync downloads that language's titles store and no other. A plain module, so the
 * data layer never imports i18next.
 */

/** The languages with a titles store, and that store (the content package's `titles-<lang>`). */
const TITLES_STORES = { ru: 'titles-ru' } as const;
export type TitledLanguage = keyof typeof TITLES_STORES;
export type TitlesStore = (typeof TITLES_STORES)[TitledLanguage];

let language = 'en';
const listeners = new Set<() => void>();

export function catalogueLanguage(): string {
  return language;
}

export function setCatalogueLanguage(next: string): void {
  if (next === language) return;
  language = next;
  for (const listener of [...listeners]) listener();
}

export function onCatalogueLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store of a language's titles, or null when its titles are the entries' own (English). */
export function titlesStoreOf(lang: string): TitlesStore | null {
  return Object.hasOwn(TITLES_STORES, lang) ? TITLES_STORES[lang as TitledLanguage] : null;
}

/** The languages whose titles the device should keep current: the interface's, if it has any. */
export function titleLanguagesToSync(): string[] {
  return titlesStoreOf(language) ? [language] : [];
}
