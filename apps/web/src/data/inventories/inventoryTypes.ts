import type { Inventory } from '@hearth/contract';

/**
 * The kinds of inventory, as the contract's `INVENTORY_TYPES`: taken from there, the module's
 * zod schemas came along into the inventory screen's first load (issue 16).
 * inventoryTypes.test.ts checks the two lists are the same.
 */
export const INVENTORY_TYPES = [
  'body',
  'backpack',
  'mount',
  'vehicle',
  'storage',
  'other',
] as const satisfies readonly Inventory['type'][];
