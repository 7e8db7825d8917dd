import type { Inventory, InventoryItem, UpdateInventoryItemBody } from '@hearth/contract';

/**
 * Pure edits of the cached inventories list (the inventories query's data): what the screen
 * shows at once, before or after the server's answer.
 */
type List = Inventory[] | undefined;

const mapItems = (list: List, edit: (items: InventoryItem[]) => InventoryItem[]): List =>
  list?.map((inventory) => ({ ...inventory, items: edit(inventory.items) }));

/** An item's fields as a change would leave them (`open` is the spec's name for `opened`). */
export function applyItemChanges(
  item: InventoryItem,
  changes: UpdateInventoryItemBody,
): InventoryItem {
  const { open, characterId: _owner, item_data, options, ...fields } = changes;
  const next: InventoryItem = { ...item };
  if (fields.quantity !== undefined) next.quantity = fields.quantity;
  if (fields.equipped !== undefined) next.equipped = fields.equipped;
  if (fields.attuned !== undefined) next.attuned = fields.attuned;
  if (fields.notes !== undefined) next.notes = fields.notes;
  if (fields.container_id !== undefined) next.container_id = fields.container_id;
  const opened = fields.opened ?? open;
  if (opened !== undefined) next.opened = opened;
  if (item_data !== undefined) {
    next.item_data = item_data === null ? null : { ...item.item_data, ...item_data };
  }
  if (options !== undefined) next.options = options;
  return next;
}

export function patchItem(list: List, id: string, changes: UpdateInventoryItemBody): List {
  return mapItems(list, (items) =>
    items.map((item) => (item.id === id ? applyItemChanges(item, changes) : item)),
  );
}

export function replaceItem(list: List, saved: InventoryItem): List {
  return mapItems(list, (items) => items.map((item) => (item.id === saved.id ? saved : item)));
}

/** Removes an item; what was inside it stays in the inventory, out of the container. */
export function removeItem(list: List, id: string): List {
  return mapItems(list, (items) =>
    items
      .filter((item) => item.id !== id)
      .map((item) => (item.container_id === id ? { ...item, container_id: null } : item)),
  );
}

/** Puts a new stack right after another item of the same inventory. */
export function insertItemAfter(list: List, afterId: string, created: InventoryItem): List {
  return list?.map((inventory) => {
    if (inventory.id !== created.inventory_id) return inventory;
    const at = inventory.items.findIndex((item) => item.id === afterId);
    const items = [...inventory.items];
    items.splice(at < 0 ? items.length : at + 1, 0, created);
    return { ...inventory, items };
  });
}

export function addInventory(list: List, created: Inventory): List {
  return list ? [...list.filter((inventory) => inventory.id !== created.id), created] : [created];
}

export function replaceInventory(list: List, saved: Inventory): List {
  return list?.map((inventory) => (inventory.id === saved.id ? saved : inventory));
}

export function patchInventory(list: List, id: string, changes: Partial<Inventory>): List {
  return list?.map((inventory) => (inventory.id === id ? { ...inventory, ...changes } : inventory));
}

export function removeInventory(list: List, id: string): List {
  return list?.filter((inventory) => inventory.id !== id);
}
