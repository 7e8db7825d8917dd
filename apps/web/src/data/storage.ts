/**
 * Every localStorage key the app owns, in one place: end-to-end tests and the later
 * offline outbox (keys prefixed `pending_`) rely on these exact names.
 */
export const STORAGE_KEYS = {
  token: 'hearth.token',
  character: 'hearth.character',
  lastRoute: 'hearth.lastRoute',
  prefs: 'hearth.prefs',
  /** When the player last declined the install prompt (ms; spec §9: snoozed 3 days). */
  installDeclined: 'hearth.installDeclined',
  /** Whether the browser granted persistent storage: 'granted' | 'denied' (data/device). */
  persistentStorage: 'hearth.persistentStorage',
  /** The signed-in user as last loaded (spec §4: the fallback when loading fails). */
  user: 'hearth.user',
  /** Device tokens from past sign-ins, by e-mail: kept on sign-out (data/auth/knownDevices.ts). */
  deviceTokens: 'hearth.devices',
  /** Account settings changed on this device and not yet confirmed by the server. */
  pendingSettings: 'pending_settings',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, quota, disabled cookies); the app must keep working
// without persistence rather than crash, so every access goes through these helpers.

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds for this visit.
  }
}

/** Keys of the offline outbox: one per pending request, all under the spec's `pending_` prefix. */
export const PENDING_PREFIX = 'pending_';

export function readPendingKeys(prefix: string): string[] {
  try {
    const keys: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(PENDING_PREFIX + prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

export function readPendingEntry(key: string): string | null {
  try {
    return key.startsWith(PENDING_PREFIX) ? window.localStorage.getItem(key) : null;
  } catch {
    return null;
  }
}

export function writePendingEntry(key: string, value: string | null): void {
  if (!key.startsWith(PENDING_PREFIX)) throw new Error(`not an outbox key: ${key}`);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Kept in memory only for this visit.
  }
}
