import { count, eq, max, sql } from 'drizzle-orm';

import type { CharacterBeast, CharacterBeastType } from '@hearth/contract';
import { MAX_BEASTS_PER_CHARACTER } from '@hearth/contract';

import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { characterBeasts } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { toCharacterBeastView } from './character-beast-view.ts';

/** A bestiary entry, as far as adding it needs: read from the catalogue before the transaction. */
export interface BestiaryBeast {
  id: string;
  title: string;
}

const TYPE_WORDS: Record<CharacterBeastType, string> = {
  wildshape: 'a wild shape',
  companion: 'a companion',
  familiar: 'a familiar',
  summon: 'a summon',
  mount: 'a mount',
};

/**
 * Adds a bestiary beast to one of the user's characters, last in its sort order and inactive.
 * The same beast with the same type twice is refused (409): the list would show it twice for
 * no purpose, and a client that repeats an add by mistake hears about it instead of growing
 * the list (retries of the same request are an Idempotency-Key's job). A beast may be both a
 * wild shape and, say, a companion.
 */
export async function addCharacterBeast(
  db: Database,
  user: { id: string },
  characterId: string,
  add: { beast: BestiaryBeast; type: CharacterBeastType; notes: string },
  now: Date,
): Promise<CharacterBeast> {
  // Locked: adds and changes of one character's beasts run one at a time, so the duplicate
  // check, the cap and the next sort order hold when two adds arrive together.
  const character = await loadCharacterFor(db, user, characterId, { lock: true });
  const [held] = await db
    .select({
      count: count(),
      last: max(characterBeasts.sortOrder),
      duplicate: sql<boolean>`coalesce(bool_or(${characterBeasts.beastId} = ${add.beast.id} and ${characterBeasts.type} = ${add.type}), false)`,
    })
    .from(characterBeasts)
    .where(eq(characterBeasts.characterId, character.id));
  if (held?.duplicate) {
    throw new AppError('CONFLICT', `${add.beast.title} is already ${TYPE_WORDS[add.type]}`);
  }
  if ((held?.count ?? 0) >= MAX_BEASTS_PER_CHARACTER) {
    throw new AppError(
      'CONFLICT',
      `A character can keep at most ${MAX_BEASTS_PER_CHARACTER} beasts: remove one first`,
    );
  }
  const [row] = await db
    .insert(characterBeasts)
    .values({
      characterId: character.id,
      beastId: add.beast.id,
      type: add.type,
      notes: add.notes,
      sortOrder: (held?.last ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toCharacterBeastView(row!);
}
