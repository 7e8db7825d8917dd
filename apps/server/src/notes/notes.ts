import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type { CreateNoteBody, Note, NoteStatus, UpdateNoteBody } from '@hearth/contract';
import { NOTES_PER_CHARACTER_MAX } from '@hearth/contract';

import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { notes } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { NoteRow } from './load-note.ts';
import { loadNoteFor } from './load-note.ts';
import { storedContent } from './note-content.ts';
import { toNoteView } from './note-view.ts';

type User = { id: string };

/**
 * The list order (platform §2, §4): pinned notes first, then the user's order, then the most
 * recently changed; the id last so that the order never depends on the plan.
 */
export const NOTE_LIST_ORDER = [
  desc(notes.pinned),
  asc(notes.orderPosition),
  desc(notes.updatedAt),
  asc(notes.id),
];

/** One of the user's characters' notes of one status, in list order. */
export async function listNotes(
  db: Database,
  user: User,
  characterId: string,
  status: NoteStatus,
): Promise<Note[]> {
  const character = await loadCharacterFor(db, user, characterId);
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.characterId, character.id), eq(notes.status, status)))
    .orderBy(...NOTE_LIST_ORDER);
  return rows.map(toNoteView);
}

/** Creates a note for one of the user's characters, placed after all its others. */
export async function createNote(
  db: Database,
  user: User,
  body: z.output<typeof CreateNoteBody>,
  now: Date,
): Promise<Note> {
  // Locked: the count and the last position stay true until this note is in, so two notes
  // created at once neither pass the cap together nor take the same place.
  const character = await loadCharacterFor(db, user, body.character_id, { lock: true });
  const [stats] = await db
    .select({ notes: count(), last: max(notes.orderPosition) })
    .from(notes)
    .where(eq(notes.characterId, character.id));
  if ((stats?.notes ?? 0) >= NOTES_PER_CHARACTER_MAX) {
    throw new AppError(
      'CONFLICT',
      `A character can keep at most ${NOTES_PER_CHARACTER_MAX} notes, deleted ones included: delete some for good first`,
    );
  }
  const [row] = await db
    .insert(notes)
    .values({
      characterId: character.id,
      title: body.title,
      content: storedContent(body.content, body.format),
      format: body.format,
      color: body.color ?? null,
      pinned: body.pinned,
      orderPosition: (stats?.last ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toNoteView(row!);
}

/** The status change `to` asks for, with its deletion time; nothing when it is already so. */
function statusChange(note: NoteRow, to: NoteStatus | undefined, now: Date): Partial<NoteRow> {
  if (to === undefined || to === note.status) return {};
  return to === 'deleted' ? { status: to, deletedAt: now } : { status: to, deletedAt: null };
}

/**
 * Changes a note. Its content is cleaned again whenever it ends up html: a markdown note
 * switched to html with no new content would otherwise show its raw text as markup.
 */
export async function updateNote(
  db: Database,
  user: User,
  id: string,
  changes: z.output<typeof UpdateNoteBody>,
  now: Date,
): Promise<Note> {
  const note = await loadNoteFor(db, user, id, { lock: true });
  const format = changes.format ?? note.format;
  const values: Partial<NoteRow> = statusChange(note, changes.status, now);
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.color !== undefined) values.color = changes.color;
  if (changes.pinned !== undefined) values.pinned = changes.pinned;
  if (changes.content !== undefined) {
    values.content = storedContent(changes.content, format);
    values.format = format;
  } else if (format !== note.format) {
    values.content = storedContent(note.content, format, 'body.format');
    values.format = format;
  }
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: now, version: sql`${notes.version} + 1` })
    .where(eq(notes.id, note.id))
    .returning();
  return toNoteView(row!);
}

/**
 * Deletes a note: softly (status deleted, restorable with its content) or for good. Deleting a
 * deleted note softly again changes nothing, so a retried delete keeps the first time.
 */
export async function deleteNote(
  db: Database,
  user: User,
  id: string,
  soft: boolean,
  now: Date,
): Promise<{ id: string; note: Note | null }> {
  const note = await loadNoteFor(db, user, id, { lock: true });
  if (!soft) {
    await db.delete(notes).where(eq(notes.id, note.id));
    return { id: note.id, note: null };
  }
  if (note.status === 'deleted') return { id: note.id, note: toNoteView(note) };
  const [row] = await db
    .update(notes)
    .set({
      status: 'deleted',
      deletedAt: now,
      updatedAt: now,
      version: sql`${notes.version} + 1`,
    })
    .where(eq(notes.id, note.id))
    .returning();
  return { id: note.id, note: toNoteView(row!) };
}
