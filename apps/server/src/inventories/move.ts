import { eq, inArray, sql } from 'drizzle-orm';

import type { RulesCatalogue } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { inventories, inventoryItems } from '../db/schema/index.ts';
import { AppError, invalidField } from '../errors/app-error.ts';
import { addToStack, isStackable, lockPlainStack } from './add-item.ts';
import { contentsOf } from './inventory-items.ts';
import { choiceData } from './magic-item-choice.ts';

type ItemRow = typeof inventoryItems.$inferSelect;

export interface MoveOptions {
  /** How many of the stack move; absent: all of it. */
  quantity?: number;
  catalogue: RulesCatalogue;
  now: Date;
  /** The request field naming the quantity, for the error when there are not so many. */
  quantityPath?: string;
}

export interface MoveResult {
  /** The stack as it now is in the target inventory (the item itself, or the stack it joined). */
  moved: ItemRow;
  /** What stays behind when only part of the stack moved. */
  left: ItemRow | null;
}

/**
 * Locks inventories for a move, always in id order, so two moves between the same inventories
 * in opposite directions queue instead of deadlocking. Lock the inventories before the item.
 * One deleted meanwhile (its character's deletion included) answers 'Inventory not found':
 * after the lock it cannot go before this transaction ends.
 */
export async function lockInventories(db: Database, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  for (const id of sorted) {
    const [row] = await db
      .select({ id: inventories.id })
      .from(inventories)
      .where(eq(inventories.id, id))
      .for('no key update');
    if (!row) throw new AppError('NOT_FOUND', 'Inventory not found');
  }
}

/**
 * A stack that can merge with others: a countable catalogue item, nothing of its own but a
 * magic item's variant and base (it merges with stacks of the same ones).
 */
function isPlain(item: ItemRow, catalogue: RulesCatalogue): boolean {
  const entry = item.itemId ? catalogue.items.get(item.itemId) : undefined;
  const dataKeys = Object.keys(item.itemData ?? {});
  return (
    entry !== undefined &&
    isStackable(entry) &&
    dataKeys.every((key) => key === 'variant' || key === 'base') &&
    item.notes === '' &&
    Object.keys(item.options).length === 0
  );
}

/**
 * Moves an item, or part of its stack, into another inventory: the one primitive behind giving
 * to a character and sharing into a campaign stock (platform §4). The moved part lands loose
 * (out of any container), neither worn nor attuned; a container takes its contents along (they
 * lose their owner's attunement too). Part of a plain stack joins a plain stack of the same item
 * there, like adding it would. Runs in the caller's transaction, which has checked who may move
 * what and locked the inventories (lockInventories) and then the item row, in that order.
 */
export async function moveItem(
  db: Database,
  item: ItemRow,
  targetInventoryId: string,
  options: MoveOptions,
): Promise<MoveResult> {
  const quantity = options.quantity ?? item.quantity;
  if (quantity > item.quantity) {
    throw invalidField(
      options.quantityPath ?? 'body.quantity',
      `Only ${item.quantity} in this stack`,
    );
  }
  const { now } = options;
  const whole = quantity === item.quantity;
  const contents = await contentsOf(db, item.id);
  if (!whole && contents.length > 0) {
    throw new AppError('CONFLICT', 'A container with items inside can only move whole');
  }
  const bump = { updatedAt: now, version: sql`${inventoryItems.version} + 1` };

  const stack = isPlain(item, options.catalogue)
    ? await lockPlainStack(
        db,
        targetInventoryId,
        item.itemId!,
        null,
        item.id,
        choiceData(item.itemData ?? {}),
      )
    : undefined;
  let moved: ItemRow;
  if (stack) {
    moved = await addToStack(db, stack.id, quantity, now);
  } else if (whole) {
    const [row] = await db
      .update(inventoryItems)
      .set({
        inventoryId: targetInventoryId,
        containerId: null,
        equipped: false,
        attuned: false,
        ...bump,
      })
      .where(eq(inventoryItems.id, item.id))
      .returning();
    moved = row!;
  } else {
    const [row] = await db
      .insert(inventoryItems)
      .values({
        inventoryId: targetInventoryId,
        itemId: item.itemId,
        customItemId: item.customItemId,
        quantity,
        notes: item.notes,
        options: item.options,
        itemData: item.itemData,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    moved = row!;
  }

  if (contents.length > 0) {
    await db
      .update(inventoryItems)
      .set({ inventoryId: targetInventoryId, equipped: false, attuned: false, ...bump })
      .where(inArray(inventoryItems.id, contents));
  }
  if (whole) {
    if (stack) await db.delete(inventoryItems).where(eq(inventoryItems.id, item.id));
    return { moved, left: null };
  }
  const [left] = await db
    .update(inventoryItems)
    .set({ quantity: sql`${inventoryItems.quantity} - ${quantity}`, ...bump })
    .where(eq(inventoryItems.id, item.id))
    .returning();
  return { moved, left: left! };
}
