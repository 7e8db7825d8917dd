import { and, eq, ne, sql } from 'drizzle-orm';

import type { CharacterBeast, UpdateCharacterBeastBody } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { characterBeasts } from '../db/schema/index.ts';
import type { CharacterBeastRow } from './character-beast-view.ts';
import { toCharacterBeastView } from './character-beast-view.ts';
import { loadCharacterBeastFor } from './load-character-beast.ts';

type Changes = Omit<UpdateCharacterBeastBody, 'id'>;

/**
 * Activates, pins, annotates, reorders or retypes a character's beast. A beast that is active
 * afterwards (activated, or retyped while active) first deactivates the character's other
 * active beast of its type (platform §4), in the same transaction, so the one-active-per-type
 * index never sees two.
 */
export async function updateCharacterBeast(
  db: Database,
  user: { id: string },
  id: string,
  changes: Changes,
  now: Date,
): Promise<CharacterBeast> {
  const beast = await loadCharacterBeastFor(db, user, id, { lock: true });
  const type = changes.type ?? beast.type;
  const active = changes.active ?? beast.active;
  // Already active in this type: the index guarantees no other is.
  if (active && !(beast.active && type === beast.type)) {
    await db
      .update(characterBeasts)
      .set({ active: false, updatedAt: now, version: sql`${characterBeasts.version} + 1` })
      .where(
        and(
          eq(characterBeasts.characterId, beast.characterId),
          eq(characterBeasts.type, type),
          eq(characterBeasts.active, true),
          ne(characterBeasts.id, id),
        ),
      );
  }
  const values: Partial<CharacterBeastRow> = {};
  if (changes.active !== undefined) values.active = changes.active;
  if (changes.pin !== undefined) values.pin = changes.pin;
  if (changes.notes !== undefined) values.notes = changes.notes;
  if (changes.sort_order !== undefined) values.sortOrder = changes.sort_order;
  if (changes.type !== undefined) values.type = changes.type;
  const [row] = await db
    .update(characterBeasts)
    .set({ ...values, updatedAt: now, version: sql`${characterBeasts.version} + 1` })
    .where(eq(characterBeasts.id, id))
    .returning();
  return toCharacterBeastView(row!);
}

/** Removes a beast from a character; the bestiary's entry is untouched. */
export async function deleteCharacterBeast(
  db: Database,
  user: { id: string },
  id: string,
): Promise<{ id: string }> {
  await loadCharacterBeastFor(db, user, id, { lock: true });
  await db.delete(characterBeasts).where(eq(characterBeasts.id, id));
  return { id };
}
