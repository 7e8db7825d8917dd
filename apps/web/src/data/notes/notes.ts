import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { CreateNoteBody, Note, NoteStatus } from '@hearth/contract';
import { ApiError, NOTE_STATUSES } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { i18n, loadNamespaces } from '../../i18n/index.ts';
import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { callDevice } from '../device/deviceClient.ts';
import { keptListKeys, updateKeptList, withDeviceCopy } from '../device/keptLists.ts';
import { flushOutbox } from '../outbox/outbox.ts';
import {
  createNoteCall,
  deleteNoteCall,
  getNoteCall,
  listNotesCall,
  reorderNotesCall,
  updateNoteCall,
} from './noteCalls.ts';
import { migrateNoteDrafts } from './noteDraftMigration.ts';
import { flushNote, forgetNoteSaves, setNoteSaveHandlers, withDraft } from './noteDrafts.ts';

export const noteKeys = {
  all: ['notes'] as const,
  character: (characterId: string) => ['notes', 'character', characterId] as const,
  list: (characterId: string, status: NoteStatus) =>
    ['notes', 'character', characterId, status] as const,
  one: (id: string) => ['notes', 'one', id] as const,
};

/** Platform §2 and §4: pinned first, then the user's order, then the latest changed. */
export function sortNotes(notes: readonly Note[]): Note[] {
  return [...notes].sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) ||
      a.order_position - b.order_position ||
      Date.parse(b.updated_at) - Date.parse(a.updated_at),
  );
}

/** The store texts of platform §8, in the user's language (the notes texts load on demand). */
async function failureToast(key: 'load' | 'create' | 'update' | 'delete' | 'order') {
  await loadNamespaces(['notes']).catch(() => undefined);
  toast.error(i18n.t(`notes:failed.${key}`));
}

/** Puts a note the server answered with into every cached list and its own entry. */
export function rememberNote(queryClient: QueryClient, note: Note): void {
  queryClient.setQueryData(noteKeys.one(note.id), note);
  for (const status of ['active', 'deleted'] as const) {
    queryClient.setQueryData<Note[]>(noteKeys.list(note.character_id, status), (list) => {
      if (!list) return list;
      const others = list.filter((found) => found.id !== note.id);
      return sortNotes(note.status === status ? [...others, note] : others);
    });
  }
}

let connectedTo: QueryClient | null = null;

/**
 * Wires the note.save command's answers to the cache and the device's copy of the lists, and
 * moves drafts of the old format into the outbox; once per app (the screens and the start both
 * call it).
 */
export function connectNoteDrafts(queryClient: QueryClient): void {
  // Moved entries are due at once: sent now rather than at the runner's next occasion.
  if (migrateNoteDrafts() > 0) void flushOutbox();
  if (connectedTo === queryClient) return;
  connectedTo = queryClient;
  const reload = (noteId: string, characterId: string | null) => {
    void queryClient.invalidateQueries({ queryKey: noteKeys.one(noteId) });
    if (characterId)
      void queryClient.invalidateQueries({ queryKey: noteKeys.character(characterId) });
  };
  setNoteSaveHandlers({
    confirmed: (note, saved) => {
      rememberNote(queryClient, note);
      // The server's copy, so a reload offline shows the saved words (and not the old ones).
      void updateKeptList<Note>(keptListKeys.notes(saved.character_id, saved.status), (list) =>
        list.map((found) => (found.id === saved.id ? saved : found)),
      );
    },
    refused: (entry) => {
      // The entry stays in the 'not synced' list; the note is shown as the server has it.
      void failureToast('update');
      reload(entry.target, entry.characterId);
    },
    discarded: (entry) => reload(entry.target, entry.characterId),
  });
}

/** Connects the drafts while a notes screen is open. */
export function useNoteDrafts(): void {
  const queryClient = useQueryClient();
  useEffect(() => connectNoteDrafts(queryClient), [queryClient]);
}

/** A character's notes (active or deleted), sorted, with changes still on the device laid over. */
export function useNotes(characterId: string, status: NoteStatus) {
  const query = useQuery({
    queryKey: noteKeys.list(characterId, status),
    // Offline too: the device's copy of the list answers (keptLists.ts).
    networkMode: 'always',
    queryFn: async () => {
      const notes = await withDeviceCopy(keptListKeys.notes(characterId, status), () =>
        api.call(listNotesCall, { query: { character_id: characterId, status } }),
      );
      return sortNotes(notes.map(withDraft));
    },
  });
  // Once per failed load (after its retries), not once per try.
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (failedAt > 0) void failureToast('load');
  }, [failedAt]);
  return query;
}

/**
 * A note from the lists of its character the device kept (active, then deleted): what the
 * editor opens offline when no list was loaded on this visit (a reload on the note's address).
 */
async function keptNote(characterId: string, id: string): Promise<Note | undefined> {
  for (const status of NOTE_STATUSES) {
    const kept = (await callDevice('readKeptList', keptListKeys.notes(characterId, status)).catch(
      () => undefined,
    )) as Note[] | undefined;
    const note = kept?.find((candidate) => candidate.id === id);
    if (note) return note;
  }
  return undefined;
}

/**
 * One note: from a list already loaded at once, then the server's copy; without a connection,
 * the device's copy of its character's lists (only a network failure falls back).
 */
export function useNote(id: string, characterId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: noteKeys.one(id),
    networkMode: 'always',
    queryFn: async () => {
      try {
        return withDraft(await api.call(getNoteCall, { params: { id } }));
      } catch (error) {
        if (!(error instanceof ApiError && error.isNetworkError)) throw error;
        const kept = await keptNote(characterId, id);
        if (!kept) throw error;
        return withDraft(kept);
      }
    },
    initialData: () =>
      queryClient
        .getQueriesData<Note[]>({ queryKey: noteKeys.all })
        .flatMap(([, list]) => (Array.isArray(list) ? list : []))
        .find((note) => note.id === id),
    initialDataUpdatedAt: 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoteBody) => api.call(createNoteCall, { body }, idempotent()),
    onSuccess: (note) => rememberNote(queryClient, note),
    onError: () => void failureToast('create'),
  });
}

/**
 * Soft delete (restorable) or delete for good; online only (spec §8). The note's unsent changes
 * go first, so a restored note has its last words.
 */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ note, soft }: { note: Note; soft: boolean }) => {
      await flushNote(note.id);
      return api.call(deleteNoteCall, { params: { id: note.id }, body: { soft } });
    },
    onSuccess: (answer, { note }) => {
      if (answer.note) {
        rememberNote(queryClient, answer.note);
        return;
      }
      forgetNoteSaves(note.id);
      queryClient.removeQueries({ queryKey: noteKeys.one(note.id) });
      for (const status of ['active', 'deleted'] as const) {
        queryClient.setQueryData<Note[]>(noteKeys.list(note.character_id, status), (list) =>
          list?.filter((found) => found.id !== note.id),
        );
      }
    },
    onError: () => void failureToast('delete'),
  });
}

/** Restore (platform §4: deleted to active) is the update call with status active. */
export function useRestoreNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: Note) =>
      api.call(updateNoteCall, { params: { id: note.id }, body: { status: 'active' } }),
    onSuccess: (note) => rememberNote(queryClient, note),
    onError: () => void failureToast('update'),
  });
}

/**
 * `PUT notes/order` with the character's active notes in their new order: shown at once; on
 * failure the toast of platform §8 and the server's order again.
 */
export function useReorderNotes(characterId: string) {
  const queryClient = useQueryClient();
  const key = noteKeys.list(characterId, 'active');
  return useMutation({
    mutationFn: (ordered: Note[]) =>
      api.call(reorderNotesCall, { body: { noteIds: ordered.map((note) => note.id) } }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Note[]>(key);
      queryClient.setQueryData<Note[]>(
        key,
        ordered.map((note, position) => ({ ...note, order_position: position })),
      );
      return { previous };
    },
    onSuccess: (saved) => {
      const byId = new Map(saved.map((note) => [note.id, withDraft(note)]));
      // Platform §4: after a reorder the list is sorted by order_position again.
      queryClient.setQueryData<Note[]>(key, (list) =>
        list ? sortNotes(list.map((note) => byId.get(note.id) ?? note)) : list,
      );
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void failureToast('order');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
