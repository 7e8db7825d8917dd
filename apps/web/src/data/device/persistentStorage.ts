import { useEffect, useSyncExternalStore } from 'react';

import { createStore } from '../createStore.ts';
import { getToken, subscribeSession } from '../session.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

/**
 * Whether the browser keeps the device's data (characters, outbox, catalogue) under storage
 * pressure: `granted` it will not evict it; `denied` it may, when space runs low (browsers evict
 * an uninstalled site's data first); `unknown` the browser does not say.
 */
export type PersistenceState = 'granted' | 'denied' | 'unknown';

/** The part of StorageManager this uses (absent in older browsers and in tests' jsdom). */
export interface PersistenceApi {
  persisted(): Promise<boolean>;
  persist(): Promise<boolean>;
}

function systemStorage(): PersistenceApi | undefined {
  // Typed as always there; older browsers and jsdom have no storage manager, or only part of it.
  const storage = (navigator as { storage?: Partial<PersistenceApi> }).storage;
  return storage?.persist && storage.persisted ? (storage as PersistenceApi) : undefined;
}

function remembered(): PersistenceState | null {
  const value = readStorage(STORAGE_KEYS.persistentStorage);
  return value === 'granted' || value === 'denied' ? value : null;
}

const state = createStore<PersistenceState>(remembered() ?? 'unknown');

/** The answer asked for is kept: a refusal is not asked again. */
function remember(next: PersistenceState): PersistenceState {
  if (next !== 'unknown') writeStorage(STORAGE_KEYS.persistentStorage, next);
  state.set(next);
  return next;
}

/**
 * Asks the browser to keep the device's data (issue 19), once per device: the answer is
 * remembered, and a refusal is not asked again (Firefox would prompt each time). Already
 * persisted, nothing is asked. Never throws.
 */
export async function askPersistentStorage(
  storage: PersistenceApi | undefined = systemStorage(),
): Promise<PersistenceState> {
  if (!storage) return remember('unknown');
  try {
    if (await storage.persisted()) return remember('granted');
    if (remembered() === 'denied') return remember('denied');
    return remember((await storage.persist()) ? 'granted' : 'denied');
  } catch (error) {
    console.warn('Persistent storage could not be requested.', error);
    return remember('unknown');
  }
}

/**
 * Re-reads the browser's current answer without asking: it may grant later (once installed) or
 * the player may take it back in the browser's settings. Only shown; what was asked stays.
 */
export async function refreshPersistentStorage(
  storage: PersistenceApi | undefined = systemStorage(),
): Promise<PersistenceState> {
  let next: PersistenceState = 'unknown';
  try {
    if (storage) next = (await storage.persisted()) ? 'granted' : 'denied';
  } catch {
    // 'unknown' it is.
  }
  state.set(next);
  return next;
}

/** After sign-in (now, if already signed in): the moment the device starts holding an account's data. */
export function askPersistentStorageOnSignIn(): void {
  if (getToken()) {
    void askPersistentStorage();
    return;
  }
  const stop = subscribeSession(() => {
    if (!getToken()) return;
    stop();
    void askPersistentStorage();
  });
}

/** The current answer, re-read from the browser when first shown (the settings line). */
export function usePersistentStorage(storage?: PersistenceApi): PersistenceState {
  useEffect(() => {
    void refreshPersistentStorage(storage ?? systemStorage());
  }, [storage]);
  return useSyncExternalStore(state.subscribe, state.get, state.get);
}
