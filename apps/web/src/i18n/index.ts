import type { BackendModule, ResourceKey } from 'i18next';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from './languages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import { en, NAMESPACES } from './resources.ts';

// Every non-English file becomes its own chunk, fetched only when that language is chosen.
const lazyLocales = import.meta.glob<ResourceKey>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});

/** An i18next backend over the lazy chunks above; English never reaches it. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyLocales[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language} translations for ${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

let started: Promise<typeof i18n> | undefined;

/** Starts i18next once, in the stored language; resolves when its texts are loaded. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<typeof i18n> {
  started ??= (async () => {
    i18n.use(lazyLocaleBackend).use(initReactI18next);
    // <html lang> drives screen readers, hyphenation and the browser's translate offer.
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
    await i18n.init({
      resources: { en },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    return i18n;
  })();
  return started;
}

export { i18n };
