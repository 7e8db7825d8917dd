import { useSyncExternalStore } from 'react';

import type { User } from '@hearth/contract';

import { createStore } from './createStore.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // The cache is ours; a shape check of the id keeps a hand-edited value from crashing.
    return parsed && typeof parsed === 'object' && typeof (parsed as User).id === 'string'
      ? (parsed as User)
      : null;
  } catch {
    return null;
  }
}

const store = createStore<User | null>(parseUser(readStorage(STORAGE_KEYS.user)));

/** The signed-in user, cached in `hearth.user` so a failed load can fall back to it. */
export const getCurrentUser = store.get;

export function setCurrentUser(user: User | null): void {
  writeStorage(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
  store.set(user);
}

/** Re-reads the cache (start-up, tests). */
export function loadCachedUser(): User | null {
  store.set(parseUser(readStorage(STORAGE_KEYS.user)));
  return store.get();
}

export function useCurrentUser(): User | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
