import type { Note, UpdateNoteBody } from '@hearth/contract';

import { enqueue, entriesOfCurrentUser, flushOutbox, registerCommand } from '../outbox/outbox.ts';
import { removeEntry, subscribeOutboxStore } from '../outbox/outboxStore.ts';
import type { OutboxEntry, Refusal } from '../outbox/types.ts';
import { updateNoteCall } from './noteCalls.ts';

/** Platform §9: a note is saved this long after the last change. */
export const NOTE_AUTOSAVE_MS = 500;

/** What the editor changes on a note. */
export type NoteChanges = Pick<UpdateNoteBody, 'title' | 'content' | 'color' | 'pinned'>;

/** Where a note's changes are: on the server, on their way, waiting on the device, refused. */
export type NoteSaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'failed';

/**
 * A note's unsaved changes as `note.save` commands of the one outbox (issue 19): kept on the
 * device from the first keystroke (local storage, `pending_notedraft_<id>.<seq>`), so a reload,
 * a closed tab or a lost connection loses nothing; merged (later changes win per field) and sent
 * 500 ms after the last change, when the editor is left, when the page is hidden and when the
 * connection returns (the outbox's runner).
 */

const KIND = 'note.save';

/** The signed-in account's note.save entries of one note (every status), in order. */
function noteEntries(noteId: string): OutboxEntry[] {
  return entriesOfCurrentUser().filter((entry) => entry.kind === KIND && entry.target === noteId);
}

/** The changes of a note the server has not confirmed (refused ones aside), merged; or null. */
export function pendingNoteChanges(noteId: string): NoteChanges | null {
  const unsent = noteEntries(noteId).filter((entry) => entry.status !== 'refused');
  if (unsent.length === 0) return null;
  return Object.assign({}, ...unsent.map((entry) => entry.body)) as NoteChanges;
}

/** A note as the device should show it: the server's copy with its unsent changes laid over. */
export function withDraft(note: Note): Note {
  const changes = pendingNoteChanges(note.id);
  return changes ? { ...note, ...changes } : note;
}

/** Keeps a change on the device at once; the outbox sends it once changes pause for 500 ms. */
export function queueNoteUpdate(noteId: string, characterId: string, changes: NoteChanges): void {
  enqueue({ kind: KIND, target: noteId, characterId, body: changes });
}

/** What became of a note's changes, from its entries in the outbox. */
export function noteSaveState(noteId: string): NoteSaveState {
  const entries = noteEntries(noteId);
  if (entries.length === 0) return 'saved';
  if (entries.some((entry) => entry.status === 'refused')) return 'failed';
  if (entries.some((entry) => entry.status === 'sending')) return 'saving';
  // A failed attempt (offline, the server down): kept on the device for the next one.
  return entries.some((entry) => entry.attempts > 0) ? 'offline' : 'pending';
}

export const subscribeNoteStates = subscribeOutboxStore;

/**
 * Sends the note's changes now, not after the 500 ms (the editor is left, the note is about
 * to be deleted). The outbox sends in its order, so every earlier entry goes first.
 */
export async function flushNote(noteId: string): Promise<void> {
  if (noteEntries(noteId).some((entry) => entry.status !== 'refused')) await flushOutbox();
}

/** Forgets a note's entries (it was deleted for good: its changes would be refused). */
export function forgetNoteSaves(noteId: string): void {
  for (const entry of noteEntries(noteId)) removeEntry(entry.id);
}

export interface NoteSaveHandlers {
  /** The server saved the note (its answer, with changes made meanwhile laid over). */
  confirmed(note: Note, saved: Note): void;
  /** The server refused the changes: the entry stays, refused, in the 'not synced' list. */
  refused(entry: OutboxEntry, refusal: Refusal): void;
  /** The player discarded the changes: the note is shown as the server has it. */
  discarded(entry: OutboxEntry): void;
}

const noHandlers: NoteSaveHandlers = { confirmed() {}, refused() {}, discarded() {} };
let handlers = noHandlers;

/** Connects the command's answers to the app (notes.ts, with the query cache). */
export function setNoteSaveHandlers(next: NoteSaveHandlers | null): void {
  handlers = next ?? noHandlers;
}

// Registered as the module loads: the runner sends entries of an earlier visit as soon as the
// notes code is there.
registerCommand(KIND, {
  delay: NOTE_AUTOSAVE_MS,
  send: (entry, { client, keepalive }) =>
    client.call(
      updateNoteCall,
      { params: { id: entry.target }, body: entry.body as NoteChanges },
      { headers: { 'Idempotency-Key': entry.id }, ...(keepalive ? { keepalive } : {}) },
    ),
  confirmed: (_entry, answer) => {
    const saved = answer as Note;
    handlers.confirmed(withDraft(saved), saved);
  },
  refused: (entry, refusal) => handlers.refused(entry, refusal),
  discarded: (entry) => handlers.discarded(entry),
});
