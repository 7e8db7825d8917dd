import type { FastifyInstance } from 'fastify';

import {
  addCustomItem,
  addInventoryItem,
  createInventory,
  deleteInventory,
  deleteInventoryItem,
  giveInventoryItem,
  listInventories,
  splitInventoryItem,
  updateCustomItem,
  updateInventory,
  updateInventoryItem,
} from '@hearth/contract';

import { loadReadableCharacterFor } from '../../characters/load-character.ts';
import { invalidField } from '../../errors/app-error.ts';
import { idempotent } from '../../http/idempotency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { addCatalogueItem } from '../../inventories/add-item.ts';
import * as customItems from '../../inventories/custom-items.ts';
import { editCustomItem } from '../../inventories/edit-custom-item.ts';
import * as give from '../../inventories/give.ts';
import * as inventories from '../../inventories/inventories.ts';
import * as items from '../../inventories/inventory-items.ts';
import { inventoriesOfCharacter, toInventoryItemView } from '../../inventories/inventory-view.ts';
import { loadInventoryFor } from '../../inventories/load-inventory.ts';
import * as split from '../../inventories/split.ts';

/**
 * The spec's client repeats the path's id in some bodies (`inventoryId` when adding an item,
 * `characterId` when creating an inventory). One naming something else is a client bug,
 * refused so that nothing lands in the wrong place nor silently in the path's.
 */
function refuseOtherThanPath(field: string, bodyId: string | undefined, pathId: string) {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw invalidField(`body.${field}`, 'Must be the id in the path');
  }
}

/**
 * Inventories (platform §7): a character's inventories and the items in them. Every change runs
 * in idempotent(), which reads nothing outside its transaction: the catalogue is read first.
 */
export async function inventoryRoutes(app: FastifyInstance) {
  registerEndpoint(app, listInventories, async ({ params, request }) => {
    // Its owner, or a campaign-mate: a read (every change below is the owner's).
    const character = await loadReadableCharacterFor(
      app.database.db,
      request.user!,
      params.characterId,
    );
    return inventoriesOfCharacter(app.database.db, character.id);
  });

  registerEndpoint(app, createInventory, async ({ params, body, request }) => {
    refuseOtherThanPath('characterId', body.characterId, params.characterId);
    return idempotent(app, request, (db) =>
      inventories.createInventory(db, request.user!, params.characterId, body, app.now()),
    );
  });

  registerEndpoint(app, updateInventory, async ({ params, body, request }) =>
    idempotent(app, request, (db) =>
      inventories.updateInventory(db, request.user!, params.id, body, app.now()),
    ),
  );

  registerEndpoint(app, deleteInventory, async ({ params, request }) =>
    idempotent(app, request, (db) => inventories.deleteInventory(db, request.user!, params.id)),
  );

  registerEndpoint(app, addInventoryItem, async ({ params, body, request }) => {
    refuseOtherThanPath('inventoryId', body.inventoryId, params.inventoryId);
    const catalogue = await app.content.rules();
    return idempotent(app, request, async (db) => {
      // Locked so that two concurrent adds of a new countable item make one stack, not two.
      const { inventory } = await loadInventoryFor(db, request.user!, params.inventoryId, {
        lock: true,
      });
      const row = await addCatalogueItem(db, inventory.id, body, catalogue, app.now());
      return toInventoryItemView(row, undefined);
    });
  });

  registerEndpoint(app, addCustomItem, async ({ body, request }) => {
    const catalogue = await app.content.rules();
    return idempotent(app, request, (db) =>
      customItems.addCustomItem(db, request.user!, body, catalogue, app.now()),
    );
  });

  registerEndpoint(app, updateCustomItem, async ({ params, body, request }) =>
    idempotent(app, request, (db) => editCustomItem(db, request.user!, params.id, body, app.now())),
  );

  registerEndpoint(app, splitInventoryItem, async ({ params, body, request }) =>
    idempotent(app, request, (db) =>
      split.splitInventoryItem(db, request.user!, params.id, body, app.now()),
    ),
  );

  registerEndpoint(app, giveInventoryItem, async ({ body, request }) => {
    const catalogue = await app.content.rules();
    return idempotent(app, request, (db) =>
      give.giveInventoryItem(db, request.user!, body, catalogue, app.now()),
    );
  });

  registerEndpoint(app, updateInventoryItem, async ({ params, body, request }) => {
    const catalogue = await app.content.rules();
    return idempotent(app, request, (db) =>
      items.updateInventoryItem(db, request.user!, params.id, body, catalogue, app.now()),
    );
  });

  registerEndpoint(app, deleteInventoryItem, async ({ params, request }) =>
    idempotent(app, request, (db) => items.deleteInventoryItem(db, request.user!, params.id)),
  );
}
