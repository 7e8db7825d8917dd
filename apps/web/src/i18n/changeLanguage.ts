import { updatePrefs } from '../data/prefs.ts';
import { i18n } from './index.ts';
import type { Language } from './languages.ts';

/**
 * Loads the language's texts, switches to it, then remembers it. When the texts cannot be
 * fetched (offline before they were cached) nothing changes and the promise rejects.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  if (!i18n.hasResourceBundle(language, 'common')) {
    throw new Error(`Texts for "${language}" could not be loaded`);
  }
  await i18n.changeLanguage(language);
  updatePrefs({ lang: language });
}
