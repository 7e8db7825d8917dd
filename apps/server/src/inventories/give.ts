import type { z } from 'zod';

import type { GiveInventoryItemBody, InventoryItem } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';

import { isCharacterInCampaign } from '../campaigns/shared-campaign.ts';
import { loadCharacterFor } from '../characters/load-character.ts';
import type { Database } from '../db/index.ts';
import { AppError, invalidField } from '../errors/app-error.ts';
import { bodyInventoryOf, ensureBodyInventory } from './inventories.ts';
import type { ReachableItem } from './inventory-items.ts';
import { loadReachableItemFor } from './inventory-items.ts';
import { inventoryItemView } from './inventory-view.ts';
import { loadReachableInventoryFor } from './load-inventory.ts';
import { lockInventories, moveItem } from './move.ts';

type Give = z.output<typeof GiveInventoryItemBody>;
type User = { id: string };

/** Where a given item lands, and whose it then is: a character's, or a campaign's stock. */
interface Receiver {
  inventoryId: string;
  characterId: string | null;
}

/**
 * Where a given item lands: the inventory asked for, else the target character's body. A
 * campaign's stock takes items from characters in that campaign only; an item leaves the stock
 * only for a character in that campaign (the stock is that table's shared loot).
 */
async function receivingInventory(
  db: Database,
  user: User,
  give: Give,
  source: ReachableItem,
  now: Date,
): Promise<Receiver> {
  const target =
    give.characterId === undefined ? null : await loadCharacterFor(db, user, give.characterId);
  if (give.inventoryId !== undefined) {
    const reached = await loadReachableInventoryFor(db, user, give.inventoryId);
    if (reached.campaignId !== null) {
      if (target) {
        throw invalidField('body.characterId', 'A campaign’s stock belongs to no character');
      }
      if (
        source.characterId === null ||
        !(await isCharacterInCampaign(db, reached.campaignId, source.characterId))
      ) {
        throw invalidField('body.inventoryId', 'Only a character in this campaign shares into it');
      }
      return { inventoryId: reached.inventory.id, characterId: null };
    }
    if (target && reached.characterId !== target.id) {
      throw invalidField('body.inventoryId', 'The inventory is not one of this character’s');
    }
    return checkTakenFromStock(db, source, {
      inventoryId: reached.inventory.id,
      characterId: reached.characterId,
    });
  }
  // The contract asks for a character or an inventory: here there is a character.
  const body = await bodyInventoryOf(db, target!.id);
  if (body)
    return checkTakenFromStock(db, source, { inventoryId: body.id, characterId: target!.id });
  // A character without a body inventory gets one; its lock keeps a concurrent give from
  // making a second (character before inventories, the order every caller locks in).
  await loadCharacterFor(db, user, target!.id, { lock: true });
  const made = await ensureBodyInventory(db, target!.id, now);
  return checkTakenFromStock(db, source, { inventoryId: made.id, characterId: target!.id });
}

/** An item taken out of a stock goes to a character of that campaign only. */
async function checkTakenFromStock(
  db: Database,
  source: ReachableItem,
  receiver: Receiver & { characterId: string },
): Promise<Receiver> {
  if (
    source.campaignId !== null &&
    !(await isCharacterInCampaign(db, source.campaignId, receiver.characterId))
  ) {
    throw invalidField(
      'body.characterId',
      'Only a character in this campaign takes from its stock',
    );
  }
  return receiver;
}

/**
 * Gives an item, or part of its stack, to another of the user's characters, or shares it into
 * or out of a campaign's stock (platform §4). When the client says whom it gives from, an item
 * that has meanwhile moved elsewhere is refused rather than taken from its new holder. Runs in
 * the caller's transaction.
 */
export async function giveInventoryItem(
  db: Database,
  user: User,
  give: Give,
  catalogue: RulesCatalogue,
  now: Date,
): Promise<{ given: InventoryItem; left: InventoryItem | null }> {
  const seen = await loadReachableItemFor(db, user, give.itemId);
  const target = await receivingInventory(db, user, give, seen, now);
  await lockInventories(db, [seen.item.inventoryId, target.inventoryId]);
  const { item, characterId } = await loadReachableItemFor(db, user, give.itemId, { lock: true });
  const from = give.fromCharacterId ?? seen.characterId;
  if (item.inventoryId !== seen.item.inventoryId || characterId !== from) {
    throw new AppError('CONFLICT', 'The item has moved meanwhile; reload and try again');
  }
  if (characterId !== null && characterId === target.characterId) {
    throw invalidField('body.characterId', 'The item is already with this character');
  }
  if (item.inventoryId === target.inventoryId) {
    throw invalidField('body.inventoryId', 'The item is already there');
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
