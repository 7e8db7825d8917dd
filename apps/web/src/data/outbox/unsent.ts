import { useSyncExternalStore } from 'react';

import { getCurrentUser } from '../user.ts';
import { outboxEntries, subscribeOutboxStore } from './outboxStore.ts';
import type { OutboxEntry } from './types.ts';

/**
 * The signed-in account's edits the server has not applied yet: waiting, on their way or
 * refused. Another account's entries on the device are not counted: they wait for that account
 * and this one can neither send nor resolve them. The same as outbox.ts's `hasUnsentEdits`, over
 * the store alone: the update prompt reads it on every page, the landing's too, and must not
 * bring the outbox's runner and the API client with it.
 */
export function unsentEdits(userId: string | null = getCurrentUser()?.id ?? null): OutboxEntry[] {
  if (!userId) return [];
  return outboxEntries().filter((entry) => entry.userId === userId);
}

export function hasUnsentEdits(userId?: string | null): boolean {
  return unsentEdits(userId).length > 0;
}

export interface UnsentSummary {
  /** Every unsent edit of the signed-in account. */
  count: number;
  /** Those the server refused: sending again will not help until the player resolves them. */
  refused: number;
}

const EMPTY: UnsentSummary = { count: 0, refused: 0 };
let last: UnsentSummary = EMPTY;

function summary(): UnsentSummary {
  const entries = unsentEdits();
  const refused = entries.filter((entry) => entry.status === 'refused').length;
  // The same object while nothing changed: useSyncExternalStore compares snapshots by identity.
  if (entries.length !== last.count || refused !== last.refused) {
    last = entries.length === 0 ? EMPTY : { count: entries.length, refused };
  }
  return last;
}

/** The signed-in account's unsent edits, re-rendering as the outbox changes. */
export function useUnsentEdits(): UnsentSummary {
  return useSyncExternalStore(subscribeOutboxStore, summary, summary);
}
