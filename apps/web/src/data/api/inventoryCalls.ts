import type {
  addCustomItem,
  addInventoryItem,
  applyPreset,
  createInventory,
  deleteInventory,
  deleteInventoryItem,
  giveInventoryItem,
  listOwnPresets,
  listSources,
  splitInventoryItem,
  updateCustomItem,
  updateInventory,
  updateInventoryItem,
} from '@hearth/contract';

import { callByPath } from './bootCalls.ts';

/*
 * The inventory, items and magic screens' calls, by method and path only (see bootCalls.ts):
 * their first load then carries no schema library (issue 16). inventoryCalls.test.ts checks
 * them against the contract.
 */
export const createInventoryCall = callByPath<typeof createInventory>(
  'POST',
  '/inventory/:characterId',
);
export const updateInventoryCall = callByPath<typeof updateInventory>('PUT', '/inventory/:id');
export const deleteInventoryCall = callByPath<typeof deleteInventory>('DELETE', '/inventory/:id');
export const addInventoryItemCall = callByPath<typeof addInventoryItem>(
  'POST',
  '/inventory/:inventoryId/items',
);
export const addCustomItemCall = callByPath<typeof addCustomItem>(
  'POST',
  '/inventory/add-custom-item',
);
export const updateInventoryItemCall = callByPath<typeof updateInventoryItem>(
  'PUT',
  '/inventory/item/:id',
);
export const updateCustomItemCall = callByPath<typeof updateCustomItem>(
  'PUT',
  '/inventory/item/:id/custom',
);
export const deleteInventoryItemCall = callByPath<typeof deleteInventoryItem>(
  'DELETE',
  '/inventory/item/:id',
);
export const giveInventoryItemCall = callByPath<typeof giveInventoryItem>(
  'POST',
  '/inventory/give',
);
export const splitInventoryItemCall = callByPath<typeof splitInventoryItem>(
  'POST',
  '/inventory/:id/split',
);
export const listOwnPresetsCall = callByPath<typeof listOwnPresets>('GET', '/presets/mine');
export const applyPresetCall = callByPath<typeof applyPreset>('POST', '/presets/apply');
export const listSourcesCall = callByPath<typeof listSources>('GET', '/sources');
