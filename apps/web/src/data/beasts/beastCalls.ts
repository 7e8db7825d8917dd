import type {
  addCharacterBeast,
  deleteCharacterBeast,
  listCharacterBeasts,
  updateCharacterBeast,
} from '@hearth/contract';

import { callByPath } from '../api/bootCalls.ts';

/*
 * The beasts pages' calls, by method and path only (see bootCalls.ts): no schema library in
 * their first load. beastCalls.test.ts checks them against the contract.
 */
export const listCharacterBeastsCall = callByPath<typeof listCharacterBeasts>(
  'GET',
  '/character-beasts/:characterId',
);
export const addCharacterBeastCall = callByPath<typeof addCharacterBeast>(
  'POST',
  '/character-beasts/:characterId',
);
export const updateCharacterBeastCall = callByPath<typeof updateCharacterBeast>(
  'PUT',
  '/character-beasts/:id',
);
export const deleteCharacterBeastCall = callByPath<typeof deleteCharacterBeast>(
  'DELETE',
  '/character-beasts/:id',
);
