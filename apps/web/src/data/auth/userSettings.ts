import type { UserSettings } from '@hearth/contract';
import { updateSettings } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../api/client.ts';
import { updatePrefs, usePrefs } from '../prefs.ts';
import { getToken } from '../session.ts';
import { getCurrentUser, setCurrentUser, useCurrentUser } from '../user.ts';

/** Toggles come in bursts; the server hears the sum of them once this long after the last. */
export const SETTINGS_SAVE_DELAY_MS = 500;

let pendingPatch: Partial<UserSettings> = {};
let timer: ReturnType<typeof setTimeout> | undefined;

async function flushSettings(options: { keepalive?: boolean } = {}): Promise<void> {
  timer = undefined;
  const patch = pendingPatch;
  pendingPatch = {};
  if (Object.keys(patch).length === 0 || !getToken()) return;
  try {
    const user = await api.call(updateSettings, { body: { settings: patch } }, options);
    // A later change already shown on screen wins over this older answer.
    if (timer === undefined) setCurrentUser(user);
  } catch (error) {
    toast.error(error);
  }
}

// A change made just before leaving or reloading the page must not wait out the debounce and
// be lost: the next start would load the older settings from the server.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    void flushSettings({ keepalive: true });
  });
}

/**
 * Changes account settings. Signed in: shown at once and saved with PUT auth/user after
 * {@link SETTINGS_SAVE_DELAY_MS}; a visitor keeps them in the device preferences.
 */
export function updateUserSettings(patch: Partial<UserSettings>): void {
  const user = getCurrentUser();
  if (getToken() && user) {
    setCurrentUser({ ...user, settings: { ...user.settings, ...patch } });
    pendingPatch = { ...pendingPatch, ...patch };
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flushSettings(), SETTINGS_SAVE_DELAY_MS);
    return;
  }
  updatePrefs(patch);
}

/** The settings in force: the signed-in user's, or the visitor's from the preferences. */
export function useUserSettings(): UserSettings {
  const user = useCurrentUser();
  const prefs = usePrefs();
  if (user) return user.settings;
  return {
    lang: prefs.lang,
    sources: prefs.sources,
    navanim: prefs.navanim,
    navtext: prefs.navtext,
  };
}
