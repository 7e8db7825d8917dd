import { eq } from 'drizzle-orm';

import type { ContainerRefusal, ItemRules, RulesCatalogue } from '@hearth/rules';
import { containerRefusal } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { inventoryItems } from '../db/schema/index.ts';
import { invalidField } from '../errors/app-error.ts';

/**
 * Checks that `containerId` can take an item placed in `inventoryId`: an item of that
 * inventory whose catalogue entry is a container that takes this item (no vessel for liquids;
 * a quiver only arrows). `heldItemId` is the catalogue item going in (a custom item's base, or
 * null); `path` names the request field for the error.
 */
export async function checkContainer(
  db: Database,
  inventoryId: string,
  containerId: string,
  heldItemId: string | null,
  catalogue: RulesCatalogue,
  path: string,
): Promise<void> {
  const [container] = await db
    .select({ inventoryId: inventoryItems.inventoryId, itemId: inventoryItems.itemId })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, containerId));
  if (!container || container.inventoryId !== inventoryId) {
    throw invalidField(path, 'The container is not in this inventory');
  }
  const entry = container.itemId ? catalogue.items.get(container.itemId) : undefined;
  const refusal = containerRefusal(entry, heldItemId);
  if (refusal)
    throw invalidField(path, refusalText(refusal, entry, catalogue), `container.${refusal}`);
}

/** The English words for why a container refuses an item. */
function refusalText(
  refusal: ContainerRefusal,
  container: ItemRules | undefined,
  catalogue: RulesCatalogue,
): string {
  if (refusal === 'not-a-container' || !container) return 'Only a container can hold items';
  if (refusal === 'liquids-only') return `A ${container.title} holds only liquids`;
  const fits = (container.container?.holds ?? []).map((id) => catalogue.items.get(id)?.title ?? id);
  return `A ${container.title} holds only ${fits.join(', ')}`;
}
