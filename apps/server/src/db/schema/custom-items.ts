import { boolean, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

import { idColumn, syncColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * An item a user defined themselves (spec platform §3, custom item payload). Where it is kept
 * is an `inventory_items` row pointing at it; `base_item_id` is the catalogue item it copies.
 */
export const customItems = pgTable(
  'custom_items',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Pounds. */
    weight: doublePrecision('weight').notNull().default(0),
    /** Gold pieces. */
    value: doublePrecision('value').notNull().default(0),
    countable: boolean('countable').notNull().default(false),
    attunement: boolean('attunement').notNull().default(false),
    baseItemId: text('base_item_id'),
    ...syncColumns(),
  },
  (t) => [index('custom_items_user_id_idx').on(t.userId)],
);
