import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { characters } from './characters.ts';
import { idColumn, syncColumns } from './columns.ts';

export const NOTE_STATUSES = ['active', 'deleted'] as const;
export const NOTE_FORMATS = ['html', 'markdown'] as const;

/** A character's note. Deleting is soft (status `deleted`, restorable) unless asked otherwise. */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    format: text('format', { enum: NOTE_FORMATS }).notNull().default('markdown'),
    color: text('color'),
    pinned: boolean('pinned').notNull().default(false),
    status: text('status', { enum: NOTE_STATUSES }).notNull().default('active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    orderPosition: integer('order_position').notNull().default(0),
    ...syncColumns(),
  },
  (t) => [
    index('notes_character_id_idx').on(t.characterId, t.status, t.orderPosition),
    check('notes_status_valid', sql`${t.status} IN ('active', 'deleted')`),
    check('notes_format_valid', sql`${t.format} IN ('html', 'markdown')`),
  ],
);
