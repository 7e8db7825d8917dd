import { useMemo, useSyncExternalStore } from 'react';

import { useCurrentUser } from '../user.ts';
import { outboxEntries, subscribeOutboxStore } from './outboxStore.ts';
import type { OutboxEntry } from './types.ts';

/**
 * React's view of the outbox: the sync badge's counts and the 'not synced' list. Both read the
 * store's snapshot (a new array only when an entry changes) and the signed-in account.
 */

const serverSnapshot = (): readonly OutboxEntry[] => [];

function useEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeOutboxStore, outboxEntries, serverSnapshot);
}

/** The signed-in account's entries for a character (null: all of the account's), in order. */
export function useOutboxEntries(characterId: string | null): OutboxEntry[] {
  const all = useEntries();
  const userId = useCurrentUser()?.id;
  return useMemo(
    () =>
      userId
        ? all.filter(
            (entry) =>
              entry.userId === userId &&
              (characterId === null || entry.characterId === characterId),
          )
        : [],
    [all, userId, characterId],
  );
}

/** Waiting (or on their way) and refused counts for a character's badge. */
export function useSyncState(characterId: string | null): { pending: number; refused: number } {
  const entries = useOutboxEntries(characterId);
  return useMemo(() => {
    const refused = entries.filter((entry) => entry.status === 'refused').length;
    return { pending: entries.length - refused, refused };
  }, [entries]);
}
