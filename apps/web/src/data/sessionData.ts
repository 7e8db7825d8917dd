import type { QueryClient } from '@tanstack/react-query';

import { forgetDeviceCharacters } from './characters/deviceCharacters.ts';
import { onSessionEnd } from './session.ts';

/** Clients already wired: the app's start wires its client early, App again; once is enough. */
const wired = new WeakSet<QueryClient>();

/**
 * Everything kept on this device for the signed-in account, dropped when its session ends
 * (spec platform §4: logout clears token, user and the character state): the server state in
 * the query cache — characters, inventories, presets, devices… — and the device copies of the
 * characters. The outbox keeps its unsent edits, marked with their account, for its next
 * sign-in (data/characters/outbox.ts). Returns stop.
 */
export function clearUserDataOnSessionEnd(queryClient: QueryClient): () => void {
  if (wired.has(queryClient)) return () => undefined;
  wired.add(queryClient);
  const stop = onSessionEnd(() => {
    // cancelQueries first: an answer still on its way must not land in the emptied cache.
    void queryClient.cancelQueries();
    queryClient.clear();
    void forgetDeviceCharacters().catch((error: unknown) => {
      // No device database (private mode): nothing was kept there either.
      console.warn('Device characters could not be cleared', error);
    });
  });
  return () => {
    stop();
    wired.delete(queryClient);
  };
}
