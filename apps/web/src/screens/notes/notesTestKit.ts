import { onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

import type { Note } from '@hearth/contract';

import { getToasts } from '../../components/toast/toastStore.ts';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

let counter = 0;

export function makeNote(overrides: Partial<Note> & { title: string }): Note {
  counter += 1;
  return {
    id: `n${counter}`,
    character_id: '42',
    content: '',
    format: 'markdown',
    color: null,
    pinned: false,
    status: 'active',
    order_position: counter,
    version: 1,
    deleted_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Routes = Parameters<typeof mockApi>[0];

/**
 * Opens `path` as a signed-in user whose active character (id 42) has `notes`. The mocked
 * server keeps the notes and answers the notes calls as the real one does (list by status,
 * update, soft and hard delete, reorder); `routes` adds or overrides answers.
 */
export function openNotes(
  notes: Note[],
  { path = '/notes', routes = {} }: { path?: string; routes?: Routes } = {},
) {
  const character = makeCharacter();
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter(character.id);
  let stored = [...notes];
  const find = (id: string) => stored.find((note) => note.id === id);
  const save = (note: Note) => {
    stored = stored.map((found) => (found.id === note.id ? note : found));
    return note;
  };
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    [`GET /api/characters/${character.id}`]: { body: character },
    'GET /api/characters/user/u1': { body: [character] },
    'POST /api/notes': (call) => {
      const body = call.body as Partial<Note>;
      const note = makeNote({ title: body.title!, color: body.color ?? null, id: 'created' });
      stored.push(note);
      return { status: 201, body: note };
    },
    'PUT /api/notes/order': (call) => {
      const ids = (call.body as { noteIds: string[] }).noteIds;
      return {
        body: ids.map((id, position) => save({ ...find(id)!, order_position: position })),
      };
    },
    ...Object.fromEntries(
      notes.flatMap((note) => [
        [`GET /api/notes/${note.id}`, () => ({ body: find(note.id) })],
        [
          `PUT /api/notes/${note.id}`,
          (call: MockCall) => {
            const body = call.body as Partial<Note>;
            const current = find(note.id)!;
            return {
              body: save({
                ...current,
                ...body,
                ...(body.status === 'active' ? { deleted_at: null } : {}),
                version: current.version + 1,
              }),
            };
          },
        ],
        [
          `DELETE /api/notes/${note.id}`,
          (call: MockCall) => {
            const soft = (call.body as { soft?: boolean } | undefined)?.soft !== false;
            if (!soft) {
              stored = stored.filter((found) => found.id !== note.id);
              return { body: { id: note.id, note: null } };
            }
            const deleted = save({
              ...find(note.id)!,
              status: 'deleted',
              deleted_at: '2026-11-25T10:00:00.000Z',
            });
            return { body: { id: note.id, note: deleted } };
          },
        ],
      ]),
    ),
    ...routes,
  });
  // The list is asked for by status in the query string, which the mock's keys leave out.
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/notes' && (init?.method ?? 'GET') === 'GET') {
      api.calls.push({
        method: 'GET',
        path: url.pathname + url.search,
        body: undefined,
        headers: {},
      });
      const override = routes['GET /api/notes'];
      if (override === 'network-error') throw new TypeError('Failed to fetch');
      const status = url.searchParams.get('status') ?? 'active';
      return Response.json({
        data: stored.filter(
          (note) =>
            note.character_id === url.searchParams.get('character_id') && note.status === status,
        ),
      });
    }
    return answer(input, init);
  });
  // A test before may have left the connection down (our monitor and TanStack's own, which
  // follows the window's events): the health answer above brings it back.
  onlineManager.setOnline(true);
  void onlineStatus.check();
  const view = renderApp(path);
  return { ...view, api, notes: () => stored };
}

/** The messages of the toasts on screen now. */
export const toastMessages = () => getToasts().map((toast) => toast.message);

/**
 * Runs fake timers only for the debounce (setTimeout and the clock the outbox measures it by),
 * so promises and React still run.
 */
export function fakeDebounceTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/**
 * Waits for `check` to pass while the debounce's timers stay still: the outbox sends after a few
 * promise turns, not at once, and no debounce may run out meanwhile.
 */
export async function whileTimersStill(check: () => void, turns = 500): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn >= turns) throw error;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
