import type { Preset as PresetEntry } from '@hearth/content';
import type { Inventory } from '@hearth/contract';
import type { PresetLine, RulesCatalogue } from '@hearth/rules';
import { packLines } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import { addCatalogueItem } from '../inventories/add-item.ts';
import { inventoriesOfCharacter } from '../inventories/inventory-view.ts';
import { loadInventoryFor } from '../inventories/load-inventory.ts';
import { coinsForGold } from './coins.ts';
import { readablePreset } from './own-presets.ts';

export interface ApplyPresetInput {
  inventoryId: string;
  presetId: string;
  /** The catalogue preset with `presetId`, read before the transaction; null for own ones. */
  catalogueEntry: PresetEntry | null;
  /** The catalogue's equipment packs, to find one among the preset's items. */
  packs: readonly { items: readonly PresetLine[] }[];
}

/**
 * Puts a preset's items and coins into one of the user's inventories, all or nothing: every
 * item is checked against the catalogue before anything is written, so a preset naming an item
 * the catalogue no longer has changes nothing. A pack's contents go into the container it comes
 * with (an Explorer's Pack: the bedroll, rations and torches into its backpack; a starting kit
 * with its pack unpacked alike); everything else, coins included, goes in loose. Countable items
 * join the stacks already in the same place. Answers the character's inventories afterwards.
 */
export async function applyPreset(
  db: Database,
  user: { id: string },
  input: ApplyPresetInput,
  catalogue: RulesCatalogue,
  now: Date,
): Promise<Inventory[]> {
  // Locked: two applies to one inventory queue up rather than interleave.
  const { inventory, characterId } = await loadInventoryFor(db, user, input.inventoryId, {
    lock: true,
  });
  const preset = await readablePreset(db, user, input.presetId, input.catalogueEntry);
  const coins = coinsForGold(preset.gold).map((coin) => ({
    item_id: coin.itemId,
    quantity: coin.quantity,
  }));
  const unknown = [...preset.items, ...coins].filter((line) => !catalogue.items.has(line.item_id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', 'Failed to apply preset', {
      fields: unknown.map((line) => ({
        path: 'body.presetId',
        message: `The preset names an item the catalogue does not have: "${line.item_id}"`,
      })),
    });
  }
  const packed = packLines(preset.items, input.packs, (id) => catalogue.items.get(id));
  const add = (line: PresetLine, containerId: string | null = null) =>
    addCatalogueItem(
      db,
      inventory.id,
      { itemId: line.item_id, quantity: line.quantity, containerId },
      catalogue,
      now,
    );
  let container: string | null = null;
  for (const line of packed.loose) {
    const row = await add(line);
    if (line.item_id === packed.container) container ??= row.id;
  }
  for (const line of packed.inside) await add(line, container);
  for (const coin of coins) await add(coin);
  return inventoriesOfCharacter(db, characterId);
}
