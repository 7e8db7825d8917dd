import type { ItemRules } from './catalogue.ts';

/**
 * Why an item cannot go into a container: it is no container, a vessel for liquids (a flask,
 * a waterskin), or made for particular items only (a quiver for arrows).
 */
export type ContainerRefusal = 'not-a-container' | 'liquids-only' | 'made-for-others';

/**
 * Whether a container takes items at all: vessels for liquids hold what no inventory lists.
 */
export function takesItems(container: Pick<ItemRules, 'container'> | undefined): boolean {
  return container?.container !== undefined && container.container.liquids_only !== true;
}

/**
 * Why `container` refuses the item `heldItemId` names (its catalogue id, or for a custom
 * item the catalogue item it is based on, null when none), or undefined when it fits.
 */
export function containerRefusal(
  container: Pick<ItemRules, 'container'> | undefined,
  heldItemId: string | null,
): ContainerRefusal | undefined {
  const rules = container?.container;
  if (!rules) return 'not-a-container';
  if (rules.liquids_only) return 'liquids-only';
  if (rules.holds && (heldItemId === null || !rules.holds.includes(heldItemId))) {
    return 'made-for-others';
  }
  return undefined;
}
