import { describe, expect, it } from 'vitest';

import {
  addCharacterBeast,
  deleteCharacterBeast,
  listCharacterBeasts,
  updateCharacterBeast,
} from '@hearth/contract';

import {
  addCharacterBeastCall,
  deleteCharacterBeastCall,
  listCharacterBeastsCall,
  updateCharacterBeastCall,
} from './beastCalls.ts';

describe('character beast calls', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [listCharacterBeastsCall, listCharacterBeasts],
      [addCharacterBeastCall, addCharacterBeast],
      [updateCharacterBeastCall, updateCharacterBeast],
      [deleteCharacterBeastCall, deleteCharacterBeast],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });
});
