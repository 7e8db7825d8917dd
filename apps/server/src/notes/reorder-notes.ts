import { eq, inArray, sql } from 'drizzle-orm';

import type { Note } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { characters, notes } from '../db/schema/index.ts';
import { invalidField } from '../errors/app-error.ts';
import { noteNotFound } from './load-note.ts';
import { toNoteView } from './note-view.ts';

/**
 * Gives the named notes order positions 0, 1, 2… in the order named, in one statement. They
 * must all be notes of one of the user's characters: a note that is missing or someone else's
 * answers 'Note not found' (as loadNoteFor does), notes of two characters are refused, and
 * nothing changes unless everything can. Notes left out keep their positions.
 */
export async function reorderNotes(
  db: Database,
  user: { id: string },
  noteIds: readonly string[],
  now: Date,
): Promise<Note[]> {
  if (new Set(noteIds).size !== noteIds.length) {
    throw invalidField('body.noteIds', 'Each note may be named only once');
  }
  // Locked in id order, the same for every reorder, so two reorders cannot deadlock.
  const found = await db
    .select({ id: notes.id, characterId: notes.characterId, owner: characters.userId })
    .from(notes)
    .innerJoin(characters, eq(characters.id, notes.characterId))
    .where(inArray(notes.id, [...noteIds]))
    .orderBy(notes.id)
    .for('update', { of: notes });
  if (found.length !== noteIds.length || found.some((row) => row.owner !== user.id)) {
    throw noteNotFound();
  }
  if (new Set(found.map((row) => row.characterId)).size > 1) {
    throw invalidField('body.noteIds', 'All notes must be notes of one character');
  }
  const position = sql.join(
    noteIds.map((id, index) => sql`when ${id} then ${index}::integer`),
    sql` `,
  );
  const rows = await db
    .update(notes)
    .set({
      orderPosition: sql`case ${notes.id} ${position} end`,
      updatedAt: now,
      version: sql`${notes.version} + 1`,
    })
    .where(inArray(notes.id, [...noteIds]))
    .returning();
  return rows.sort((a, b) => a.orderPosition - b.orderPosition).map(toNoteView);
}
