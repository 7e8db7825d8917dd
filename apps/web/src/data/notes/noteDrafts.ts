import type { ApiClient, Note, UpdateNoteBody } from '@hearth/contract';
import { ApiError } from '@hearth/contract';

import { api } from '../api/client.ts';
import { requestId } from '../api/idempotency.ts';
import { createStore } from '../createStore.ts';
import { onlineStatus } from '../network/useOnline.ts';
import { getToken } from '../session.ts';
import {
  PENDING_PREFIX,
  readPendingEntry,
  readPendingKeys,
  writePendingEntry,
} from '../storage.ts';
import { getCurrentUser } from '../user.ts';
import { updateNoteCall } from './noteCalls.ts';

/** Platform §9: a note is saved this long after the last change. */
export const NOTE_AUTOSAVE_MS = 500;
/** Platform §4: queued updates go out this long after the connection returns. */
export const NOTE_SYNC_DELAY_MS = 300;

/** What the editor changes on a note. */
export type NoteChanges = Pick<UpdateNoteBody, 'title' | 'content' | 'color' | 'pinned'>;

/**
 * A note's changes not yet confirmed by the server. Kept in local storage under the spec's
 * `pending_` prefix (`pending_note_<id>`) from the first keystroke, so a reload, a closed tab or
 * a lost connection loses nothing; sent 500 ms after the last change, when the editor is left,
 * when the page is hidden and when the connection returns.
 */
export interface NoteDraft {
  noteId: string;
  characterId: string;
  /** Every field changed since the last confirmed save, merged (later changes win). */
  body: NoteChanges;
  /** The request id the server deduplicates by; a new one whenever the body changes. */
  key: string;
  /** Counts merges: a save answered after a newer change keeps that change pending. */
  revision: number;
  /** The account that wrote it: another account signing in on the device never sends it. */
  userId?: string;
}

/** Where a note's changes are: on the server, on their way, waiting on the device, refused. */
export type NoteSaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'failed';

export interface NoteDraftHandlers {
  /** The server saved the note (its answer, with changes made meanwhile laid over). */
  confirmed(note: Note): void;
  /** The server refused the changes: they are dropped (resending would fail forever). */
  refused(noteId: string, characterId: string, error: ApiError): void;
}

const NOTE_PREFIX = 'note_';
const storageKey = (noteId: string) => `${PENDING_PREFIX}${NOTE_PREFIX}${noteId}`;

let handlers: NoteDraftHandlers = { confirmed() {}, refused() {} };
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const inFlight = new Map<string, Promise<void>>();
/** The save state of each note touched in this visit (absent: saved). */
const states = createStore<ReadonlyMap<string, NoteSaveState>>(new Map());

export function setNoteDraftHandlers(next: NoteDraftHandlers): void {
  handlers = next;
}

export const subscribeNoteStates = states.subscribe;

export function noteSaveState(noteId: string): NoteSaveState {
  return states.get().get(noteId) ?? (readDraft(noteId) ? 'offline' : 'saved');
}

function setState(noteId: string, state: NoteSaveState): void {
  const next = new Map(states.get());
  next.set(noteId, state);
  states.set(next);
}

export function readDraft(noteId: string): NoteDraft | null {
  try {
    const text = readPendingEntry(storageKey(noteId));
    return text ? (JSON.parse(text) as NoteDraft) : null;
  } catch {
    return null;
  }
}

function writeDraft(noteId: string, draft: NoteDraft | null): void {
  writePendingEntry(storageKey(noteId), draft ? JSON.stringify(draft) : null);
}

function isCurrentUsers(draft: NoteDraft): boolean {
  return draft.userId === undefined || draft.userId === getCurrentUser()?.id;
}

/** Ids of the notes with changes of the signed-in account waiting for the server. */
export function pendingNoteIds(): string[] {
  return readPendingKeys(NOTE_PREFIX)
    .map((key) => key.slice(PENDING_PREFIX.length + NOTE_PREFIX.length))
    .filter((noteId) => {
      const draft = readDraft(noteId);
      return draft !== null && isCurrentUsers(draft);
    });
}

/** A note as the device should show it: the server's copy with its pending changes laid over. */
export function withDraft(note: Note): Note {
  const draft = readDraft(note.id);
  return draft && isCurrentUsers(draft) ? { ...note, ...draft.body } : note;
}

/**
 * Keeps a change on the device at once and sends it once changes pause for 500 ms (platform
 * §9); changes to one note are merged into one request.
 */
export function queueNoteUpdate(noteId: string, characterId: string, changes: NoteChanges): void {
  watchConnection();
  const previous = readDraft(noteId);
  const userId = getCurrentUser()?.id;
  writeDraft(noteId, {
    noteId,
    characterId,
    body: { ...previous?.body, ...changes },
    key: requestId(),
    revision: (previous?.revision ?? 0) + 1,
    ...(userId ? { userId } : {}),
  });
  setState(noteId, 'pending');
  clearTimeout(timers.get(noteId));
  timers.set(
    noteId,
    setTimeout(() => void flushNote(noteId), NOTE_AUTOSAVE_MS),
  );
}

/** Answers that will not change on a retry; a lapsed session, a rate limit or a fault might. */
function isRefusal(error: ApiError): boolean {
  if (error.isNetworkError || error.status >= 500) return false;
  return ![401, 408, 429].includes(error.status);
}

async function send(noteId: string, client: ApiClient, keepalive: boolean): Promise<void> {
  const draft = readDraft(noteId);
  if (!draft || !getToken() || !isCurrentUsers(draft)) return;
  setState(noteId, 'saving');
  try {
    const saved = await client.call(
      updateNoteCall,
      { params: { id: noteId }, body: draft.body },
      { headers: { 'Idempotency-Key': draft.key }, ...(keepalive ? { keepalive } : {}) },
    );
    const now = readDraft(noteId);
    if (now?.revision === draft.revision) writeDraft(noteId, null);
    setState(noteId, readDraft(noteId) ? 'pending' : 'saved');
    handlers.confirmed(withDraft(saved));
  } catch (error) {
    if (error instanceof ApiError && isRefusal(error)) {
      if (readDraft(noteId)?.revision === draft.revision) writeDraft(noteId, null);
      setState(noteId, 'failed');
      handlers.refused(noteId, draft.characterId, error);
      return;
    }
    // Offline or a server fault: the change stays on the device for the next attempt.
    setState(noteId, 'offline');
  }
}

/** Sends a note's pending changes now (one request at a time per note). */
export function flushNote(
  noteId: string,
  options: { keepalive?: boolean; client?: ApiClient } = {},
): Promise<void> {
  clearTimeout(timers.get(noteId));
  timers.delete(noteId);
  const running = inFlight.get(noteId);
  if (running) return running.then(() => flushNote(noteId, options));
  const sending = send(noteId, options.client ?? api, options.keepalive ?? false).finally(() =>
    inFlight.delete(noteId),
  );
  inFlight.set(noteId, sending);
  return sending;
}

/** Sends every note's pending changes (the connection is back, the page is hidden). */
export async function flushNoteDrafts(options: { keepalive?: boolean } = {}): Promise<void> {
  await Promise.all(pendingNoteIds().map((noteId) => flushNote(noteId, options)));
}

let watching = false;

/**
 * From the first use on: drafts go out 300 ms after the connection returns and when the page
 * is hidden or left (a keepalive request outlives the page).
 */
export function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  let online = onlineStatus.get();
  onlineStatus.subscribe(() => {
    const now = onlineStatus.get();
    if (now && !online) setTimeout(() => void flushNoteDrafts(), NOTE_SYNC_DELAY_MS);
    online = now;
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flushNoteDrafts({ keepalive: true });
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', () => void flushNoteDrafts({ keepalive: true }));
}

/** For tests: forgets timers and states between them. */
export function resetNoteDrafts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  inFlight.clear();
  states.set(new Map());
}
