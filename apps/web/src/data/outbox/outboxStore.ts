import { afterNextPaint } from '../../app/afterNextPaint.ts';
import {
  PENDING_PREFIX,
  readPendingEntry,
  readPendingKeys,
  writePendingEntry,
} from '../storage.ts';
import type { CommandKind, OutboxEntry } from './types.ts';
import { KIND_KEY_WORDS } from './types.ts';

/**
 * The outbox's entries, kept in local storage (one key per entry, `pending_<word>_<target>.<seq>`,
 * spec §9) and in memory. Only state: what sends them is the runner, what makes them are the
 * command modules. Every change notifies the subscribers (the sync badge, the 'not synced' list).
 *
 * A change is in memory at once and reaches local storage after the next paint, or at once when
 * the page is hidden or left (issue 16: a tap paints first), so nothing is lost on a reload.
 * Another tab's changes arrive through the `storage` event.
 */

const listeners = new Set<() => void>();
/** All entries by id, every account's; null until first read from storage. */
let entries: Map<string, OutboxEntry> | null = null;
/** Keys to write (entry) or remove (null) in local storage. */
const unwritten = new Map<string, OutboxEntry | null>();
let writeScheduled = false;
let listening = false;
let snapshot: readonly OutboxEntry[] = [];

const keyWords = new Set(Object.values(KIND_KEY_WORDS));

export function storageKeyOf(entry: Pick<OutboxEntry, 'kind' | 'target' | 'seq'>): string {
  return `${PENDING_PREFIX}${KIND_KEY_WORDS[entry.kind]}_${entry.target}.${entry.seq}`;
}

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.seq === 'number' &&
    typeof entry.kind === 'string' &&
    typeof entry.target === 'string' &&
    typeof entry.body === 'object'
  );
}

/** Every entry kept in local storage (keys of other `pending_` users are left alone). */
function readAll(): Map<string, OutboxEntry> {
  const read = new Map<string, OutboxEntry>();
  for (const word of keyWords) {
    for (const key of readPendingKeys(`${word}_`)) {
      // `pending_character_<id>` without a sequence is the older outbox's: migrated elsewhere.
      if (!/\.\d+$/.test(key)) continue;
      try {
        const value: unknown = JSON.parse(readPendingEntry(key) ?? 'null');
        if (isEntry(value) && storageKeyOf(value) === key) read.set(value.id, value);
      } catch {
        // A damaged key is skipped, not fatal.
      }
    }
  }
  return read;
}

function refreshSnapshot(): void {
  snapshot = [...(entries ?? new Map<string, OutboxEntry>()).values()].sort(
    (a, b) => a.seq - b.seq,
  );
}

function notify(): void {
  refreshSnapshot();
  for (const listener of [...listeners]) listener();
}

function ensureLoaded(): Map<string, OutboxEntry> {
  if (entries) return entries;
  entries = readAll();
  refreshSnapshot();
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', persistOutbox);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') persistOutbox();
    });
    window.addEventListener('storage', (event) => {
      // Another tab changed the outbox: read it again (our own unwritten changes stay on top).
      if (event.key !== null && !event.key.startsWith(PENDING_PREFIX)) return;
      const mine = new Map(unwritten);
      entries = readAll();
      for (const [key, entry] of mine) {
        if (entry) entries.set(entry.id, entry);
        else for (const [id, kept] of entries) if (storageKeyOf(kept) === key) entries.delete(id);
      }
      notify();
    });
  }
  return entries;
}

/** Writes every change still waiting into local storage now. */
export function persistOutbox(): void {
  writeScheduled = false;
  for (const [key, entry] of unwritten) {
    writePendingEntry(key, entry ? JSON.stringify(entry) : null);
  }
  unwritten.clear();
}

function scheduleWrite(): void {
  if (writeScheduled) return;
  writeScheduled = true;
  afterNextPaint(() => writeScheduled && persistOutbox());
}

/** Every entry of every account, in sending order. Stable between changes (for React). */
export function outboxEntries(): readonly OutboxEntry[] {
  ensureLoaded();
  return snapshot;
}

export function outboxEntry(id: string): OutboxEntry | undefined {
  return ensureLoaded().get(id);
}

export function subscribeOutboxStore(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The next sending position: after every entry kept. */
export function nextSeq(): number {
  let max = 0;
  for (const entry of ensureLoaded().values()) max = Math.max(max, entry.seq);
  return max + 1;
}

/** Adds or replaces an entry (matched by id). */
export function putEntry(entry: OutboxEntry): void {
  const all = ensureLoaded();
  const previous = all.get(entry.id);
  if (previous && storageKeyOf(previous) !== storageKeyOf(entry)) {
    unwritten.set(storageKeyOf(previous), null);
  }
  all.set(entry.id, entry);
  unwritten.set(storageKeyOf(entry), entry);
  scheduleWrite();
  notify();
}

/**
 * Replaces an entry by a new one (a merge gives the entry a new id: its body changed, so its
 * Idempotency-Key must too), keeping its place in the order.
 */
export function replaceEntry(oldId: string, next: OutboxEntry): void {
  const all = ensureLoaded();
  const previous = all.get(oldId);
  if (previous) {
    all.delete(oldId);
    unwritten.set(storageKeyOf(previous), null);
  }
  putEntry(next);
}

export function removeEntry(id: string): void {
  const all = ensureLoaded();
  const previous = all.get(id);
  if (!previous) return;
  all.delete(id);
  unwritten.set(storageKeyOf(previous), null);
  scheduleWrite();
  notify();
}

/** The entries of one kind and target, in order (the latest is where new edits merge). */
export function entriesFor(kind: CommandKind, target: string): OutboxEntry[] {
  return outboxEntries().filter((entry) => entry.kind === kind && entry.target === target);
}

/** For tests: forgets the in-memory state (local storage is the test's to clear). */
export function resetOutboxStoreForTests(): void {
  entries = null;
  unwritten.clear();
  writeScheduled = false;
  snapshot = [];
  listeners.clear();
}
