import type { z } from 'zod';

import type { GiveInventoryItemBody, InventoryItem } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { AppError, invalidField } from '../errors/app-error.ts';
import { bodyInventoryOf, ensureBodyInventory } from './inventories.ts';
import { loadItemFor } from './inventory-items.ts';
import { inventoryItemView } from './inventory-view.ts';
import { loadInventoryFor } from './load-inventory.ts';
import { lockInventories, moveItem } from './move.ts';

type Give = z.output<typeof GiveInventoryItemBody>;
type User = { id: string };

/** Where a given item lands: the inventory asked for (the target's), else the target's body. */
async function receivingInventory(
  db: Database,
  user: User,
  give: Give,
  now: Date,
): Promise<{ inventoryId: string; characterId: string }> {
  const target = await loadCharacterFor(db, user, give.characterId);
  if (give.inventoryId !== undefined) {
    const { inventory, characterId } = await loadInventoryFor(db, user, give.inventoryId);
    if (characterId !== target.id) {
      throw invalidField('body.inventoryId', 'The inventory is not one of this character’s');
    }
    return { inventoryId: inventory.id, characterId: target.id };
  }
  const body = await bodyInventoryOf(db, target.id);
  if (body) return { inventoryId: body.id, characterId: target.id };
  // A character without a body inventory gets one; its lock keeps a concurrent give from
  // making a second (character before inventories, the order every caller locks in).
  await loadCharacterFor(db, user, target.id, { lock: true });
  const made = await ensureBodyInventory(db, target.id, now);
  return { inventoryId: made.id, characterId: target.id };
}

/**
 * Gives an item, or part of its stack, to another of the user's characters (platform §4). When
 * the client says whom it gives from, an item that has meanwhile moved elsewhere is refused
 * rather than taken from its new holder. Runs in the caller's transaction.
 */
export async function giveInventoryItem(
  db: Database,
  user: User,
  give: Give,
  catalogue: RulesCatalogue,
  now: Date,
): Promise<{ given: InventoryItem; left: InventoryItem | null }> {
  const seen = await loadItemFor(db, user, give.itemId);
  const target = await receivingInventory(db, user, give, now);
  await lockInventories(db, [seen.item.inventoryId, target.inventoryId]);
  const { item, characterId } = await loadItemFor(db, user, give.itemId, { lock: true });
  const from = give.fromCharacterId ?? seen.characterId;
  if (item.inventoryId !== seen.item.inventoryId || characterId !== from) {
    throw new AppError('CONFLICT', 'The item has moved meanwhile; reload and try again');
  }
  if (characterId === target.characterId) {
    throw invalidField('body.characterId', 'The item is already with this character');
  }
  const { moved, left } = await moveItem(db, item, target.inventoryId, {
    quantity: give.quantity,
    catalogue,
    now,
  });
  return {
    given: await inventoryItemView(db, moved),
    left: left ? await inventoryItemView(db, left) : null,
  };
}
