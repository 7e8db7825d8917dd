import { describe, expect, it } from 'vitest';

import { INVENTORY_TYPES as CONTRACT_TYPES } from '@hearth/contract';

import { INVENTORY_TYPES } from './inventoryTypes.ts';

describe('inventory types', () => {
  it('are the contract’s, in its order', () => {
    expect(INVENTORY_TYPES).toEqual(CONTRACT_TYPES);
  });
});
