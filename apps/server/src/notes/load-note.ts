import { eq } from 'drizzle-orm';

import type { Database } from '../db/index.ts';
import { characters, notes } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export type NoteRow = typeof notes.$inferSelect;

/** What a stranger, a fellow campaign member and a missing note all hear. */
export const noteNotFound = () => new AppError('NOT_FOUND', 'Note not found');

/**
 * The one place a note's ownership is checked: notes are private, so only the owner of the
 * note's character may read or change it. Anyone else (a fellow campaign member included)
 * gets the same 'Note not found' as for a note that does not exist, so nothing leaks. `lock`
 * holds the row for the rest of the transaction (updates and deletes queue up on it).
 */
export async function loadNoteFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<NoteRow> {
  const query = db
    .select({ note: notes, owner: characters.userId })
    .from(notes)
    .innerJoin(characters, eq(characters.id, notes.characterId))
    .where(eq(notes.id, id));
  const [row] = options.lock ? await query.for('update', { of: notes }) : await query;
  if (!row || row.owner !== user.id) throw noteNotFound();
  return row.note;
}
