import type { User } from '@hearth/contract';

import { changeLanguage } from '../../i18n/changeLanguage.ts';
import { getPrefs } from '../prefs.ts';

/** The user's language applies when it differs from the device's (spec §4). */
export async function applyUserLanguage(user: User | null): Promise<void> {
  const lang = user?.settings.lang;
  if (!lang || lang === getPrefs().lang) return;
  try {
    await changeLanguage(lang);
  } catch {
    // Texts not reachable (offline): the device language stays; nothing to tell the user.
  }
}
