import type { Preset as PresetEntry } from '@hearth/content';
import type { Preset, PresetItem } from '@hearth/contract';

import type { presetItems, presets } from '../db/schema/index.ts';

export type PresetRow = typeof presets.$inferSelect;
export type PresetItemRow = typeof presetItems.$inferSelect;

/** A catalogue preset as the API shows it: read-only, so its lines have no ids. */
export function cataloguePresetView(entry: PresetEntry): Preset {
  return {
    id: entry.id,
    name: entry.title,
    description: entry.description,
    icon: entry.icon ?? null,
    source: entry.source,
    class_id: entry.class_id ?? null,
    background_id: entry.background_id ?? null,
    gold: entry.gold ?? 0,
    items: entry.items.map((line) => ({ id: null, ...line })),
    own: false,
  };
}

export function presetItemView(row: PresetItemRow): PresetItem {
  return { id: row.id, item_id: row.itemId, quantity: row.quantity };
}

/** One of the user's own presets; `items` are its lines in their order. */
export function ownPresetView(row: PresetRow, items: readonly PresetItemRow[]): Preset {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    source: row.source,
    class_id: row.classId,
    background_id: row.backgroundId,
    gold: row.gold,
    items: items.map(presetItemView),
    own: true,
  };
}
