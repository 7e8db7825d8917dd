import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';

import { campaigns } from './campaigns.ts';
import { characters } from './characters.ts';
import { idColumn, syncColumns } from './columns.ts';
import { customItems } from './custom-items.ts';

/** A character's inventory (backpack, body…) or a campaign's shared stock: exactly one owner. */
export const inventories = pgTable(
  'inventories',
  {
    id: idColumn(),
    characterId: text('character_id').references(() => characters.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** For example `backpack` or `body`. */
    type: text('type').notNull().default('backpack'),
    /** Carrying capacity in pounds; null means unlimited. */
    capacity: doublePrecision('capacity'),
    opened: boolean('opened').notNull().default(true),
    ...syncColumns(),
  },
  (t) => [
    index('inventories_character_id_idx').on(t.characterId),
    index('inventories_campaign_id_idx').on(t.campaignId),
    check('inventories_one_owner', sql`num_nonnulls(${t.characterId}, ${t.campaignId}) = 1`),
  ],
);

/** What a scroll or renamed item carries besides its catalogue entry, and a magic item's
 * chosen variant and base item (`concreteItem` in the rules). */
export interface InventoryItemData {
  name?: string;
  spell?: string;
  variant?: string;
  base?: string;
}

/**
 * One stack of an item in an inventory. It is either a catalogue item (`item_id`, a content
 * slug, so no foreign key) or a user's custom item (`custom_item_id`); the API's `custom`
 * flag is derived from which one is set. Containers are items too: `container_id` points at
 * the bag this stack is in.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: idColumn(),
    inventoryId: text('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    itemId: text('item_id'),
    customItemId: text('custom_item_id').references(() => customItems.id, {
      onDelete: 'cascade',
    }),
    /** Deleting a bag spills its content into the inventory rather than destroying it. */
    containerId: text('container_id').references((): AnyPgColumn => inventoryItems.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull().default(1),
    equipped: boolean('equipped').notNull().default(false),
    attuned: boolean('attuned').notNull().default(false),
    opened: boolean('opened').notNull().default(false),
    notes: text('notes').notNull().default(''),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    itemData: jsonb('item_data').$type<InventoryItemData>(),
    ...syncColumns(),
  },
  (t) => [
    index('inventory_items_inventory_id_idx').on(t.inventoryId),
    index('inventory_items_container_id_idx').on(t.containerId),
    index('inventory_items_custom_item_id_idx').on(t.customItemId),
    check('inventory_items_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('inventory_items_one_item', sql`num_nonnulls(${t.itemId}, ${t.customItemId}) = 1`),
  ],
);
