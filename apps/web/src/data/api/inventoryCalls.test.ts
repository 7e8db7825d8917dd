import { describe, expect, it } from 'vitest';

import {
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

import {
  addCustomItemCall,
  addInventoryItemCall,
  applyPresetCall,
  createInventoryCall,
  deleteInventoryCall,
  deleteInventoryItemCall,
  giveInventoryItemCall,
  listOwnPresetsCall,
  listSourcesCall,
  splitInventoryItemCall,
  updateCustomItemCall,
  updateInventoryCall,
  updateInventoryItemCall,
} from './inventoryCalls.ts';

describe('inventory calls', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [createInventoryCall, createInventory],
      [updateInventoryCall, updateInventory],
      [deleteInventoryCall, deleteInventory],
      [addInventoryItemCall, addInventoryItem],
      [addCustomItemCall, addCustomItem],
      [updateInventoryItemCall, updateInventoryItem],
      [updateCustomItemCall, updateCustomItem],
      [deleteInventoryItemCall, deleteInventoryItem],
      [giveInventoryItemCall, giveInventoryItem],
      [splitInventoryItemCall, splitInventoryItem],
      [listOwnPresetsCall, listOwnPresets],
      [applyPresetCall, applyPreset],
      [listSourcesCall, listSources],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });
});
