import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Note } from '@hearth/contract';

import { makeUser, mockApi } from '../../test/mockFetch.ts';
import { callDevice } from '../device/deviceClient.ts';
import { keptListKeys } from '../device/keptLists.ts';
import { flushOutbox } from '../outbox/outbox.ts';
import { outboxEntries, persistOutbox, resetOutboxStoreForTests } from '../outbox/outboxStore.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { migrateNoteDrafts } from './noteDraftMigration.ts';
import {
  noteSaveState,
  pendingNoteChanges,
  queueNoteUpdate,
  setNoteSaveHandlers,
  withDraft,
} from './noteDrafts.ts';
import { connectNoteDrafts, noteKeys } from './notes.ts';

const note = (overrides: Partial<Note> = {}): Note => ({
  id: 'n',
  character_id: '42',
  title: 'Log',
  content: 'Day 1',
  format: 'markdown',
  color: null,
  pinned: false,
  status: 'active',
  order_position: 0,
  version: 1,
  deleted_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const legacyDraft = (noteId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    noteId,
    characterId: '42',
    body: { content: `words of ${noteId}` },
    key: `key-${noteId}`,
    revision: 3,
    ...extra,
  });

beforeEach(() => {
  setToken('t');
  setCurrentUser(makeUser());
});

afterEach(() => {
  persistOutbox();
  window.localStorage.clear();
  resetOutboxStoreForTests();
  setNoteSaveHandlers(null);
});

describe('note.save commands', () => {
  it('merge a note’s changes into one entry, later changes winning, shown over the server copy', () => {
    queueNoteUpdate('n', '42', { content: 'Day 1, 2' });
    queueNoteUpdate('n', '42', { title: 'Journal' });
    queueNoteUpdate('n', '42', { content: 'Day 1, 2, 3' });
    expect(outboxEntries()).toMatchObject([
      {
        kind: 'note.save',
        target: 'n',
        characterId: '42',
        body: { content: 'Day 1, 2, 3', title: 'Journal' },
      },
    ]);
    expect(outboxEntries()[0]!.base).toBeUndefined();
    expect(withDraft(note())).toMatchObject({ title: 'Journal', content: 'Day 1, 2, 3' });
    expect(noteSaveState('n')).toBe('pending');
    expect(noteSaveState('other')).toBe('saved');
  });

  it('confirmed: the cache and the device’s copy of the list get the server’s note', async () => {
    const saved: Note[] = [];
    const api = mockApi({
      'PUT /api/notes/n': (call) => {
        const answer = { ...note(), ...(call.body as Partial<Note>), version: 2 };
        saved.push(answer);
        return { body: answer };
      },
    });
    await callDevice('storeKeptList', keptListKeys.notes('42', 'active'), [
      note(),
      note({ id: 'm' }),
    ]);
    const queryClient = new QueryClient();
    queryClient.setQueryData(noteKeys.list('42', 'active'), [note()]);
    connectNoteDrafts(queryClient);
    queueNoteUpdate('n', '42', { content: 'Saved words' });
    await flushOutbox();
    expect(api.callsTo('PUT /api/notes/n')[0]!.body).toEqual({ content: 'Saved words' });
    expect(noteSaveState('n')).toBe('saved');
    expect(queryClient.getQueryData<Note[]>(noteKeys.list('42', 'active'))![0]!.content).toBe(
      'Saved words',
    );
    await vi.waitFor(async () => {
      const kept = (await callDevice('readKeptList', keptListKeys.notes('42', 'active'))) as Note[];
      expect(kept.map((found) => [found.id, found.content])).toEqual([
        ['n', 'Saved words'],
        ['m', 'Day 1'],
      ]);
    });
  });

  it('offline then refused: kept on the device, then kept as refused with the failed state', async () => {
    let answer: 'network-error' | 'refuse' = 'network-error';
    mockApi({
      'PUT /api/notes/n': () =>
        answer === 'network-error'
          ? 'network-error'
          : { status: 400, body: { data: { code: 'VALIDATION', message: 'Title is required' } } },
    });
    const refused = vi.fn();
    setNoteSaveHandlers({ confirmed: vi.fn(), refused, discarded: vi.fn() });
    queueNoteUpdate('n', '42', { title: 'x' });
    await flushOutbox();
    expect(noteSaveState('n')).toBe('offline');
    expect(pendingNoteChanges('n')).toEqual({ title: 'x' });
    answer = 'refuse';
    await flushOutbox();
    expect(noteSaveState('n')).toBe('failed');
    expect(outboxEntries()).toMatchObject([{ status: 'refused', refusal: { code: 'VALIDATION' } }]);
    expect(refused).toHaveBeenCalledTimes(1);
    // A refused change is not shown as the note's text.
    expect(withDraft(note())).toEqual(note());
  });
});

describe('drafts of the old format (pending_note_<id>)', () => {
  it('move into the outbox once, keeping their request ids; the old keys go', () => {
    window.localStorage.setItem('pending_note_a', legacyDraft('a', { userId: 'u1' }));
    // From before accounts were noted: the signed-in account's.
    window.localStorage.setItem('pending_note_b', legacyDraft('b'));
    window.localStorage.setItem('pending_note_c', legacyDraft('c', { userId: 'u2' }));
    window.localStorage.setItem('pending_note_bad', '{not json');
    expect(migrateNoteDrafts()).toBe(3);
    expect(
      Object.keys(window.localStorage).filter((key) => key.startsWith('pending_note_')),
    ).toEqual([]);
    const entries = outboxEntries();
    expect(
      entries.map((entry) => [entry.id, entry.kind, entry.target, entry.userId, entry.body]),
    ).toEqual(
      expect.arrayContaining([
        ['key-a', 'note.save', 'a', 'u1', { content: 'words of a' }],
        ['key-b', 'note.save', 'b', 'u1', { content: 'words of b' }],
        ['key-c', 'note.save', 'c', 'u2', { content: 'words of c' }],
      ]),
    );
    expect(entries).toHaveLength(3);
    // Written to local storage at once, under the new keys.
    expect(
      Object.keys(window.localStorage).filter((key) => key.startsWith('pending_notedraft_')),
    ).toHaveLength(3);
    // Only the signed-in account's are its view.
    expect(pendingNoteChanges('c')).toBeNull();
    expect(pendingNoteChanges('a')).toEqual({ content: 'words of a' });
    expect(migrateNoteDrafts()).toBe(0);
    expect(outboxEntries()).toHaveLength(3);
  });

  it('without a signed-in account, a draft without one waits', () => {
    setCurrentUser(null);
    window.localStorage.setItem('pending_note_b', legacyDraft('b'));
    expect(migrateNoteDrafts()).toBe(0);
    expect(window.localStorage.getItem('pending_note_b')).not.toBeNull();
    setCurrentUser(makeUser());
    expect(migrateNoteDrafts()).toBe(1);
  });
});
