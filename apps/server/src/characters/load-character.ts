import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { CharacterRow } from './characters-repository.ts';
import { charactersRepository } from './characters-repository.ts';

/**
 * The one place a character's ownership is checked: a character that does not exist and one
 * of another user answer the same CHAR.NOT_FOUND, so nothing about others' characters leaks.
 * `lock` holds the row for the rest of the transaction (updates, deletes).
 */
export async function loadCharacterFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<CharacterRow> {
  const row = options.lock
    ? await charactersRepository.findForUpdate(db, id)
    : await charactersRepository.find(db, id);
  if (!row || row.userId !== user.id) throw new AppError('CHAR.NOT_FOUND');
  return row;
}
