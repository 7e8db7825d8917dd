import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { characters } from './characters.ts';
import { createdAt } from './columns.ts';

/**
 * Every accepted change of a character through its update call (issue 19), one row per field
 * part (`path` inside the field: a key of the hit points, a spell's id…), with the value before
 * and after, who made it from which device, and whether it overwrote someone else's change
 * (`conflict`). The owner reads it newest first and restores a value as an ordinary update.
 * The id is an identity so that it orders the rows and serves as the paging cursor. Only the
 * newest `CHARACTER_HISTORY_KEPT` rows of a character are kept. `user_id` has no foreign key:
 * only the owner writes a character, and the rows go with the character (and so with the
 * account), without an index a foreign key would need.
 */
export const characterHistory = pgTable(
  'character_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    deviceId: text('device_id'),
    deviceLabel: text('device_label'),
    field: text('field').notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    conflict: boolean('conflict').notNull().default(false),
    /** The character's version this change produced. */
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('character_history_character_id_idx').on(t.characterId, t.id.desc())],
);
