import { useSyncExternalStore } from 'react';

import {
  outboxEntries,
  outboxEntry,
  putEntry,
  removeEntry,
  replaceEntry,
  subscribeOutboxStore,
} from '../../data/outbox/outboxStore.ts';
import type { OutboxEntry } from '../../data/outbox/types.ts';
import { getCurrentUser } from '../../data/user.ts';

/**
 * TEMPORARY stand-in for `data/outbox/outbox.ts` (task B) with the same names and behaviour,
 * built over the lead's store; replaced by a re-export once that branch is merged.
 */

function mine(entry: OutboxEntry, characterId: string | null): boolean {
  return entry.userId === getCurrentUser()?.id && entry.characterId === characterId;
}

export function syncStateOf(characterId: string | null): { pending: number; refused: number } {
  let pending = 0;
  let refused = 0;
  for (const entry of outboxEntries()) {
    if (!mine(entry, characterId)) continue;
    if (entry.status === 'refused') refused += 1;
    else pending += 1;
  }
  return { pending, refused };
}

/** Counts as one string, so the snapshot compares by value (re-renders only on a change). */
export function useSyncState(characterId: string | null): { pending: number; refused: number } {
  const key = useSyncExternalStore(subscribeOutboxStore, () => {
    const { pending, refused } = syncStateOf(characterId);
    return `${pending}:${refused}`;
  });
  const [pending = 0, refused = 0] = key.split(':').map(Number);
  return { pending, refused };
}

const cachedLists = new Map<string, { source: readonly OutboxEntry[]; list: OutboxEntry[] }>();

export function useOutboxEntries(characterId: string | null): OutboxEntry[] {
  return useSyncExternalStore(subscribeOutboxStore, () => {
    const source = outboxEntries();
    const cacheKey = `${getCurrentUser()?.id ?? ''}/${characterId ?? ''}`;
    const cached = cachedLists.get(cacheKey);
    if (cached?.source === source) return cached.list;
    const list = source.filter((entry) => mine(entry, characterId));
    cachedLists.set(cacheKey, { source, list });
    return list;
  });
}

export function retryEntry(id: string): void {
  const entry = outboxEntry(id);
  if (!entry) return;
  const { refusal: _refusal, ...rest } = entry;
  putEntry({ ...rest, status: 'pending', attempts: 0, updatedAt: Date.now() });
}

export function discardEntry(id: string): void {
  removeEntry(id);
}

export function editEntry(id: string, body: Record<string, unknown>): void {
  const entry = outboxEntry(id);
  if (!entry) return;
  const { refusal: _refusal, ...rest } = entry;
  replaceEntry(id, {
    ...rest,
    id: crypto.randomUUID(),
    body,
    status: 'pending',
    attempts: 0,
    revision: entry.revision + 1,
    updatedAt: Date.now(),
  });
}
