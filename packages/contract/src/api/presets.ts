import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import { Inventory } from './inventories.ts';

const RowId = z.string().min(1).max(100);
const CatalogueSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** One line of a preset: so many of a catalogue item. `id` is set on a user's own presets. */
export const PresetItem = z
  .object({
    id: z.string().nullable(),
    item_id: z.string(),
    quantity: z.number().int().positive(),
  })
  .meta({ id: 'PresetItem' });
export type PresetItem = z.infer<typeof PresetItem>;

/**
 * An equipment pack (platform §3: preset): a catalogue one (SRD packs, class and background
 * starting equipment; `own: false`) or one the user made (`own: true`). `gold` is added as
 * gold pieces.
 */
export const Preset = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    source: z.string().nullable(),
    class_id: z.string().nullable(),
    background_id: z.string().nullable(),
    gold: z.number().min(0),
    items: z.array(PresetItem),
    own: z.boolean(),
  })
  .meta({ id: 'Preset' });
export type Preset = z.infer<typeof Preset>;

const PresetParam = z.object({ id: RowId });
const PresetLine = z
  .object({ item_id: CatalogueSlug, quantity: z.number().int().min(1).max(100_000).default(1) })
  .strict();

export const PresetBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().max(10_000).default(''),
    icon: z.string().max(100).nullable().optional(),
    class_id: CatalogueSlug.nullable().optional(),
    background_id: CatalogueSlug.nullable().optional(),
    gold: z.number().min(0).max(1_000_000).default(0),
    items: z.array(PresetLine).max(200).default([]),
  })
  .strict();
export type PresetBody = z.input<typeof PresetBody>;

// Without the creation defaults: a field left out of a change keeps its value, not ''/0.
export const UpdatePresetBody = PresetBody.omit({ items: true })
  .extend({
    description: PresetBody.shape.description.unwrap(),
    gold: PresetBody.shape.gold.unwrap(),
  })
  .partial()
  .strict();
export type UpdatePresetBody = z.input<typeof UpdatePresetBody>;

export const listOwnPresets = defineEndpoint({
  method: 'GET',
  path: '/presets/mine',
  summary: "The signed-in user's own presets (the catalogue's are `GET presets`)",
  tags: ['presets'],
  response: z.array(Preset),
});

export const getPreset = defineEndpoint({
  method: 'GET',
  path: '/presets/:id',
  summary: 'One preset, from the catalogue or your own',
  tags: ['presets'],
  params: PresetParam,
  response: Preset,
});

export const getPresetItems = defineEndpoint({
  method: 'GET',
  path: '/presets/:id/items',
  summary: "A preset's items",
  tags: ['presets'],
  params: PresetParam,
  response: z.array(PresetItem),
});

export const createPreset = defineEndpoint({
  method: 'POST',
  path: '/presets',
  summary: 'Create your own preset',
  tags: ['presets'],
  successStatus: 201,
  body: PresetBody,
  response: Preset,
});

export const updatePreset = defineEndpoint({
  method: 'PUT',
  path: '/presets/:id',
  summary: 'Change one of your presets',
  tags: ['presets'],
  params: PresetParam,
  body: UpdatePresetBody,
  response: Preset,
});

export const deletePreset = defineEndpoint({
  method: 'DELETE',
  path: '/presets/:id',
  summary: 'Delete one of your presets',
  tags: ['presets'],
  params: PresetParam,
  response: z.object({ id: z.string() }),
});

export const addPresetItem = defineEndpoint({
  method: 'POST',
  path: '/presets/:id/items',
  summary: 'Add an item line to one of your presets',
  tags: ['presets'],
  successStatus: 201,
  params: PresetParam,
  body: PresetLine,
  response: PresetItem,
});

export const updatePresetItem = defineEndpoint({
  method: 'PUT',
  path: '/presets/items/:itemId',
  summary: 'Change an item line of one of your presets',
  tags: ['presets'],
  params: z.object({ itemId: RowId }),
  // Without the default quantity: a line whose item is changed keeps its quantity.
  body: PresetLine.extend({ quantity: PresetLine.shape.quantity.unwrap() }).partial().strict(),
  response: PresetItem,
});

export const deletePresetItem = defineEndpoint({
  method: 'DELETE',
  path: '/presets/items/:itemId',
  summary: 'Remove an item line from one of your presets',
  tags: ['presets'],
  params: z.object({ itemId: RowId }),
  response: z.object({ id: z.string() }),
});

/** Put a preset's items into an inventory (platform §7 `POST presets/apply`): all or nothing. */
export const ApplyPresetBody = z.object({ inventoryId: RowId, presetId: RowId }).strict();
export type ApplyPresetBody = z.input<typeof ApplyPresetBody>;

export const applyPreset = defineEndpoint({
  method: 'POST',
  path: '/presets/apply',
  summary:
    "Add a preset's items to an inventory, all or nothing; answers the character's inventories",
  tags: ['presets'],
  body: ApplyPresetBody,
  response: z.array(Inventory),
});
