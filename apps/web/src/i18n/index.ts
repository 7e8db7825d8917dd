import type { BackendModule, ResourceKey } from 'i18next';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { setCatalogueLanguage } from '../data/catalogue/titleLanguage.ts';
import type { Language } from './languages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import type { LazyNamespace } from './resources.ts';
import { en, NAMESPACES } from './resources.ts';

// Every non-English file, and the English files of the character screens, become chunks of
// their own, fetched only when that language or screen is opened.
const lazyLocales = import.meta.glob<ResourceKey>(
  [
    './locales/*/*.json',
    '!./locales/en/{auth,common,errors,home,landing,routes}.json',
    '!./locales/en/rules.json',
  ],
  { import: 'default' },
);

/** An i18next backend over the lazy chunks above; English never reaches it. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language === 'en' && namespace === 'rules') {
      void import('./rulesTexts.ts').then(
        ({ englishRulesTexts }) => callback(null, englishRulesTexts()),
        (error: unknown) => callback(error as Error, false),
      );
      return;
    }
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

/** Loads the texts of lazily loaded namespaces (a route's screens) in the current language. */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** Starts i18next once, in the stored language; resolves when its texts are loaded. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<typeof i18n> {
  started ??= (async () => {
    i18n.use(lazyLocaleBackend).use(initReactI18next);
    // <html lang> drives screen readers, hyphenation and the browser's translate offer.
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
      // The catalogue's titles follow the interface (data/catalogue/localize.ts).
      setCatalogueLanguage(lng);
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
