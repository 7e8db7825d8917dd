import { beforeAll, describe, expect, it } from 'vitest';

import type { Note } from '@hearth/contract';

import { json } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createNote, dataOf, errorOf, fourRoles } from './notes-test-kit.ts';

/**
 * Notes are private (platform §6: a character is only its owner's): on every notes call the
 * owner succeeds; a player sharing a campaign with the owner and a stranger get exactly what a
 * missing note or character answers; no one signed in gets 401. Nothing they try changes a note.
 */

const ctx = useTestApp();
const app = () => ctx.app;
const call = caller(app);
let roles: Awaited<ReturnType<typeof fourRoles>>;
let note: Note;
let second: Note;

beforeAll(async () => {
  roles = await fourRoles(ctx, 'access');
  note = await createNote(app, roles.owner, {
    character_id: roles.character.id,
    title: 'The mill',
    content: 'It burned on the night of the fair.',
  });
  second = await createNote(app, roles.owner, { character_id: roles.character.id, title: 'Debts' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  name: string;
  method: Method;
  url: (noteId: string) => string;
  payload?: (noteId: string) => Record<string, unknown>;
  /** What the owner gets. */
  ownerStatus: number;
  /** The code a non-owner gets: the character's 404 when it names the character. */
  refusal: 'CHAR.NOT_FOUND' | 'NOT_FOUND';
}

const ROUTES: readonly Route[] = [
  {
    name: 'GET notes',
    method: 'GET',
    url: () => `/api/notes?character_id=${roles.character.id}`,
    ownerStatus: 200,
    refusal: 'CHAR.NOT_FOUND',
  },
  {
    name: 'POST notes',
    method: 'POST',
    url: () => '/api/notes',
    payload: () => ({ character_id: roles.character.id, title: 'Planted' }),
    ownerStatus: 201,
    refusal: 'CHAR.NOT_FOUND',
  },
  {
    name: 'GET notes/{id}',
    method: 'GET',
    url: (id) => `/api/notes/${id}`,
    ownerStatus: 200,
    refusal: 'NOT_FOUND',
  },
  {
    name: 'PUT notes/{id}',
    method: 'PUT',
    url: (id) => `/api/notes/${id}`,
    payload: () => ({ title: 'Rewritten', pinned: true }),
    ownerStatus: 200,
    refusal: 'NOT_FOUND',
  },
  {
    name: 'PUT notes/{id} (restore)',
    method: 'PUT',
    url: (id) => `/api/notes/${id}`,
    payload: () => ({ status: 'active' }),
    ownerStatus: 200,
    refusal: 'NOT_FOUND',
  },
  {
    name: 'PUT notes/order',
    method: 'PUT',
    url: () => '/api/notes/order',
    payload: (id) => ({
      noteIds: [id, second.id].filter((value, i, all) => all.indexOf(value) === i),
    }),
    ownerStatus: 200,
    refusal: 'NOT_FOUND',
  },
  {
    name: 'DELETE notes/{id} (soft, in the body)',
    method: 'DELETE',
    url: (id) => `/api/notes/${id}`,
    payload: () => ({ soft: true }),
    ownerStatus: 200,
    refusal: 'NOT_FOUND',
  },
  {
    name: 'DELETE notes/{id} (for good, in the query)',
    method: 'DELETE',
    url: (id) => `/api/notes/${id}?soft=false`,
    ownerStatus: 200,
    refusal: 'NOT_FOUND',
  },
];

const send = (route: Route, token: string | undefined, noteId: string) =>
  ctx.app.inject({
    method: route.method,
    url: route.url(noteId),
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(route.payload ? { payload: route.payload(noteId) } : {}),
  });

/** Every note of the character, active and deleted, as its owner sees them. */
const everything = async () => {
  const list = async (status: string) =>
    dataOf<Note[]>(
      await call(
        'GET',
        `/api/notes?character_id=${roles.character.id}&status=${status}`,
        roles.owner,
      ),
    );
  return [...(await list('active')), ...(await list('deleted'))];
};

describe.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  it('answers 401 to no one signed in, and changes nothing', async () => {
    const before = await everything();
    const response = await send(route, undefined, note.id);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('FAILED_AUTHENTICATION');
    expect(await everything()).toEqual(before);
  });

  it.each(['member', 'stranger'] as const)(
    'answers the %s exactly as a missing note or character, and changes nothing',
    async (role) => {
      const before = await everything();
      const response = await send(route, roles[role], note.id);
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).code).toBe(route.refusal);
      if (route.refusal === 'NOT_FOUND') {
        // Someone else's note and no note at all cannot be told apart.
        const missing = await send(route, roles[role], 'no-such-note');
        expect(response.json()).toEqual(missing.json());
        expect(errorOf(response).message).toBe('Note not found');
      }
      expect(await everything()).toEqual(before);
    },
  );

  it('lets the owner', async () => {
    // Each owner call works on a note of its own, so that deleting one for good spoils no other.
    const own = await createNote(app, roles.owner, {
      character_id: roles.character.id,
      title: `For ${route.name}`,
    });
    const response = await send(route, roles.owner, own.id);
    expect(response.statusCode, response.body).toBe(route.ownerStatus);
  });
});
