import type { User, UserSettings } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { errorCodeOf } from '../../i18n/errorText.ts';
import { updateSettingsCall } from '../api/bootCalls.ts';
import { api } from '../api/client.ts';
import { updatePrefs, usePrefs } from '../prefs.ts';
import { getToken } from '../session.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';
import { getCurrentUser, setCurrentUser, useCurrentUser } from '../user.ts';

/** Toggles come in bursts; the server hears the sum of them once this long after the last. */
export const SETTINGS_SAVE_DELAY_MS = 500;

type SettingsPatch = Partial<UserSettings>;

// Changes not yet confirmed by the server are kept on the device until they are: a reload,
// a closed tab or a lost connection must not throw away what the player chose, and the next
// start must not let the server's older copy win over them.
function readPending(): SettingsPatch {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.pendingSettings) ?? '{}');
    return value && typeof value === 'object' ? (value as SettingsPatch) : {};
  } catch {
    return {};
  }
}

function writePending(patch: SettingsPatch): void {
  writeStorage(
    STORAGE_KEYS.pendingSettings,
    Object.keys(patch).length > 0 ? JSON.stringify(patch) : null,
  );
}

let timer: ReturnType<typeof setTimeout> | undefined;

async function flushSettings(options: { keepalive?: boolean } = {}): Promise<void> {
  timer = undefined;
  const patch = readPending();
  if (Object.keys(patch).length === 0 || !getToken()) return;
  try {
    const user = await api.call(updateSettingsCall, { body: { settings: patch } }, options);
    // Only what was sent is confirmed; a change made meanwhile stays pending.
    const now = readPending();
    const sameAsSent = JSON.stringify(now) === JSON.stringify(patch);
    if (sameAsSent) writePending({});
    if (timer === undefined && sameAsSent) setCurrentUser(user);
  } catch (error) {
    // The server refused the values themselves: keeping them would resend them forever.
    if (errorCodeOf(error) === 'VALIDATION') writePending({});
    toast.error(error);
  }
}

function scheduleFlush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => void flushSettings(), SETTINGS_SAVE_DELAY_MS);
}

// A change made just before leaving or reloading the page is sent at once, with keepalive.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    void flushSettings({ keepalive: true });
  });
}

/**
 * Changes account settings. Signed in: shown at once, kept on the device, and saved with
 * PUT auth/user {@link SETTINGS_SAVE_DELAY_MS} after the last change; a visitor keeps them in
 * the device preferences.
 */
export function updateUserSettings(patch: SettingsPatch): void {
  const user = getCurrentUser();
  if (getToken() && user) {
    setCurrentUser({ ...user, settings: { ...user.settings, ...patch } });
    writePending({ ...readPending(), ...patch });
    scheduleFlush();
    return;
  }
  updatePrefs(patch);
}

/**
 * The user as loaded at start, with this device's unconfirmed changes on top; those are sent
 * again. Called by the session start.
 */
export function withPendingSettings(user: User): User {
  const pending = readPending();
  if (Object.keys(pending).length === 0) return user;
  scheduleFlush();
  return { ...user, settings: { ...user.settings, ...pending } };
}

/** Sends unconfirmed changes now (before a logout revokes the token that may save them). */
export async function flushPendingSettings(): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  await flushSettings();
}

/** Drops unconfirmed changes (logout: they belong to the account that made them). */
export function discardPendingSettings(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  writePending({});
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
