import { and, eq, inArray, sql } from 'drizzle-orm';

import type { CampaignRole, InventoryItem, UpdateInventoryItemBody } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';
import { canEquip, MAX_ATTUNED } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import {
  campaignMembers,
  campaigns,
  characters,
  customItems,
  inventories,
  inventoryItems,
} from '../db/schema/index.ts';
import { AppError, invalidField } from '../errors/app-error.ts';
import { checkContainer } from './container-check.ts';
import { forgetUnusedCustomItems } from './custom-items.ts';
import { toInventoryItemView } from './inventory-view.ts';
import { checkMagicItemChoice, choiceData } from './magic-item-choice.ts';

type ItemRow = typeof inventoryItems.$inferSelect;
type CustomRow = typeof customItems.$inferSelect;

interface OwnedItem {
  item: ItemRow;
  custom: CustomRow | undefined;
  characterId: string;
}

/** An item the user may reach: in one of their characters' inventories, or in a campaign stock. */
export type ReachableItem =
  | (OwnedItem & { campaignId: null; campaignRole: null })
  | {
      item: ItemRow;
      custom: CustomRow | undefined;
      characterId: null;
      campaignId: string;
      campaignRole: CampaignRole;
    };

const notFound = () => new AppError('NOT_FOUND', 'Item not found');

/**
 * The one place an inventory item's access is checked: it must sit in an inventory of one of
 * the user's characters, or in the stock of a campaign the user is in; anything else answers
 * 'Item not found', whether it exists or not. `lock` holds the row for the rest of the
 * transaction.
 */
export async function loadReachableItemFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReachableItem> {
  const query = db
    .select({
      item: inventoryItems,
      custom: customItems,
      characterId: inventories.characterId,
      campaignId: inventories.campaignId,
      owner: characters.userId,
      member: campaignMembers.userId,
      campaignOwner: campaigns.ownerId,
    })
    .from(inventoryItems)
    .innerJoin(inventories, eq(inventories.id, inventoryItems.inventoryId))
    .leftJoin(characters, eq(characters.id, inventories.characterId))
    .leftJoin(campaigns, eq(campaigns.id, inventories.campaignId))
    .leftJoin(
      campaignMembers,
      and(eq(campaignMembers.campaignId, campaigns.id), eq(campaignMembers.userId, user.id)),
    )
    .leftJoin(customItems, eq(customItems.id, inventoryItems.customItemId))
    .where(eq(inventoryItems.id, id));
  const [row] = options.lock ? await query.for('update', { of: inventoryItems }) : await query;
  if (!row) throw notFound();
  const custom = row.custom ?? undefined;
  if (row.characterId !== null && row.owner === user.id) {
    return {
      item: row.item,
      custom,
      characterId: row.characterId,
      campaignId: null,
      campaignRole: null,
    };
  }
  if (row.campaignId !== null && row.member === user.id) {
    const campaignRole = row.campaignOwner === user.id ? 'owner' : 'member';
    return { item: row.item, custom, characterId: null, campaignId: row.campaignId, campaignRole };
  }
  throw notFound();
}

/**
 * {@link loadReachableItemFor} for what only a character's item takes (equipping, attuning,
 * notes, splitting…): an item in a campaign stock is answered 'Item not found'.
 */
export async function loadItemFor(
  db: Database,
  user: { id: string },
  id: string,
  options: { lock?: boolean } = {},
): Promise<OwnedItem> {
  const reached = await loadReachableItemFor(db, user, id, options);
  if (reached.characterId === null) throw notFound();
  return { item: reached.item, custom: reached.custom, characterId: reached.characterId };
}

/** What the catalogue (or the custom item) says of an item, for the equip and attune rules. */
function rulesOf(owned: Pick<OwnedItem, 'item' | 'custom'>, catalogue: RulesCatalogue) {
  const entry = owned.item.itemId ? catalogue.items.get(owned.item.itemId) : undefined;
  return {
    type: entry?.type ?? 'custom',
    attunement: entry ? entry.attunement : (owned.custom?.attunement ?? false),
  };
}

const CHOICE_PATHS = { variant: 'body.item_data.variant', base: 'body.item_data.base' };

/**
 * An edited `item_data` with its magic item choice checked as adding the item checks it; a
 * line that had a variant or base keeps having one (one stored before the item had variants
 * may go on without). A custom item has neither.
 */
function checkedChoice<T extends { variant?: string; base?: string }>(
  owned: Pick<OwnedItem, 'item'>,
  data: T,
  catalogue: RulesCatalogue,
): T {
  const entry = owned.item.itemId ? catalogue.items.get(owned.item.itemId) : undefined;
  if (!entry) {
    if (data.variant !== undefined)
      throw invalidField(CHOICE_PATHS.variant, 'A custom item has no variants');
    if (data.base !== undefined)
      throw invalidField(CHOICE_PATHS.base, 'A custom item is not made from another item');
    return data;
  }
  const stored = owned.item.itemData;
  checkMagicItemChoice(entry, data, catalogue, CHOICE_PATHS, {
    variant: stored?.variant !== undefined,
    base: stored?.base !== undefined,
  });
  return data;
}

/** A line's magic item choice alone, or null when it has none. */
function choiceOnly(item: ItemRow) {
  const data = item.itemData;
  return choiceData({
    ...(data?.variant !== undefined ? { variant: data.variant } : {}),
    ...(data?.base !== undefined ? { base: data.base } : {}),
  });
}

/** The container chain above an item must not come back to it (a bag inside itself). */
async function refuseCycle(db: Database, itemId: string, containerId: string): Promise<void> {
  let current: string | null = containerId;
  const seen = new Set<string>();
  while (current) {
    if (current === itemId || seen.has(current)) {
      throw invalidField('body.container_id', 'A container cannot go inside itself');
    }
    seen.add(current);
    const [parent] = await db
      .select({ containerId: inventoryItems.containerId })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, current));
    current = parent?.containerId ?? null;
  }
}

/** Every item inside this one, at any depth (they travel with their container). */
export async function contentsOf(db: Database, itemId: string): Promise<string[]> {
  const found: string[] = [];
  let frontier = [itemId];
  while (frontier.length > 0) {
    const rows = await db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(inArray(inventoryItems.containerId, frontier));
    frontier = rows.map((row) => row.id).filter((id) => !found.includes(id));
    found.push(...frontier);
  }
  return found;
}

async function attunedCount(db: Database, characterId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inventoryItems)
    .innerJoin(inventories, eq(inventories.id, inventoryItems.inventoryId))
    .where(and(eq(inventories.characterId, characterId), eq(inventoryItems.attuned, true)));
  return row?.count ?? 0;
}

const QUANTITY = { min: 0, max: 100_000 };

/**
 * The quantity an update leaves (issue 19): with the quantity the edit was based on, the edit's
 * change is applied to the stored quantity (two devices spending arrows both count), within
 * the contract's bounds; 0 keeps the line, as a quantity of 0 sent without a base does.
 * Without a base the sent quantity replaces the stored one.
 */
export function mergedQuantity(stored: number, sent: number, base: number | undefined): number {
  if (base === undefined) return sent;
  return Math.min(QUANTITY.max, Math.max(QUANTITY.min, stored + (sent - base)));
}

/**
 * Applies a change to an inventory item (platform §7, spec character §4) under the rules: only
 * weapons and armor are equipped; at most 3 items attuned, and only those that need it; a
 * container only of a container item in the same inventory, never inside itself; a move to
 * another of the character's inventories takes the item's contents along; a scroll's spell must
 * exist. Runs in the caller's transaction.
 */
export async function updateInventoryItem(
  db: Database,
  user: { id: string },
  id: string,
  changes: UpdateInventoryItemBody,
  catalogue: RulesCatalogue,
  now: Date,
): Promise<InventoryItem> {
  const owned = await loadItemFor(db, user, id, { lock: true });
  const rules = rulesOf(owned, catalogue);
  const values: Partial<ItemRow> = {};

  if (changes.quantity !== undefined) {
    values.quantity = mergedQuantity(owned.item.quantity, changes.quantity, changes.base?.quantity);
  }
  if (changes.notes !== undefined) values.notes = changes.notes;
  if (changes.options !== undefined) values.options = changes.options;
  const opened = changes.opened ?? changes.open;
  if (opened !== undefined) values.opened = opened;
  if (changes.equipped !== undefined) {
    if (changes.equipped && !canEquip(rules)) {
      throw invalidField(
        'body.equipped',
        'Only weapons and armor can be equipped',
        'item.not-equippable',
      );
    }
    values.equipped = changes.equipped;
  }
  if (changes.attuned !== undefined) {
    if (changes.attuned && !owned.item.attuned) {
      if (rules.attunement === false) {
        throw invalidField(
          'body.attuned',
          'This item does not need attunement',
          'item.no-attunement',
        );
      }
      if ((await attunedCount(db, owned.characterId)) >= MAX_ATTUNED) {
        throw invalidField(
          'body.attuned',
          `At most ${MAX_ATTUNED} items can be attuned`,
          'attunement.max',
        );
      }
    }
    values.attuned = changes.attuned;
  }
  if (changes.item_data !== undefined) {
    const spell = changes.item_data?.spell;
    if (spell !== undefined) {
      if (rules.type !== 'scroll')
        throw invalidField('body.item_data.spell', 'Only a scroll holds a spell');
      if (!catalogue.spells.has(spell))
        throw invalidField('body.item_data.spell', `Unknown spell "${spell}"`);
    }
    const merged = changes.item_data ? { ...owned.item.itemData, ...changes.item_data } : null;
    // Clearing a line's data (its name, its spell) keeps what kind of item it is.
    values.itemData = merged ? checkedChoice(owned, merged, catalogue) : choiceOnly(owned.item);
  }

  let inventoryId = owned.item.inventoryId;
  if (changes.inventory_id !== undefined && changes.inventory_id !== inventoryId) {
    // Locked: an inventory being deleted either waits for the move or is already gone.
    const [target] = await db
      .select({ characterId: inventories.characterId })
      .from(inventories)
      .where(eq(inventories.id, changes.inventory_id))
      .for('no key update');
    if (!target || target.characterId !== owned.characterId) {
      throw invalidField('body.inventory_id', 'No such inventory of this character');
    }
    inventoryId = changes.inventory_id;
    values.inventoryId = inventoryId;
    values.containerId = null;
    const inside = await contentsOf(db, id);
    if (inside.length > 0) {
      await db
        .update(inventoryItems)
        .set({ inventoryId, updatedAt: now, version: sql`${inventoryItems.version} + 1` })
        .where(inArray(inventoryItems.id, inside));
    }
  }
  if (changes.container_id !== undefined) {
    const containerId = changes.container_id;
    if (containerId !== null) {
      const heldItemId = owned.item.itemId ?? owned.custom?.baseItemId ?? null;
      await checkContainer(
        db,
        inventoryId,
        containerId,
        heldItemId,
        catalogue,
        'body.container_id',
      );
      await refuseCycle(db, id, containerId);
    }
    values.containerId = containerId;
  }

  const [row] = await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: now, version: sql`${inventoryItems.version} + 1` })
    .where(eq(inventoryItems.id, id))
    .returning();
  return toInventoryItemView(row!, owned.custom);
}

/**
 * Removes an item; what was inside it stays in the inventory, out of the container. In a
 * campaign's stock only the campaign's owner removes items (members take them out instead).
 */
export async function deleteInventoryItem(db: Database, user: { id: string }, id: string) {
  const { custom, campaignRole } = await loadReachableItemFor(db, user, id, { lock: true });
  if (campaignRole === 'member') {
    throw new AppError('FORBIDDEN', 'Only the campaign’s owner can remove items from its stock');
  }
  await db.delete(inventoryItems).where(eq(inventoryItems.id, id));
  // A custom item shared into a stock is still its maker's definition.
  if (custom) await forgetUnusedCustomItems(db, custom.userId);
  return { id };
}
