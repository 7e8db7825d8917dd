import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Character, Note } from '@hearth/contract';
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, NOTES_PER_CHARACTER_MAX } from '@hearth/contract';

import { notes } from '../../db/schema/index.ts';
import { signUp, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createCharacter, createNote, dataOf, errorOf } from './notes-test-kit.ts';

const clock = testClock();
const ctx = useTestApp({ build: { now: clock.now } });
const app = () => ctx.app;
const call = caller(app);
let alice: string;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'scribe@example.com');
});

const list = async (character: Character, status?: 'active' | 'deleted') =>
  dataOf<Note[]>(
    await call(
      'GET',
      `/api/notes?character_id=${character.id}${status ? `&status=${status}` : ''}`,
      alice,
    ),
  );
const titles = async (character: Character, status?: 'active' | 'deleted') =>
  (await list(character, status)).map((note) => note.title);

describe('creating and reading notes', () => {
  it('creates a markdown note with a trimmed title, placed after the others', async () => {
    const character = await createCharacter(app, alice);
    const created = await call('POST', '/api/notes', alice, {
      character_id: character.id,
      title: '  Rumours ',
      content: '# The mill\n\n*burned* <b>at night</b>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const first = dataOf<Note>(created);
    expect(first).toMatchObject({
      character_id: character.id,
      title: 'Rumours',
      // Markdown is stored as written: the client renders it escaping any html.
      content: '# The mill\n\n*burned* <b>at night</b>',
      format: 'markdown',
      color: null,
      pinned: false,
      status: 'active',
      order_position: 0,
      version: 1,
      deleted_at: null,
    });
    const second = await createNote(app, alice, {
      character_id: character.id,
      title: 'Debts',
      color: '#A0B1C2',
      pinned: false,
    });
    expect(second).toMatchObject({ order_position: 1, color: '#a0b1c2', content: '' });
    const third = await createNote(app, alice, {
      character_id: character.id,
      title: 'Allies',
      color: 'teal',
    });
    expect(third.order_position).toBe(2);
    const read = await call('GET', `/api/notes/${first.id}`, alice);
    expect(read.statusCode).toBe(200);
    expect(dataOf<Note>(read)).toEqual(first);
    expect(await titles(character)).toEqual(['Rumours', 'Debts', 'Allies']);
  });

  it('refuses what is not a note, naming the field, and stores nothing', async () => {
    const character = await createCharacter(app, alice);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ character_id: character.id }, 'body.title'],
      [{ character_id: character.id, title: '   ' }, 'body.title', 'Title is required'],
      [
        { character_id: character.id, title: 'x'.repeat(NOTE_TITLE_MAX + 1) },
        'body.title',
        `Title must be at most ${NOTE_TITLE_MAX} characters`,
      ],
      [
        { character_id: character.id, title: 'Long', content: 'x'.repeat(NOTE_CONTENT_MAX + 1) },
        'body.content',
        `Content must be at most ${NOTE_CONTENT_MAX} characters`,
      ],
      [{ character_id: character.id, title: 'Rich', format: 'rtf' }, 'body.format'],
      [{ character_id: character.id, title: 'Tinted', color: 'chartreuse' }, 'body.color'],
      [{ character_id: character.id, title: 'Tinted', color: '#abc' }, 'body.color'],
      [{ character_id: character.id, title: 'Tinted', color: 'red; x' }, 'body.color'],
      [{ character_id: character.id, title: 'Extra', status: 'deleted' }, 'body'],
      [{ title: 'Orphan' }, 'body.character_id'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await call('POST', '/api/notes', alice, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION');
      expect(error.details?.fields?.[0]?.path, JSON.stringify(payload)).toBe(path);
      if (message) expect(error.details?.fields?.[0]?.message).toBe(message);
    }
    expect(await titles(character)).toEqual([]);
  });

  it('takes content exactly at the limit', async () => {
    const character = await createCharacter(app, alice);
    const note = await createNote(app, alice, {
      character_id: character.id,
      title: 'Saga',
      content: 'x'.repeat(NOTE_CONTENT_MAX),
    });
    expect(note.content).toHaveLength(NOTE_CONTENT_MAX);
  });

  it('answers CHAR.NOT_FOUND for a character that does not exist', async () => {
    const created = await call('POST', '/api/notes', alice, {
      character_id: 'no-such-character',
      title: 'Lost',
    });
    expect(created.statusCode).toBe(404);
    expect(errorOf(created).code).toBe('CHAR.NOT_FOUND');
    const listed = await call('GET', '/api/notes?character_id=no-such-character', alice);
    expect(listed.statusCode).toBe(404);
    expect(errorOf(listed).code).toBe('CHAR.NOT_FOUND');
    const missing = await call('GET', '/api/notes/no-such-note', alice);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'Note not found' });
  });

  it('refuses a list without a character or with an unknown status', async () => {
    const character = await createCharacter(app, alice);
    expect((await call('GET', '/api/notes', alice)).statusCode).toBe(400);
    const status = await call('GET', `/api/notes?character_id=${character.id}&status=all`, alice);
    expect(status.statusCode).toBe(400);
    expect(errorOf(status).details?.fields?.[0]?.path).toBe('query.status');
  });

  it('creates one note for a request retried with the same Idempotency-Key', async () => {
    const character = await createCharacter(app, alice);
    const payload = { character_id: character.id, title: 'Offline thought' };
    const headers = { 'idempotency-key': 'note-create-1' };
    const first = await call('POST', '/api/notes', alice, payload, headers);
    const again = await call('POST', '/api/notes', alice, payload, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(dataOf<Note>(again).id).toBe(dataOf<Note>(first).id);
    expect(await titles(character)).toEqual(['Offline thought']);
  });
});

describe('at the same moment', () => {
  it('gives notes created together each its own place', async () => {
    const character = await createCharacter(app, alice);
    const created = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((title) =>
        call('POST', '/api/notes', alice, { character_id: character.id, title }),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const positions = (await list(character)).map((note) => note.order_position);
    expect(positions).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('changing notes', () => {
  it('changes title, content, colour and pin; each write counts a version', async () => {
    const character = await createCharacter(app, alice);
    const note = await createNote(app, alice, {
      character_id: character.id,
      title: 'Draft',
      color: 'red',
    });
    clock.advance(1000);
    const changed = await call('PUT', `/api/notes/${note.id}`, alice, {
      title: ' Final ',
      content: 'Written out.',
      color: null,
      pinned: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = dataOf<Note>(changed);
    expect(after).toMatchObject({
      id: note.id,
      title: 'Final',
      content: 'Written out.',
      color: null,
      pinned: true,
      version: 2,
      order_position: note.order_position,
      created_at: note.created_at,
    });
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(note.updated_at));
    // Fields left out are left alone.
    const recoloured = dataOf<Note>(
      await call('PUT', `/api/notes/${note.id}`, alice, { color: 'Purple' }),
    );
    expect(recoloured).toMatchObject({ title: 'Final', content: 'Written out.', color: 'purple' });
    expect(recoloured.version).toBe(3);
  });

  it('refuses an empty change, a blank title and unknown fields, changing nothing', async () => {
    const character = await createCharacter(app, alice);
    const note = await createNote(app, alice, { character_id: character.id, title: 'Kept' });
    for (const payload of [
      {},
      { title: '' },
      { content: 'x'.repeat(NOTE_CONTENT_MAX + 1) },
      { order_position: 4 },
      { status: 'archived' },
    ]) {
      const response = await call('PUT', `/api/notes/${note.id}`, alice, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(dataOf<Note>(await call('GET', `/api/notes/${note.id}`, alice))).toEqual(note);
  });
});

describe('the list order', () => {
  it('lists pinned notes first, then by order position, then the latest changed', async () => {
    const character = await createCharacter(app, alice);
    const a = await createNote(app, alice, { character_id: character.id, title: 'A' });
    const b = await createNote(app, alice, { character_id: character.id, title: 'B' });
    const c = await createNote(app, alice, { character_id: character.id, title: 'C' });
    expect(await titles(character)).toEqual(['A', 'B', 'C']);
    await call('PUT', `/api/notes/${c.id}`, alice, { pinned: true });
    expect(await titles(character)).toEqual(['C', 'A', 'B']);
    // At the same position, the one changed last comes first.
    await ctx.app.database.db
      .update(notes)
      .set({ orderPosition: 7 })
      .where(eq(notes.characterId, character.id));
    clock.advance(1000);
    await call('PUT', `/api/notes/${b.id}`, alice, { content: 'touched' });
    expect(await titles(character)).toEqual(['C', 'B', 'A']);
    clock.advance(1000);
    await call('PUT', `/api/notes/${a.id}`, alice, { content: 'touched too' });
    expect(await titles(character)).toEqual(['C', 'A', 'B']);
  });
});

describe('reordering notes', () => {
  it('gives the notes positions in the order named and lists them so', async () => {
    const character = await createCharacter(app, alice);
    const [a, b, c] = [
      await createNote(app, alice, { character_id: character.id, title: 'A' }),
      await createNote(app, alice, { character_id: character.id, title: 'B' }),
      await createNote(app, alice, { character_id: character.id, title: 'C' }),
    ];
    const reordered = await call('PUT', '/api/notes/order', alice, {
      noteIds: [c!.id, a!.id, b!.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      dataOf<Note[]>(reordered).map((note) => [note.title, note.order_position, note.version]),
    ).toEqual([
      ['C', 0, 2],
      ['A', 1, 2],
      ['B', 2, 2],
    ]);
    expect(await titles(character)).toEqual(['C', 'A', 'B']);
    // A new note still goes last.
    await createNote(app, alice, { character_id: character.id, title: 'D' });
    expect(await titles(character)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('refuses duplicates, an empty list, notes of two characters and a missing note, changing nothing', async () => {
    const character = await createCharacter(app, alice);
    const other = await createCharacter(app, alice);
    const a = await createNote(app, alice, { character_id: character.id, title: 'A' });
    const b = await createNote(app, alice, { character_id: character.id, title: 'B' });
    const elsewhere = await createNote(app, alice, { character_id: other.id, title: 'X' });
    const cases: [unknown[], number, string][] = [
      [[b.id, a.id, b.id], 400, 'Each note may be named only once'],
      [[], 400, ''],
      [[b.id, elsewhere.id, a.id], 400, 'All notes must be notes of one character'],
      [[b.id, 'no-such-note', a.id], 404, ''],
    ];
    for (const [noteIds, status, message] of cases) {
      const response = await call('PUT', '/api/notes/order', alice, { noteIds });
      expect(response.statusCode, JSON.stringify(noteIds)).toBe(status);
      if (message) {
        expect(errorOf(response).details?.fields?.[0]).toEqual({ path: 'body.noteIds', message });
      }
    }
    expect(await titles(character)).toEqual(['A', 'B']);
    expect((await list(character)).map((note) => note.version)).toEqual([1, 1]);
    expect((await list(other))[0]).toEqual(elsewhere);
  });
});

describe('deleting and restoring', () => {
  it('deletes softly by default, keeps the content, and restores with status active', async () => {
    const character = await createCharacter(app, alice);
    const note = await createNote(app, alice, {
      character_id: character.id,
      title: 'Secret',
      content: 'The key is under the mat.',
    });
    const deleted = await call('DELETE', `/api/notes/${note.id}`, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = dataOf<{ id: string; note: Note }>(deleted);
    expect(gone.id).toBe(note.id);
    expect(gone.note).toMatchObject({ status: 'deleted', content: 'The key is under the mat.' });
    expect(gone.note.deleted_at).not.toBeNull();
    expect(await titles(character)).toEqual([]);
    expect(await titles(character, 'deleted')).toEqual(['Secret']);
    // Deleting softly again keeps the first deletion.
    const again = dataOf<{ note: Note }>(
      await call('DELETE', `/api/notes/${note.id}`, alice, { soft: true }),
    );
    expect(again.note.deleted_at).toBe(gone.note.deleted_at);

    const restored = await call('PUT', `/api/notes/${note.id}`, alice, { status: 'active' });
    expect(restored.statusCode).toBe(200);
    expect(dataOf<Note>(restored)).toMatchObject({
      status: 'active',
      deleted_at: null,
      content: 'The key is under the mat.',
      order_position: note.order_position,
    });
    expect(await titles(character)).toEqual(['Secret']);
    expect(await titles(character, 'deleted')).toEqual([]);
  });

  it.each([
    ['in the body', '', { soft: false }],
    ['in the query string', '?soft=false', undefined],
  ])('deletes for good with soft false %s', async (_where, query, payload) => {
    const character = await createCharacter(app, alice);
    const note = await createNote(app, alice, { character_id: character.id, title: 'Burn' });
    const deleted = await call('DELETE', `/api/notes/${note.id}${query}`, alice, payload);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(dataOf<unknown>(deleted)).toEqual({ id: note.id, note: null });
    expect((await call('GET', `/api/notes/${note.id}`, alice)).statusCode).toBe(404);
    expect(await titles(character, 'deleted')).toEqual([]);
    expect((await call('DELETE', `/api/notes/${note.id}`, alice)).statusCode).toBe(404);
  });

  it('takes soft from the query string too, and refuses a body and query that disagree', async () => {
    const character = await createCharacter(app, alice);
    const note = await createNote(app, alice, { character_id: character.id, title: 'Maybe' });
    const clash = await call('DELETE', `/api/notes/${note.id}?soft=true`, alice, { soft: false });
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash).details?.fields?.[0]?.path).toBe('body.soft');
    const bogus = await call('DELETE', `/api/notes/${note.id}?soft=maybe`, alice);
    expect(bogus.statusCode).toBe(400);
    expect(await titles(character)).toEqual(['Maybe']);
    const soft = await call('DELETE', `/api/notes/${note.id}?soft=true`, alice);
    expect(dataOf<{ note: Note }>(soft).note.status).toBe('deleted');
  });
});

describe('the cap on notes', () => {
  it(`refuses a note past ${NOTES_PER_CHARACTER_MAX}, deleted ones counted, until one is deleted for good`, async () => {
    const character = await createCharacter(app, alice);
    await ctx.app.database.db.insert(notes).values(
      Array.from({ length: NOTES_PER_CHARACTER_MAX }, (_, index) => ({
        characterId: character.id,
        title: `Note ${index}`,
        orderPosition: index,
        status: index === 0 ? ('deleted' as const) : ('active' as const),
      })),
    );
    const refused = await call('POST', '/api/notes', alice, {
      character_id: character.id,
      title: 'One too many',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain(`at most ${NOTES_PER_CHARACTER_MAX} notes`);
    const [deleted] = await list(character, 'deleted');
    await call('DELETE', `/api/notes/${deleted!.id}?soft=false`, alice);
    const accepted = await call('POST', '/api/notes', alice, {
      character_id: character.id,
      title: 'Room again',
    });
    expect(accepted.statusCode).toBe(201);
    expect(dataOf<Note>(accepted).order_position).toBe(NOTES_PER_CHARACTER_MAX);
  });
});
