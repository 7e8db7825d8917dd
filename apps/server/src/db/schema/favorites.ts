import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';

import { characters } from './characters.ts';
import { idColumn, syncColumns } from './columns.ts';
import { users } from './users.ts';

/** A starred catalogue entry (a beast, a spell…), per user and optionally per character. */
export const favorites = pgTable(
  'favorites',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: text('character_id').references(() => characters.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    ...syncColumns(),
  },
  (t) => [
    // NULLS NOT DISTINCT: a user-wide favourite (no character) is unique too.
    unique('favorites_entity_key')
      .on(t.userId, t.characterId, t.entityType, t.entityId)
      .nullsNotDistinct(),
    index('favorites_character_id_idx').on(t.characterId),
  ],
);
