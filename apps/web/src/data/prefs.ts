import { useSyncExternalStore } from 'react';

import type { Language } from '../i18n/languages.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages.ts';
import type { Scheme, ThemeId } from '../theme/themes.ts';
import { applyTheme, DEFAULT_SCHEME, DEFAULT_THEME, isScheme, isThemeId } from '../theme/themes.ts';
import { createStore } from './createStore.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Device preferences, stored as JSON under `hearth.prefs`. A visitor's account settings
 * (enabled sources, animated icons, labels) live here too; a signed-in user's are saved
 * on the server instead.
 */
export interface Prefs {
  lang: Language;
  theme: ThemeId;
  scheme: Scheme;
  sources: string[];
  navanim: boolean;
  navtext: boolean;
}

export const DEFAULT_PREFS: Prefs = {
  lang: DEFAULT_LANGUAGE,
  theme: DEFAULT_THEME,
  scheme: DEFAULT_SCHEME,
  sources: [],
  navanim: true,
  navtext: true,
};

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Each field is checked on its own: one stale or hand-edited value must not reset the rest. */
export function parsePrefs(raw: string | null): Prefs {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Corrupt JSON: fall back to the defaults below.
  }
  return {
    lang: isLanguage(stored.lang) ? stored.lang : DEFAULT_PREFS.lang,
    theme: isThemeId(stored.theme) ? stored.theme : DEFAULT_PREFS.theme,
    scheme: isScheme(stored.scheme) ? stored.scheme : DEFAULT_PREFS.scheme,
    sources: isStringList(stored.sources) ? stored.sources.filter(Boolean) : DEFAULT_PREFS.sources,
    navanim: typeof stored.navanim === 'boolean' ? stored.navanim : DEFAULT_PREFS.navanim,
    navtext: typeof stored.navtext === 'boolean' ? stored.navtext : DEFAULT_PREFS.navtext,
  };
}

const store = createStore<Prefs>(parsePrefs(readStorage(STORAGE_KEYS.prefs)));

export const getPrefs = store.get;

/** Re-reads storage (start-up, tests) and paints the stored theme. */
export function loadPrefs(): Prefs {
  store.set(parsePrefs(readStorage(STORAGE_KEYS.prefs)));
  const prefs = store.get();
  applyTheme(prefs.theme, prefs.scheme);
  return prefs;
}

/** Applies at once and persists. Language goes through `changeLanguage` (it loads first). */
export function updatePrefs(patch: Partial<Prefs>): void {
  const next = { ...store.get(), ...patch };
  writeStorage(STORAGE_KEYS.prefs, JSON.stringify(next));
  store.set(next);
  applyTheme(next.theme, next.scheme);
}

export function usePrefs(): Prefs {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
