import { useSyncExternalStore } from 'react';

import { getCurrentUser } from '../user.ts';
import { outboxEntries, subscribeOutboxStore } from './outboxStore.ts';
import type { OutboxEntry } from './types.ts';

/**
 * The signed-in account's edits the server has not applied yet: waiting, on their way or
 * refused. Another account's entries on the device are not counted: they wait for that account
 * and this one can neither send nor resolve them.
 */
export function unsentEdits(userId: string | null = getCurrentUser()?.id ?? null): OutboxEntry[] {
  if (!userId) return [];
  return outboxEntries().filter((entry) => entry.userId === userId);
}

export function hasUnsentEdits(userId?: string | null): boolean {
  return unsentEdits(userId).length > 0;
}

type Sender = () => Promise<unknown>;
let sender: Sender | null = null;

/**
 * The outbox runner says how to send everything that waits (its flush). Registered rather than
 * imported so the update flow, which every page loads, does not bring the runner with it.
 */
export function registerEditSender(next: Sender | null): void {
  sender = next;
}

/** Sends what waits now, if a runner is there; resolves when it is done, whatever came of it. */
export async function sendUnsentEdits(): Promise<void> {
  if (sender && hasUnsentEdits()) await sender();
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
