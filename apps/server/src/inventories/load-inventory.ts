import { and, eq } from 'drizzle-orm';

import type { CampaignRole } from '@hearth/contract';

import type { Database } from '../db/index.ts';
import { campaignMembers, campaigns, characters, inventories } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

export type InventoryRow = typeof inventories.$inferSelect;

export interface OwnedInventory {
  inventory: InventoryRow;
  /** The character it belongs to. */
  characterId: string;
}

/** An inventory the user may use: one of their characters', or a stock of their campaign's. */
export type ReachableInventory =
  | { inventory: InventoryRow; characterId: string; campaignId: null; campaignRole: null }
  | { inventory: InventoryRow; characterId: null; campaignId: string; campaignRole: CampaignRole };

const inventoryNotFound = () => new AppError('NOT_FOUND', 'Inventory not found');

/**
 * The one place an inventory's access is checked: it must belong to one of the user's
 * characters, or be the stock of a campaign the user is in (spec §4: items shared into a
 * campaign); anything else answers 'Inventory not found', whether it exists or not. `lock` holds
 * the row for the rest of the transaction (moves and applies serialise on it). The lock is
 * FOR NO KEY UPDATE: it still serialises lockers, yet lets another transaction insert an item
 * into the inventory (a foreign key check takes KEY SHARE), which FOR UPDATE would block and,
 * with item locks taken in between, could deadlock.
 */
export async function loadReachableInventoryFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReachableInventory> {
  const query = db
    .select({
      inventory: inventories,
      owner: characters.userId,
      member: campaignMembers.userId,
      campaignOwner: campaigns.ownerId,
    })
    .from(inventories)
    .leftJoin(characters, eq(characters.id, inventories.characterId))
    .leftJoin(campaigns, eq(campaigns.id, inventories.campaignId))
    .leftJoin(
      campaignMembers,
      and(eq(campaignMembers.campaignId, campaigns.id), eq(campaignMembers.userId, user.id)),
    )
    .where(eq(inventories.id, id));
  const [row] = options.lock ? await query.for('no key update', { of: inventories }) : await query;
  if (!row) throw inventoryNotFound();
  const { inventory } = row;
  if (inventory.characterId !== null && row.owner === user.id) {
    return { inventory, characterId: inventory.characterId, campaignId: null, campaignRole: null };
  }
  if (inventory.campaignId !== null && row.member === user.id) {
    const campaignRole = row.campaignOwner === user.id ? 'owner' : 'member';
    return { inventory, characterId: null, campaignId: inventory.campaignId, campaignRole };
  }
  throw inventoryNotFound();
}

/**
 * {@link loadReachableInventoryFor} for what only a character's inventory takes (renaming,
 * deleting, presets, custom items, moves within a character): a campaign's stock is answered
 * 'Inventory not found' like any inventory not the user's.
 */
export async function loadInventoryFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<OwnedInventory> {
  const reached = await loadReachableInventoryFor(db, user, id, options);
  if (reached.characterId === null) throw inventoryNotFound();
  return { inventory: reached.inventory, characterId: reached.characterId };
}
