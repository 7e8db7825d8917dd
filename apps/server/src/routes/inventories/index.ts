import type { FastifyInstance } from 'fastify';

import { deleteInventoryItem, listInventories, updateInventoryItem } from '@hearth/contract';

import { loadCharacterFor } from '../../characters/load-character.ts';
import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as items from '../../inventories/inventory-items.ts';
import { inventoriesOfCharacter } from '../../inventories/inventory-view.ts';

/** Inventories (platform §7): the character's inventories, and changes to their items. */
export async function inventoryRoutes(app: FastifyInstance) {
  registerEndpoint(app, listInventories, async ({ params, request }) => {
    const character = await loadCharacterFor(app.database.db, request.user!, params.characterId);
    return inventoriesOfCharacter(app.database.db, character.id);
  });

  registerEndpoint(app, updateInventoryItem, async ({ params, body, request }) => {
    // Read before the transaction: the catalogue may query the database (see idempotent()).
    const catalogue = await app.content.rules();
    return idempotent(app, request, (db) =>
      items.updateInventoryItem(db, request.user!, params.id, body, catalogue, app.now()),
    );
  });

  registerEndpoint(app, deleteInventoryItem, async ({ params, request }) =>
    idempotent(app, request, (db) => items.deleteInventoryItem(db, request.user!, params.id)),
  );
}
