import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import { boundedJsonObject } from '../json.ts';

const CatalogueSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

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
        /** A custom item that must be attuned before it works. */
        attunement: z.boolean().optional(),
        /** A custom item kept in stacks that count (arrows, coins) rather than one by one. */
        countable: z.boolean().optional(),
        /** The catalogue item a custom item is made as (its arrows fit a quiver). */
        base_item_id: z.string().optional(),
        /** A magic item with variants: the chosen one (`hill` of a Belt of Giant Strength). */
        variant: z.string().optional(),
        /** A magic weapon or armor made over a base item: the base (`longsword`). */
        base: z.string().optional(),
      })
      .nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof InventoryItem>;

/** An item's free-form options: the server stores them without reading them. */
export const ItemOptions = boundedJsonObject({ depth: 8, stringLength: 1000, values: 500 });

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
        /** The variant of a magic item with variants (one of its `variants`). */
        variant: CatalogueSlug.optional(),
        /** The base weapon or armor of a magic item made over one (its `base_item` filter). */
        base: CatalogueSlug.optional(),
      })
      .nullable()
      .optional(),
    options: ItemOptions.optional(),
    /** Sent by the client for its own bookkeeping; the server reads the owner from the item. */
    characterId: z.string().max(100).optional(),
    /**
     * What an offline edit was based on (issue 19): with the quantity the device had when the
     * edit was made, the server applies the change (new - base) to the stored quantity, so two
     * devices spending coins or arrows both count.
     */
    base: z
      .object({ quantity: z.number().int().min(0).max(100_000) })
      .strict()
      .optional(),
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

const CharacterParam = z.object({ characterId: z.string().min(1).max(100) });
const InventoryParam = z.object({ id: z.string().min(1).max(100) });
const RowId = z.string().min(1).max(100);

/** How many of an item a stack holds (spec: quantity minimum 0). */
const Quantity = z.number().int().min(0).max(100_000);
/** Pounds or gold pieces: floats, never negative. */
const Measure = z.number().min(0).max(1_000_000);
const Name = z.string().trim().min(1, 'Please enter a name').max(100);

/** The kinds of inventory: what the character wears and holds, a pack, a mount, a stash… */
export const INVENTORY_TYPES = [
  'body',
  'backpack',
  'mount',
  'vehicle',
  'storage',
  'other',
] as const;
export const InventoryType = z.enum(INVENTORY_TYPES);

/**
 * Create an inventory for a character (platform §7 `POST inventory/{characterId}`: name,
 * capacity, type; character §7 `inventory/create` sends the characterId too, which must then be
 * the path's).
 */
export const CreateInventoryBody = z
  .object({
    /** The path's character, as the spec's 'inventory/create' repeats it; optional. */
    characterId: RowId.optional(),
    name: Name,
    type: InventoryType.default('backpack'),
    /** Pounds it holds; null or absent: no limit of its own. */
    capacity: Measure.nullable().optional(),
  })
  .strict();
export type CreateInventoryBody = z.input<typeof CreateInventoryBody>;

export const createInventory = defineEndpoint({
  method: 'POST',
  path: '/inventory/:characterId',
  summary: 'Create an inventory for a character (name non-blank)',
  tags: ['inventory'],
  successStatus: 201,
  params: CharacterParam,
  body: CreateInventoryBody,
  response: Inventory,
});

export const UpdateInventoryBody = z
  .object({
    name: Name.optional(),
    type: InventoryType.optional(),
    capacity: Measure.nullable().optional(),
    opened: z.boolean().optional(),
  })
  .strict();
export type UpdateInventoryBody = z.input<typeof UpdateInventoryBody>;

export const updateInventory = defineEndpoint({
  method: 'PUT',
  path: '/inventory/:id',
  summary: 'Rename an inventory, change its type or capacity, open or close it',
  tags: ['inventory'],
  params: InventoryParam,
  body: UpdateInventoryBody,
  response: Inventory,
});

export const deleteInventory = defineEndpoint({
  method: 'DELETE',
  path: '/inventory/:id',
  summary: "Delete an inventory and what is in it (never the character's body)",
  tags: ['inventory'],
  params: InventoryParam,
  response: z.object({ id: z.string() }),
});

/**
 * Add a catalogue item (platform §7 `POST inventory/{inventoryId}/items`: inventoryId, itemId,
 * quantity, containerId). The spec's client repeats the inventory in the body; the path names
 * it, so a body naming another one is refused rather than either being guessed.
 */
export const AddInventoryItemBody = z
  .object({
    /** The path's inventory, as the spec's client repeats it; optional. */
    inventoryId: RowId.optional(),
    itemId: CatalogueSlug,
    quantity: Quantity.default(1),
    /** The container item to put it in; absent or null: loose in the inventory. */
    containerId: RowId.nullable().optional(),
    /** A magic item with variants: which one (required when the item has variants). */
    variant: CatalogueSlug.optional(),
    /** A magic weapon or armor made over a base item: which one (required for such items). */
    base: CatalogueSlug.optional(),
  })
  .strict();
export type AddInventoryItemBody = z.input<typeof AddInventoryItemBody>;

export const addInventoryItem = defineEndpoint({
  method: 'POST',
  path: '/inventory/:inventoryId/items',
  summary:
    'Add a catalogue item; a countable item joins a stack of the same item in the same place',
  tags: ['inventory'],
  successStatus: 201,
  params: z.object({ inventoryId: RowId }),
  body: AddInventoryItemBody,
  response: InventoryItem,
});

/** A user's own item (platform §3: custom item payload). */
export const AddCustomItemBody = z
  .object({
    name: z.string().trim().min(1, 'Please enter item name').max(200),
    weight: Measure.default(0),
    value: Measure.default(0),
    description: z.string().max(10_000).default(''),
    countable: z.boolean().default(false),
    attunement: z.boolean().default(false),
    inventory_id: RowId,
    container_id: RowId.nullable().optional(),
    /** The catalogue item it is based on (a renamed longsword…). */
    item_id: CatalogueSlug.optional(),
    quantity: Quantity.default(1),
  })
  .strict();
export type AddCustomItemBody = z.input<typeof AddCustomItemBody>;

export const addCustomItem = defineEndpoint({
  method: 'POST',
  path: '/inventory/add-custom-item',
  summary: 'Create a custom item in an inventory',
  tags: ['inventory'],
  successStatus: 201,
  body: AddCustomItemBody,
  response: InventoryItem,
});

/**
 * Changes to a custom item (platform §3: the custom item payload's name, weight, value,
 * description, countable and attunement). Any of them; at least one.
 */
export const UpdateCustomItemBody = z
  .object({
    name: z.string().trim().min(1, 'Please enter item name').max(200).optional(),
    weight: Measure.optional(),
    value: Measure.optional(),
    description: z.string().max(10_000).optional(),
    countable: z.boolean().optional(),
    attunement: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type UpdateCustomItemBody = z.input<typeof UpdateCustomItemBody>;

export const updateCustomItem = defineEndpoint({
  method: 'PUT',
  path: '/inventory/item/:id/custom',
  summary:
    "Change a custom item's name, weight, value, description, countable or attunement, through one of its stacks (every stack of it changes)",
  tags: ['inventory'],
  params: ItemId,
  body: UpdateCustomItemBody,
  response: InventoryItem,
});

/**
 * Split a stack in two (platform §7 `POST inventory/{id}/split`, `id` the item): `quantity` stays,
 * `newQuantity` becomes a new stack beside it; both whole and above 0, together the stack's
 * quantity (a stale split is refused rather than creating or losing items).
 */
export const SplitInventoryItemBody = z
  .object({
    quantity: z.number().int().min(1).max(100_000),
    newQuantity: z.number().int().min(1).max(100_000),
  })
  .strict();
export type SplitInventoryItemBody = z.input<typeof SplitInventoryItemBody>;

export const splitInventoryItem = defineEndpoint({
  method: 'POST',
  path: '/inventory/:id/split',
  summary: 'Split a stack of an item into two',
  tags: ['inventory'],
  params: InventoryParam,
  body: SplitInventoryItemBody,
  response: z.object({ item: InventoryItem, created: InventoryItem }),
});

/**
 * Give an item to another of the user's characters (spec character §7: itemId, characterId).
 * It lands loose in the target's inventory (`inventoryId`, else its body inventory), no longer
 * equipped or attuned; with `quantity` below the stack's, only that many move.
 *
 * The same give shares an item into a campaign's stock (platform §4): `inventoryId` names the
 * stock and `characterId` is left out (the giving character must be in that campaign); and it
 * takes an item out of the stock into one of the user's characters in that campaign.
 */
export const GiveInventoryItemBody = z
  .object({
    itemId: RowId,
    /** The receiving character; left out when `inventoryId` is a campaign's stock. */
    characterId: RowId.optional(),
    inventoryId: RowId.optional(),
    quantity: z.number().int().min(1).max(100_000).optional(),
    /**
     * The character giving it, as the client saw it: if the item has meanwhile gone to another
     * character, the give is refused (409) instead of taking it from its new holder.
     */
    fromCharacterId: RowId.optional(),
  })
  .strict()
  .refine((body) => body.characterId !== undefined || body.inventoryId !== undefined, {
    message: 'Name the receiving character or inventory',
    path: ['characterId'],
  });
export type GiveInventoryItemBody = z.input<typeof GiveInventoryItemBody>;

export const giveInventoryItem = defineEndpoint({
  method: 'POST',
  path: '/inventory/give',
  summary:
    "Give an item (or part of a stack) to another of your characters, or into or out of a campaign's stock",
  tags: ['inventory'],
  body: GiveInventoryItemBody,
  response: z.object({
    /** The stack as it now is in the receiving inventory. */
    given: InventoryItem,
    /** What stays with the giver, when only part of a stack moved. */
    left: InventoryItem.nullable(),
  }),
});
