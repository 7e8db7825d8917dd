import type { ApiClient, Character, UpdateCharacterBody } from '@hearth/contract';
import { ApiError } from '@hearth/contract';

import { afterNextPaint } from '../../app/afterNextPaint.ts';
import { updateCharacterCall } from '../api/bootCalls.ts';
import { api } from '../api/client.ts';
import { requestId } from '../api/idempotency.ts';
import { getToken } from '../session.ts';
import {
  PENDING_PREFIX,
  readPendingEntry,
  readPendingKeys,
  writePendingEntry,
} from '../storage.ts';
import { getCurrentUser } from '../user.ts';

/** Spec §7: character edits reach the server this long after the last one. */
export const CHARACTER_SAVE_DELAY_MS = 500;
/** Spec §4: queued updates are sent this long after the connection returns. */
export const ONLINE_SYNC_DELAY_MS = 300;

export type CharacterChanges = Omit<UpdateCharacterBody, never>;

/** A character update not yet confirmed by the server, kept in local storage until it is. */
export interface PendingUpdate {
  characterId: string;
  /** Every field changed since the last confirmed save, merged (later edits win). */
  body: CharacterChanges;
  /** The request id the server deduplicates by; a new one whenever the body changes. */
  key: string;
  /** Counts merges, so a save answered after a newer edit keeps that edit pending. */
  revision: number;
  /**
   * The account that made the edit. Edits outlive a sign-out (offline, they could not be sent)
   * and wait for that account: another one signing in on the device neither sends them (they
   * would be refused and lost) nor counts them. Absent on entries from older versions.
   */
  userId?: string;
}

export interface OutboxHandlers {
  /** The server saved the character (its answer, with the edits still pending laid over). */
  confirmed(character: Character): void;
  /** The server refused the update: it is dropped and the character reloaded. */
  refused(characterId: string, error: ApiError): void;
}

const CHARACTER_PREFIX = 'character_';
const storageKey = (characterId: string) => `${PENDING_PREFIX}${CHARACTER_PREFIX}${characterId}`;

let handlers: OutboxHandlers = { confirmed() {}, refused() {} };
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

export function setOutboxHandlers(next: OutboxHandlers): void {
  handlers = next;
}

/** Re-renders the sync indicator when the outbox changes. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Entries changed on this page and not yet in local storage (null: removed). A tap puts its
 * edit here and the screen paints; the storage write (serialising the whole merged body, a
 * synchronous disk-backed call) follows in a task after that paint, and at once when the page
 * is hidden or left, so the outbox loses nothing (issue 16).
 */
const unwritten = new Map<string, PendingUpdate | null>();
let writeScheduled = false;
let hideListening = false;

/** Writes every entry still waiting into local storage now. */
export function persistPending(): void {
  writeScheduled = false;
  for (const [characterId, entry] of unwritten) {
    writePendingEntry(storageKey(characterId), entry ? JSON.stringify(entry) : null);
  }
  unwritten.clear();
}

/** After the next paint when the page is shown (a frame, then a task), else in the next task. */
function scheduleWrite(): void {
  if (!hideListening && typeof window !== 'undefined') {
    hideListening = true;
    window.addEventListener('pagehide', persistPending);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') persistPending();
    });
  }
  if (writeScheduled) return;
  writeScheduled = true;
  afterNextPaint(() => writeScheduled && persistPending());
}

export function readPending(characterId: string): PendingUpdate | null {
  if (unwritten.has(characterId)) return unwritten.get(characterId) ?? null;
  try {
    const text = readPendingEntry(storageKey(characterId));
    return text ? (JSON.parse(text) as PendingUpdate) : null;
  } catch {
    return null;
  }
}

function writePending(characterId: string, entry: PendingUpdate | null): void {
  unwritten.set(characterId, entry);
  scheduleWrite();
  notify();
}

/** Whether the signed-in account may send this edit: its own, or one from before accounts were noted. */
function isCurrentUsers(entry: PendingUpdate): boolean {
  return entry.userId === undefined || entry.userId === getCurrentUser()?.id;
}

/** Ids of the characters with edits of the signed-in account waiting for the server. */
export function pendingCharacterIds(): string[] {
  const stored = readPendingKeys(CHARACTER_PREFIX).map((key) =>
    key.slice(PENDING_PREFIX.length + CHARACTER_PREFIX.length),
  );
  const ids = [...new Set([...stored, ...unwritten.keys()])];
  return ids.filter((characterId) => {
    const entry = readPending(characterId);
    return entry !== null && isCurrentUsers(entry);
  });
}

export function hasPendingUpdates(): boolean {
  return pendingCharacterIds().length > 0;
}

/** A character as the device should show it: the server's copy with pending edits laid over. */
export function withPendingChanges(character: Character): Character {
  const pending = readPending(character.id);
  return pending ? ({ ...character, ...pending.body } as Character) : character;
}

/**
 * Queues an edit (spec §7: edits debounced 500 ms, payloads for one character merged) and sends
 * it once the edits pause. Until the server confirms, it survives reloads and lost connections.
 */
export function queueCharacterUpdate(characterId: string, changes: CharacterChanges): void {
  const previous = readPending(characterId);
  const userId = getCurrentUser()?.id;
  writePending(characterId, {
    characterId,
    body: { ...previous?.body, ...changes },
    key: requestId(),
    revision: (previous?.revision ?? 0) + 1,
    ...(userId ? { userId } : {}),
  });
  clearTimeout(timers.get(characterId));
  timers.set(
    characterId,
    setTimeout(() => void flushCharacter(characterId), CHARACTER_SAVE_DELAY_MS),
  );
}

/** Answers that will not change on a retry; a lapsed session, a rate limit or a fault might. */
function isRefusal(error: ApiError): boolean {
  if (error.isNetworkError || error.status >= 500) return false;
  return ![401, 408, 429].includes(error.status);
}

async function send(
  characterId: string,
  client: ApiClient,
  options: { keepalive?: boolean },
): Promise<void> {
  const entry = readPending(characterId);
  const token = getToken();
  if (!entry || !token || !isCurrentUsers(entry)) return;
  try {
    const saved = await client.call(
      updateCharacterCall,
      { params: { id: characterId }, body: entry.body },
      { headers: { 'Idempotency-Key': entry.key }, ...options },
    );
    const now = readPending(characterId);
    if (now?.revision === entry.revision) writePending(characterId, null);
    // Signed out while the save was on its way: the character is not for the next account's view.
    if (getToken() === token) handlers.confirmed(withPendingChanges(saved));
  } catch (error) {
    if (error instanceof ApiError && isRefusal(error)) {
      // The server refused the values themselves: resending them would fail forever.
      if (readPending(characterId)?.revision === entry.revision) writePending(characterId, null);
      handlers.refused(characterId, error);
    }
    // Offline or a server fault: the edit stays queued for the next attempt.
  }
}

/** Sends a character's pending edits now (one request at a time per character). */
export function flushCharacter(
  characterId: string,
  options: { keepalive?: boolean; client?: ApiClient } = {},
): Promise<void> {
  clearTimeout(timers.get(characterId));
  timers.delete(characterId);
  const running = inFlight.get(characterId);
  if (running) return running.then(() => flushCharacter(characterId, options));
  const sending = send(characterId, options.client ?? api, options).finally(() =>
    inFlight.delete(characterId),
  );
  inFlight.set(characterId, sending);
  return sending;
}

/** Sends every pending edit (when the connection returns, when the page is hidden). */
export async function flushOutbox(options: { keepalive?: boolean; client?: ApiClient } = {}) {
  await Promise.all(pendingCharacterIds().map((id) => flushCharacter(id, options)));
}
