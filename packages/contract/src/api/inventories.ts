import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';

/** One stack of an item in an inventory (platform §3: inventory item). */
export const InventoryItem = z
  .object({
    id: z.string(),
    inventory_id: z.string(),
    /** The catalogue item; null for a custom item. */
    item_id: z.string().nullable(),
    quantity: z.number().int().min(0),
    container_id: z.string().nullable(),
    equipped: z.boolean(),
    attuned: z.boolean(),
    opened: z.boolean(),
    notes: z.string(),
    options: z.record(z.string(), z.unknown()),
    custom: z.boolean(),
    /** A custom item's or a renamed item's name and weight; a scroll's spell. */
    item_data: z
      .object({
        name: z.string().optional(),
        spell: z.string().optional(),
        weight: z.number().optional(),
        value: z.number().optional(),
        description: z.string().optional(),
      })
      .nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof InventoryItem>;

/** A character's inventory (its body, a backpack…) with the items in it (platform §3). */
export const Inventory = z
  .object({
    id: z.string(),
    character_id: z.string().nullable(),
    campaign_id: z.string().nullable(),
    name: z.string(),
    type: z.string(),
    capacity: z.number().nullable(),
    opened: z.boolean(),
    items: z.array(InventoryItem),
    updated_at: z.string(),
  })
  .meta({ id: 'Inventory' });
export type Inventory = z.infer<typeof Inventory>;

export const listInventories = defineEndpoint({
  method: 'GET',
  path: '/inventory/:characterId',
  summary: "A character's inventories with their items",
  tags: ['inventory'],
  params: z.object({ characterId: z.string().min(1).max(100) }),
  response: z.array(Inventory),
});

/**
 * Changes to one inventory item (platform §7 `PUT inventory/item/{id}`): any of these fields.
 * `inventory_id` moves it to another of the character's inventories (out of any container).
 */
export const UpdateInventoryItemBody = z
  .object({
    quantity: z.number().int().min(0).max(100_000).optional(),
    equipped: z.boolean().optional(),
    attuned: z.boolean().optional(),
    opened: z.boolean().optional(),
    /** The spec's name for `opened`. */
    open: z.boolean().optional(),
    notes: z.string().max(10_000).optional(),
    container_id: z.string().max(100).nullable().optional(),
    inventory_id: z.string().max(100).optional(),
    item_data: z
      .object({
        name: z.string().trim().min(1).max(200).optional(),
        spell: z
          .string()
          .max(100)
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
          .optional(),
      })
      .nullable()
      .optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    /** Sent by the client for its own bookkeeping; the server reads the owner from the item. */
    characterId: z.string().max(100).optional(),
  })
  .strict();
export type UpdateInventoryItemBody = z.input<typeof UpdateInventoryItemBody>;

const ItemId = z.object({ id: z.string().min(1).max(100) });

export const updateInventoryItem = defineEndpoint({
  method: 'PUT',
  path: '/inventory/item/:id',
  summary: 'Change an inventory item (quantity, equip, attune, notes, container, name, spell…)',
  tags: ['inventory'],
  params: ItemId,
  body: UpdateInventoryItemBody,
  response: InventoryItem,
});

export const deleteInventoryItem = defineEndpoint({
  method: 'DELETE',
  path: '/inventory/item/:id',
  summary: 'Remove an item from its inventory (what was inside it stays, out of the container)',
  tags: ['inventory'],
  params: ItemId,
  response: z.object({ id: z.string() }),
});
