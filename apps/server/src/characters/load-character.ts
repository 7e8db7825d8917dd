import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { CharacterRow } from './characters-repository.ts';
import { charactersRepository } from './characters-repository.ts';
import type { CarriedItem } from './sheet-inputs.ts';
import { findSheetInputs } from './sheet-inputs.ts';

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
  return ownedBy(user, row);
}

/** {@link loadCharacterFor} for the sheet: the record and its carried stacks, read together. */
export async function loadSheetInputsFor(
  db: Database,
  user: { id: string },
  id: string,
): Promise<{ row: CharacterRow; carried: CarriedItem[] }> {
  const found = await findSheetInputs(db, id);
  ownedBy(user, found?.row ?? null);
  return found!;
}

function ownedBy(user: { id: string }, row: CharacterRow | null): CharacterRow {
  if (!row || row.userId !== user.id) throw new AppError('CHAR.NOT_FOUND');
  return row;
}
