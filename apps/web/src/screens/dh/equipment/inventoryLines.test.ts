import { describe, expect, it } from 'vitest';

import { makeDhCharacter } from '../../../data/dh/dhTestKit.ts';
import {
  addInventoryLine,
  MAX_QUANTITY,
  nextLineId,
  removeInventoryLine,
  setLineQuantity,
} from './inventoryLines.ts';

const empty = makeDhCharacter({ inventory: [] });

describe('inventory lines', () => {
  it('adds one more of a catalogue item the inventory already holds', () => {
    const once = addInventoryLine(empty, { kind: 'consumable', ref: 'potion' });
    const twice = addInventoryLine(once, { kind: 'consumable', ref: 'potion' });
    expect(twice.inventory).toEqual([
      { id: 'line-1', kind: 'consumable', ref: 'potion', quantity: 2 },
    ]);
  });

  it('adds a named line of the player own and ignores a blank name', () => {
    const added = addInventoryLine(empty, { kind: 'custom', name: '  Lucky coin ' });
    expect(added.inventory).toEqual([
      { id: 'line-1', kind: 'custom', ref: null, name: 'Lucky coin', quantity: 1 },
    ]);
    expect(addInventoryLine(empty, { kind: 'custom', name: '   ' })).toBe(empty);
  });

  it('keeps ids unique after a line is removed', () => {
    let character = addInventoryLine(empty, { kind: 'custom', name: 'A' });
    character = addInventoryLine(character, { kind: 'custom', name: 'B' });
    character = removeInventoryLine(character, 'line-1');
    expect(nextLineId(character)).toBe('line-3');
  });

  it('keeps a count between one and the most a line holds', () => {
    const character = addInventoryLine(empty, { kind: 'item', ref: 'rope' });
    expect(setLineQuantity(character, 'line-1', 0).inventory[0]?.quantity).toBe(1);
    expect(setLineQuantity(character, 'line-1', 500).inventory[0]?.quantity).toBe(MAX_QUANTITY);
  });
});
