import type { Inventory, InventoryItem } from '@hearth/contract';
import type { HeldEquipment, ItemRules, PurseView, RulesCatalogue } from '@hearth/rules';
import {
  carriedItems,
  containerRefusal,
  purseOf,
  resolveEquipment,
  roundWeight,
  takesItems,
  totalWeight,
} from '@hearth/rules';

import type { ConcreteItem } from '../items/magicItems.ts';
import { concreteOf } from '../items/magicItems.ts';

/** One item as the inventory screen lists it, with what sits inside it. */
export interface ItemRow {
  item: InventoryItem;
  rules: ItemRules | undefined;
  /** The catalogue item with the line's variant and base (`+1 Longsword`), when catalogued. */
  concrete: ConcreteItem | undefined;
  title: string;
  /** Pounds of the whole stack, to 2 decimals (bundled items weigh their share). */
  weight: number;
  /** The whole stack's worth in gold pieces. */
  value: number;
  /** Shown as a container: it takes items, or something is in it anyway. */
  isContainer: boolean;
  /** More can be put into it (a bag, not a flask). */
  takesItems: boolean;
  /** Pounds inside it (containers), counted as the carry rules count them. */
  load: number;
  contents: ItemRow[];
}

export interface InventoryView {
  inventory: Inventory;
  /** Pounds in it, weightless containers' contents excluded. */
  weight: number;
  /** The coins lying loose in it, shown as a purse rather than as item rows. */
  purse: PurseView;
  rows: ItemRow[];
}

/**
 * The item's name: a custom or renamed item's own, else the concrete item's (`+1 Longsword`,
 * read from the catalogue's entry with the line's variant and base), else the rules' title.
 */
export function itemTitle(
  item: InventoryItem,
  rules: ItemRules | undefined,
  items?: ReadonlyMap<string, ItemRules>,
): string {
  if (item.item_data?.name) return item.item_data.name;
  const concrete = items && concreteLine(item, items);
  return concrete?.name ?? rules?.title ?? item.item_id ?? '';
}

/** The line's concrete item, read from its catalogue entry; undefined for a custom item. */
export function concreteLine(
  item: InventoryItem,
  items: ReadonlyMap<string, ItemRules>,
): ConcreteItem | undefined {
  const entry = item.item_id ? items.get(item.item_id) : undefined;
  return entry && concreteOf(entry, item.item_data, (id) => items.get(id));
}

/** What one piece is worth in gold: bundled items (20 arrows for 1 gp) their share. */
function unitValue(item: InventoryItem, rules: ItemRules | undefined): number {
  if (!rules) return Math.max(0, item.item_data?.value ?? 0);
  return rules.value / (rules.bundle ?? 1);
}

/**
 * The inventory's items as a tree: containers hold what names them as container. Loose coins
 * make up its purse instead of rows; coins in a pouch stay rows inside the pouch.
 */
export function viewInventory(inventory: Inventory, catalogue: RulesCatalogue): InventoryView {
  const purse = purseOf(inventory.items, (id) => catalogue.items.get(id));
  const inPurse = new Set(
    Object.values(purse.stacks).flatMap((stacks) => stacks.map((stack) => stack.id)),
  );
  const equipment = resolveEquipment(inventory.items, catalogue);
  const carried = carriedItems(equipment);
  const held = new Map(equipment.held.map((entry) => [entry.item.id, entry]));
  const childrenOf = new Map<string | null, InventoryItem[]>();
  for (const item of inventory.items) {
    // An item whose container is not in this inventory is shown loose rather than lost.
    const parent = item.container_id && held.has(item.container_id) ? item.container_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }
  const subtreeIds = (id: string, seen: Set<string>): string[] =>
    (childrenOf.get(id) ?? [])
      .filter((child) => !seen.has(child.id))
      .flatMap((child) => {
        seen.add(child.id);
        return [child.id, ...subtreeIds(child.id, seen)];
      });
  const rowOf = (item: InventoryItem, seen: Set<string>): ItemRow => {
    const entry = held.get(item.id) as HeldEquipment;
    const inside = subtreeIds(item.id, new Set([item.id]));
    const insideSet = new Set(inside);
    const contentsCarried = carried.filter((thing) => insideSet.has(thing.id));
    const isWeightless = entry.rules?.container?.weightless ?? false;
    const takes = takesItems(entry.rules);
    const children = (childrenOf.get(item.id) ?? []).filter((child) => !seen.has(child.id));
    const nextSeen = new Set([...seen, ...children.map((child) => child.id)]);
    return {
      item,
      rules: entry.rules,
      concrete: concreteLine(item, catalogue.items),
      title: itemTitle(item, entry.rules, catalogue.items),
      weight: roundWeight(entry.unitWeight * Math.max(0, item.quantity)),
      value: unitValue(item, entry.rules) * Math.max(0, item.quantity),
      // A vessel for liquids is shown as a container only if something was put in it anyway.
      isContainer: takes || children.length > 0,
      takesItems: takes,
      // Only the contents' own chain is given, so nested weightless containers still count.
      load: isWeightless ? 0 : totalWeight(contentsCarried),
      contents: children.map((child) => rowOf(child, nextSeen)),
    };
  };
  const top = (childrenOf.get(null) ?? []).filter((item) => !inPurse.has(item.id));
  return {
    inventory,
    weight: totalWeight(carried),
    purse,
    rows: top.map((item) => rowOf(item, new Set([item.id]))),
  };
}

/** The body first, then the others in the server's order (oldest first). */
export function orderInventories(list: readonly Inventory[]): Inventory[] {
  return [
    ...list.filter((inventory) => inventory.type === 'body'),
    ...list.filter((inventory) => inventory.type !== 'body'),
  ];
}

/**
 * Containers of the inventory an item may be put into: not itself, nor anything inside it, nor
 * one that refuses it (a flask, a quiver for a sword).
 */
export function containersFor(
  item: InventoryItem,
  inventory: Inventory,
  catalogue: RulesCatalogue,
): InventoryItem[] {
  const inside = new Set([item.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const other of inventory.items) {
      if (other.container_id && inside.has(other.container_id) && !inside.has(other.id)) {
        inside.add(other.id);
        grew = true;
      }
    }
  }
  const heldItemId = item.item_id ?? item.item_data?.base_item_id ?? null;
  return inventory.items.filter(
    (other) =>
      !inside.has(other.id) &&
      other.id !== item.container_id &&
      other.item_id !== null &&
      containerRefusal(catalogue.items.get(other.item_id), heldItemId) === undefined,
  );
}
