import type { QueryClient } from '@tanstack/react-query';

import { onSessionEnd } from './session.ts';

let forgettingDeviceCharacters = false;

/**
 * The device copies of the characters are dropped whenever a session ends (spec platform §4:
 * logout clears token, user and the character state). Wired once, at the app's start, before
 * the session starts: a token refused then clears them too. The device database and the
 * character schema are imported only when a session ends, so the first screen never loads them.
 */
export function clearDeviceCharactersOnSessionEnd(): void {
  if (forgettingDeviceCharacters) return;
  forgettingDeviceCharacters = true;
  onSessionEnd(() => {
    void import('./characters/deviceCharacters.ts')
      .then(({ forgetDeviceCharacters }) => forgetDeviceCharacters())
      .catch((error: unknown) => {
        // No device database (private mode): nothing was kept there either.
        console.warn('Device characters could not be cleared', error);
      });
  });
}

/** Clients already wired: the app's start wires its client early, App again; once is enough. */
const wired = new WeakSet<QueryClient>();

/**
 * Everything kept on this device for the signed-in account, dropped when its session ends:
 * the server state in the query cache — characters, inventories, presets, devices… — and the
 * device copies of the characters (above). The outbox keeps its unsent edits, marked with
 * their account, for its next sign-in (data/characters/outbox.ts). Returns stop (for the
 * query cache; the device copies stay wired).
 */
export function clearUserDataOnSessionEnd(queryClient: QueryClient): () => void {
  clearDeviceCharactersOnSessionEnd();
  if (wired.has(queryClient)) return () => undefined;
  wired.add(queryClient);
  const stop = onSessionEnd(() => {
    // cancelQueries first: an answer still on its way must not land in the emptied cache.
    void queryClient.cancelQueries();
    queryClient.clear();
  });
  return () => {
    stop();
    wired.delete(queryClient);
  };
}
