import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { idColumn, syncColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * A fantasy-system character. The summary fields the lists need are columns; the rest of the
 * sheet (species, classes, attributes, skills, features, resources, options, spell slots,
 * spells, hp, death saves, conditions, settings — spec character §3) is the `data` document,
 * validated by the contract and stored as the player chose it: derived numbers are never stored.
 * Second-system characters live on the device only (spec platform §7).
 */
export const characters = pgTable(
  'characters',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatar: text('avatar'),
    /** Hide/Show on the list; only inactive characters may be deleted. */
    active: boolean('active').notNull().default(true),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...syncColumns(),
  },
  (t) => [index('characters_user_id_idx').on(t.userId, t.active, t.updatedAt.desc())],
);
