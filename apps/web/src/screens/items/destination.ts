import type { Inventory } from '@hearth/contract';

/** Where the items page puts what is added: an inventory, maybe inside a container in it. */
export interface Destination {
  inventory: Inventory;
  /** The container item (a row of that inventory), or null: loose in the inventory. */
  containerId: string | null;
  /** The container's name as the inventory shows it, when there is one. */
  containerName: string | null;
}

export type DestinationLookup =
  { state: 'loading' } | { state: 'missing' } | ({ state: 'found' } & Destination);

/**
 * The route's inventory and container (spec §2 `/items/{id?}/{container?}`) among the
 * character's inventories; without an id, the inventory on the character's body. A container
 * must be an item of that inventory: anything else is not where the user meant to add.
 */
export function findDestination(
  inventories: readonly Inventory[] | undefined,
  inventoryId: string | undefined,
  containerId: string | undefined,
  catalogueTitle: (itemId: string) => string | undefined,
): DestinationLookup {
  if (!inventories) return { state: 'loading' };
  const inventory = inventoryId
    ? inventories.find((found) => found.id === inventoryId)
    : (inventories.find((found) => found.type === 'body') ?? inventories[0]);
  if (!inventory) return { state: 'missing' };
  if (!containerId) return { state: 'found', inventory, containerId: null, containerName: null };
  const container = inventory.items.find((item) => item.id === containerId);
  if (!container) return { state: 'missing' };
  const containerName =
    container.item_data?.name ??
    (container.item_id ? catalogueTitle(container.item_id) : undefined) ??
    container.item_id ??
    containerId;
  return { state: 'found', inventory, containerId, containerName };
}
