import { asc, desc, eq } from 'drizzle-orm';

import type { CharacterBeast } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { characterBeasts } from '../db/schema/index.ts';

export type CharacterBeastRow = typeof characterBeasts.$inferSelect;

export function toCharacterBeastView(row: CharacterBeastRow): CharacterBeast {
  return {
    id: row.id,
    character_id: row.characterId,
    beast_id: row.beastId,
    type: row.type,
    notes: row.notes,
    active: row.active,
    pin: row.pin,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A character's beasts in the order the beasts screen shows them: pinned first, then by the
 * player's sort order, then in the order they were added. One indexed query, so the sheet can
 * read the active wild shape from it cheaply.
 */
export async function beastsOfCharacter(
  db: Database,
  characterId: string,
): Promise<CharacterBeast[]> {
  const rows = await db
    .select()
    .from(characterBeasts)
    .where(eq(characterBeasts.characterId, characterId))
    .orderBy(
      desc(characterBeasts.pin),
      asc(characterBeasts.sortOrder),
      asc(characterBeasts.createdAt),
      asc(characterBeasts.id),
    );
  return rows.map(toCharacterBeastView);
}
