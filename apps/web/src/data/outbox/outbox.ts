import type { ApiClient } from '@hearth/contract';

import { api } from '../api/client.ts';
import { requestId } from '../api/idempotency.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { getCurrentUser } from '../user.ts';
import { commandHandler } from './commands.ts';
import { mergeEdits } from './merge.ts';
import { migrateLegacyCharacterEntries } from './migrateLegacy.ts';
import {
  entriesFor,
  nextSeq,
  outboxEntries,
  outboxEntry,
  putEntry,
  removeEntry,
  replaceEntry,
  resetOutboxStoreForTests,
} from './outboxStore.ts';
import type { OutboxRunner } from './runner.ts';
import { createOutboxRunner } from './runner.ts';
import { tabLock } from './tabLock.ts';
import type { CommandKind, OutboxEntry } from './types.ts';

export type { CommandHandler } from './commands.ts';
export { registerCommand } from './commands.ts';
export { persistOutbox } from './outboxStore.ts';
export { ONLINE_SYNC_DELAY_MS } from './runner.ts';
export { useOutboxEntries, useSyncState } from './syncState.ts';
export type { CommandKind, OutboxEntry, OutboxStatus, Refusal } from './types.ts';
export { COMMAND_KINDS } from './types.ts';

/**
 * The one outbox (issue 19): every edit that may be made offline is queued here as a named
 * command, kept on the device (local storage, `pending_` keys) until the server has applied it
 * once, and sent by the runner in order. The UI reads it through `useSyncState` and
 * `useOutboxEntries`; command modules `registerCommand` their kind and `enqueue` edits.
 */

export interface Command {
  kind: CommandKind;
  /** The record the request changes. */
  target: string;
  /** The character whose sheet lists the entry (null: none). */
  characterId: string | null;
  /** The changed fields, without `base`. */
  body: Record<string, unknown>;
  /** Per changed field, its value in the device's copy before this edit. */
  base?: Record<string, unknown>;
}

/** Thrown by `enqueue` when no account is signed in: an edit belongs to an account. */
export class NoSignedInUserError extends Error {
  constructor() {
    super('outbox: no signed-in user to queue the edit for');
    this.name = 'NoSignedInUserError';
  }
}

const tabId = requestId();
/** The client the runner sends with: the app's, or the one `startOutbox` was given. */
let runnerClient: ApiClient | undefined;
const runner: OutboxRunner = createOutboxRunner(tabLock(tabId), () => runnerClient ?? api);
// Entries go out after their debounce from the first one queued, even before `startOutbox`.
runner.watch();

/**
 * Queues an edit. It merges into the latest entry of the same kind and target when that one is
 * still waiting (not on its way, not refused) and is this account's: later-wins per field (or the
 * kind's `mergeBody`), base the earliest per field; the merged entry gets a new id (a new
 * Idempotency-Key) and `revision + 1`. Otherwise a new entry is appended at the end of the order.
 * Throws {@link NoSignedInUserError} without a signed-in account.
 */
export function enqueue(command: Command): OutboxEntry {
  const userId = getCurrentUser()?.id;
  if (!userId) throw new NoSignedInUserError();
  const now = Date.now();
  const latest = entriesFor(command.kind, command.target).at(-1);
  if (latest && latest.status === 'pending' && latest.userId === userId) {
    const merged = mergeEdits(latest, command, commandHandler(command.kind)?.mergeBody);
    const next: OutboxEntry = {
      ...latest,
      id: requestId(),
      body: merged.body,
      updatedAt: now,
      revision: latest.revision + 1,
    };
    if (merged.base) next.base = merged.base;
    else delete next.base;
    replaceEntry(latest.id, next);
    runner.wake(next);
    return next;
  }
  const entry: OutboxEntry = {
    id: requestId(),
    seq: nextSeq(),
    kind: command.kind,
    target: command.target,
    characterId: command.characterId,
    body: command.body,
    ...(command.base ? { base: command.base } : {}),
    userId,
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    status: 'pending',
    revision: 1,
  };
  putEntry(entry);
  runner.wake(entry);
  return entry;
}

/** Sends the signed-in account's entries now, debounce and back-off aside (leaving, signing in or out). */
export function flushOutbox(options: { keepalive?: boolean; client?: ApiClient } = {}) {
  return runner.flush({ ...options, all: true });
}

/**
 * Sends a refused entry again (as it is, under a new Idempotency-Key: the server may remember the
 * refused one), or a waiting one now, without the back-off.
 */
export function retryEntry(id: string): void {
  const entry = outboxEntry(id);
  if (!entry) return;
  if (entry.status === 'refused') {
    const { refusal: _refusal, ...rest } = entry;
    replaceEntry(id, { ...rest, id: requestId(), status: 'pending', attempts: 0 });
  }
  runner.clearBackoff();
  void runner.flush();
}

/** Drops an entry (the player gave up on it); its kind's `discarded` stops showing its values. */
export function discardEntry(id: string): void {
  const entry = outboxEntry(id);
  if (!entry) return;
  removeEntry(id);
  commandHandler(entry.kind)?.discarded?.(entry);
}

/**
 * Replaces a refused (or waiting) entry's body with the player's correction: back to waiting,
 * under a new id, in its place in the order. Its base stays for the fields it still changes.
 */
export function editEntry(id: string, body: Record<string, unknown>): void {
  const entry = outboxEntry(id);
  if (!entry || entry.status === 'sending') return;
  const { refusal: _refusal, base, ...rest } = entry;
  const kept = base
    ? Object.fromEntries(Object.entries(base).filter(([field]) => field in body))
    : undefined;
  replaceEntry(id, {
    ...rest,
    ...(kept && Object.keys(kept).length > 0 ? { base: kept } : {}),
    id: requestId(),
    body,
    status: 'pending',
    attempts: 0,
    updatedAt: Date.now(),
    revision: entry.revision + 1,
  });
  runner.wake();
}

/** The signed-in account's entries (all, or one character's), in order. */
export function entriesOfCurrentUser(characterId?: string | null): OutboxEntry[] {
  const userId = getCurrentUser()?.id;
  if (!userId) return [];
  return outboxEntries().filter(
    (entry) =>
      entry.userId === userId && (characterId == null || entry.characterId === characterId),
  );
}

/** Whether the signed-in account has anything the server has not applied (refused included). */
export function hasUnsentEdits(): boolean {
  return entriesOfCurrentUser().length > 0;
}

export interface SyncState {
  /** Waiting or on their way. */
  pending: number;
  /** Refused by the server, kept for the player to retry, edit or discard. */
  refused: number;
}

/** The signed-in account's counts for one character (null: every entry of the account). */
export function syncStateOf(characterId: string | null): SyncState {
  let pending = 0;
  let refused = 0;
  for (const entry of entriesOfCurrentUser(characterId)) {
    if (entry.status === 'refused') refused += 1;
    else pending += 1;
  }
  return { pending, refused };
}

/**
 * Starts the runner: entries of the old character outbox become entries here, then they go out
 * now, 300 ms after the connection returns, as their debounce ends and when the page is hidden.
 * Returns stop.
 */
export function startOutbox(monitor: OnlineMonitor, client?: ApiClient): () => void {
  runnerClient = client;
  // Started first: the migrated entries wait for the connection like any other.
  const stop = runner.start(monitor);
  migrateLegacyCharacterEntries();
  return () => {
    stop();
    runnerClient = undefined;
  };
}

/** For tests: forgets the entries in memory (local storage is the test's) and the back-off. */
export function resetOutboxForTests(): void {
  resetOutboxStoreForTests();
  runner.reset();
  runner.watch();
}
