import type { Inventory } from '@hearth/contract';
import type { ItemRules } from '@hearth/rules';
import { takesItems } from '@hearth/rules';

/** Where the items page puts what is added: an inventory, maybe inside a container in it. */
export interface Destination {
  inventory: Inventory;
  /** The container item (a row of that inventory), or null: loose in the inventory. */
  containerId: string | null;
  /** The container's name as the inventory shows it, when there is one. */
  containerName: string | null;
  /** The catalogue items the container is made for (a quiver: arrows); null when any fits. */
  holds: readonly string[] | null;
}

/** What the destination needs to know of a catalogue item. */
export type CatalogueLookup = (
  itemId: string,
) => Pick<ItemRules, 'title' | 'container'> | undefined;

export type DestinationLookup =
  | { state: 'loading' }
  | { state: 'missing' }
  /** The route names a vessel for liquids (a flask): a place no item goes. */
  | { state: 'holds-nothing'; containerName: string }
  | ({ state: 'found' } & Destination);

/**
 * The route's inventory and container (spec §2 `/items/{id?}/{container?}`) among the
 * character's inventories; without an id, the inventory on the character's body. A container
 * must be a container item of that inventory: anything else is not where the user meant to
 * add; a vessel for liquids (a flask) takes no items.
 */
export function findDestination(
  inventories: readonly Inventory[] | undefined,
  inventoryId: string | undefined,
  containerId: string | undefined,
  /** Undefined while the device's catalogue is still loading. */
  catalogueItem: CatalogueLookup | undefined,
): DestinationLookup {
  if (!inventories) return { state: 'loading' };
  const inventory = inventoryId
    ? inventories.find((found) => found.id === inventoryId)
    : (inventories.find((found) => found.type === 'body') ?? inventories[0]);
  if (!inventory) return { state: 'missing' };
  if (!containerId) {
    return { state: 'found', inventory, containerId: null, containerName: null, holds: null };
  }
  // Whether the container takes items is the catalogue's to say: wait for it, never guess.
  if (!catalogueItem) return { state: 'loading' };
  const container = inventory.items.find((item) => item.id === containerId);
  const rules = container?.item_id ? catalogueItem(container.item_id) : undefined;
  if (!container || !rules?.container) return { state: 'missing' };
  const containerName = container.item_data?.name ?? rules.title;
  if (!takesItems(rules)) return { state: 'holds-nothing', containerName };
  return {
    state: 'found',
    inventory,
    containerId,
    containerName,
    holds: rules.container.holds ?? null,
  };
}
