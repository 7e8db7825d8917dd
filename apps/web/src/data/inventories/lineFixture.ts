import type { InventoryItem } from '@hearth/contract';

/** An inventory line for the inventories data tests (20 arrows on the body by default). */
export function makeItem(id: string, overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id,
    inventory_id: 'inv-42',
    item_id: 'arrow',
    quantity: 20,
    container_id: null,
    equipped: false,
    attuned: false,
    opened: false,
    notes: '',
    options: {},
    custom: false,
    item_data: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
