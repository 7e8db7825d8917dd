import { useSyncExternalStore } from 'react';

import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';
import { loadCachedUser, setCurrentUser } from './user.ts';

/** What the route guard needs to know: is someone signed in, is a character active. */
export interface Session {
  token: string | null;
  characterId: string | null;
}

const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();
let snapshot: Session = { token: null, characterId: null };

/**
 * Storage is the source of truth, read on every call: a token written by another tab, a
 * test or the login screen is seen at once. The object is reused while nothing changed,
 * as `useSyncExternalStore` requires.
 */
export function getSession(): Session {
  const token = readStorage(STORAGE_KEYS.token) || null;
  const characterId = readStorage(STORAGE_KEYS.character) || null;
  if (token !== snapshot.token || characterId !== snapshot.characterId) {
    snapshot = { token, characterId };
  }
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Read on every API call, so a login or logout takes effect at once. */
export function getToken(): string | null {
  return getSession().token;
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  notify();
}

export function setActiveCharacter(characterId: string | null): void {
  writeStorage(STORAGE_KEYS.character, characterId);
  notify();
}

/**
 * Per-user data kept outside this module (the query cache, the device copies of characters)
 * registers its clearing here, so that every way a session ends — logout, signing out
 * everywhere, a reset, a refused token, another tab signing out — clears it, and the next
 * account on this device never sees the previous one's data. Returns unsubscribe.
 */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function endSession(): void {
  for (const listener of [...endListeners]) listener();
}

/** Logout and failed authentication: the token, the user and the character state go together. */
export function clearSession(): void {
  setCurrentUser(null);
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.character, null);
  // After the token is gone: a query refetched by a clearing listener cannot load the old data.
  endSession();
  notify();
}

let watchingOtherTabs = false;

/**
 * Watches other tabs: one signing in or out re-renders this one too. Loading the user
 * behind the token is `startSession` (data/auth/startSession.ts).
 */
export async function initSession(): Promise<Session> {
  if (!watchingOtherTabs) {
    watchingOtherTabs = true;
    window.addEventListener('storage', (event) => {
      const ours = event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.character;
      if (event.key !== null && !ours) return;
      // Another tab signed out, or in as someone else: this tab's per-user data goes too.
      const before = snapshot.token;
      if (before !== null && getSession().token !== before) {
        loadCachedUser();
        endSession();
      }
      notify();
    });
  }
  return getSession();
}

/** The session for components; re-renders when the token or the active character changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
