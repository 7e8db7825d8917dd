import { and, eq, isNull, ne, sql } from 'drizzle-orm';

import type { RulesCatalogue } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { invalidField } from '../errors/app-error.ts';
import { checkContainer } from './container-check.ts';
import { checkMagicItemChoice, choiceData } from './magic-item-choice.ts';

type ItemRow = typeof inventoryItems.$inferSelect;

export interface CatalogueItemToAdd {
  itemId: string;
  quantity: number;
  containerId?: string | null;
  /** A magic item with variants: which one (`hill`). */
  variant?: string;
  /** A magic weapon or armor made over a base item: which one (`longsword`). */
  base?: string;
}

/** What a plain stack holds beside its item: nothing, or a magic item's variant and base. */
export type StackData = { variant?: string; base?: string } | null;

/** Whether stacks of a catalogue item merge: countable things, never containers (they hold). */
export function isStackable(entry: { countable?: boolean; container?: unknown }): boolean {
  return entry.countable === true && !entry.container;
}

/**
 * The plain stack of a catalogue item in one place of an inventory (loose, or in a container),
 * locked for the rest of the transaction: not worn, attuned, renamed or annotated, so more of
 * the same item can join it; of a magic item, of the same variant and base (`data`: a Greater
 * Potion of Healing joins Greater ones only). `except` leaves out the stack being moved itself.
 */
export async function lockPlainStack(
  db: Database,
  inventoryId: string,
  itemId: string,
  containerId: string | null,
  except?: string,
  data: StackData = null,
): Promise<ItemRow | undefined> {
  const [stack] = await db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.inventoryId, inventoryId),
        eq(inventoryItems.itemId, itemId),
        containerId === null
          ? isNull(inventoryItems.containerId)
          : eq(inventoryItems.containerId, containerId),
        data === null
          ? isNull(inventoryItems.itemData)
          : // jsonb equality: the same keys and values, whatever their order.
            sql`${inventoryItems.itemData} = ${JSON.stringify(data)}::jsonb`,
        eq(inventoryItems.equipped, false),
        eq(inventoryItems.attuned, false),
        eq(inventoryItems.notes, ''),
        except === undefined ? undefined : ne(inventoryItems.id, except),
      ),
    )
    .orderBy(inventoryItems.createdAt, inventoryItems.id)
    .limit(1)
    .for('update');
  return stack;
}

/** Adds to a stack's quantity in the database (never a read-modify-write of a stale count). */
export async function addToStack(
  db: Database,
  stackId: string,
  quantity: number,
  now: Date,
): Promise<ItemRow> {
  const [joined] = await db
    .update(inventoryItems)
    .set({
      quantity: sql`${inventoryItems.quantity} + ${quantity}`,
      updatedAt: now,
      version: sql`${inventoryItems.version} + 1`,
    })
    .where(eq(inventoryItems.id, stackId))
    .returning();
  return joined!;
}

/**
 * Puts so many of a catalogue item into an inventory (already checked to be the caller's),
 * loose or inside a container there. A magic item with variants needs one of them, one made
 * over a base item a base that fits (stored in `item_data`). A countable item joins a plain
 * stack of the same item, variant and base in the same place (not worn, attuned, renamed or
 * annotated; containers never merge, they hold things), so adding arrows to arrows makes one
 * stack. Runs in the caller's transaction; the stack joined is locked, so two concurrent adds
 * both count.
 */
export async function addCatalogueItem(
  db: Database,
  inventoryId: string,
  add: CatalogueItemToAdd,
  catalogue: RulesCatalogue,
  now: Date,
  paths: { itemId: string; containerId: string; variant?: string; base?: string } = {
    itemId: 'body.itemId',
    containerId: 'body.containerId',
  },
): Promise<ItemRow> {
  const entry = catalogue.items.get(add.itemId);
  if (!entry) throw invalidField(paths.itemId, `Unknown item "${add.itemId}"`);
  const data = choiceData(
    checkMagicItemChoice(entry, add, catalogue, {
      variant: paths.variant ?? 'body.variant',
      base: paths.base ?? 'body.base',
    }),
  );
  const containerId = add.containerId ?? null;
  if (containerId !== null) {
    await checkContainer(db, inventoryId, containerId, add.itemId, catalogue, paths.containerId);
  }
  if (isStackable(entry)) {
    const stack = await lockPlainStack(db, inventoryId, add.itemId, containerId, undefined, data);
    if (stack) return addToStack(db, stack.id, add.quantity, now);
  }
  const [created] = await db
    .insert(inventoryItems)
    .values({
      inventoryId,
      itemId: add.itemId,
      containerId,
      quantity: add.quantity,
      itemData: data,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}
