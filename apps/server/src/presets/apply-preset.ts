import type { Preset as PresetEntry } from '@hearth/content';
import type { Inventory } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

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
}

/**
 * Puts a preset's items and coins into one of the user's inventories, all or nothing: every
 * item is checked against the catalogue before anything is written, so a preset naming an item
 * the catalogue no longer has changes nothing. Countable items join the stacks already there.
 * Answers the character's inventories as they are afterwards.
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
  const lines = [
    ...preset.items.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
    ...coinsForGold(preset.gold),
  ];
  const unknown = lines.filter((line) => !catalogue.items.has(line.itemId));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', 'Failed to apply preset', {
      fields: unknown.map((line) => ({
        path: 'body.presetId',
        message: `The preset names an item the catalogue does not have: "${line.itemId}"`,
      })),
    });
  }
  for (const line of lines) {
    await addCatalogueItem(db, inventory.id, line, catalogue, now);
  }
  return inventoriesOfCharacter(db, characterId);
}
