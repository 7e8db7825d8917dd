import { eq } from 'drizzle-orm';

import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { characterBeasts, characters } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import type { CharacterBeastRow } from './character-beast-view.ts';

const notFound = () => new AppError('NOT_FOUND', 'Beast not found');

/**
 * The one place a character beast's ownership is checked: it must belong to one of the user's
 * characters; a missing one and another user's answer the same 'Beast not found'.
 *
 * `lock` takes the character's row lock (the one adding a beast takes too) before reading the
 * beast again: every change to a character's beasts then runs one at a time, so two
 * activations of the same type cannot both pass the "deactivate the others" step, and a
 * beast deleted meanwhile answers 404 rather than updating nothing.
 */
export async function loadCharacterBeastFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<CharacterBeastRow> {
  const [found] = await db
    .select({ beast: characterBeasts, owner: characters.userId })
    .from(characterBeasts)
    .innerJoin(characters, eq(characters.id, characterBeasts.characterId))
    .where(eq(characterBeasts.id, id));
  if (!found || found.owner !== user.id) throw notFound();
  if (!options.lock) return found.beast;
  await loadCharacterFor(db, user, found.beast.characterId, { lock: true }).catch(
    (error: unknown) => {
      // The character went (with its beasts) between the two reads.
      throw error instanceof AppError && error.code === 'CHAR.NOT_FOUND' ? notFound() : error;
    },
  );
  const [locked] = await db.select().from(characterBeasts).where(eq(characterBeasts.id, id));
  if (!locked) throw notFound();
  return locked;
}
