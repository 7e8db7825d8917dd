import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { idColumn, syncColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's own equipment pack. The catalogue's presets are content entries; this table holds
 * the ones created through `POST /presets`.
 */
export const presets = pgTable(
  'presets',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    source: text('source'),
    classId: text('class_id'),
    backgroundId: text('background_id'),
    /** Coins that come with it, in gold pieces (fractions are silver and copper). */
    gold: doublePrecision('gold').notNull().default(0),
    ...syncColumns(),
  },
  (t) => [
    index('presets_user_id_idx').on(t.userId),
    check('presets_gold_not_negative', sql`${t.gold} >= 0`),
  ],
);

export const presetItems = pgTable(
  'preset_items',
  {
    id: idColumn(),
    presetId: text('preset_id')
      .notNull()
      .references(() => presets.id, { onDelete: 'cascade' }),
    /** A catalogue item slug. */
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    ...syncColumns(),
  },
  (t) => [
    index('preset_items_preset_id_idx').on(t.presetId, t.sortOrder),
    check('preset_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
