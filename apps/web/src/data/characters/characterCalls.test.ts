import { describe, expect, it } from 'vitest';

import {
  CHARACTER_FIELDS as CONTRACT_FIELDS,
  deleteCharacter,
  getCharacter,
  listCharacters,
  listInventories,
} from '@hearth/contract';

import {
  deleteCharacterCall,
  getCharacterCall,
  listCharactersCall,
  listInventoriesCall,
} from './characterCalls.ts';
import { CHARACTER_FIELDS } from './characterFields.ts';

describe('character reads without the schemas', () => {
  it('match the contract', () => {
    for (const [light, full] of [
      [listCharactersCall, listCharacters],
      [getCharacterCall, getCharacter],
      [listInventoriesCall, listInventories],
      [deleteCharacterCall, deleteCharacter],
    ] as const) {
      expect([light.method, light.path]).toEqual([full.method, full.path]);
    }
  });

  it('list the editable fields of the contract, in its order', () => {
    expect(CHARACTER_FIELDS).toEqual(CONTRACT_FIELDS);
  });
});
