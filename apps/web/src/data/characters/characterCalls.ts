import type {
  deleteCharacter,
  getCharacter,
  listCharacters,
  listInventories,
} from '@hearth/contract';

import { callByPath } from '../api/bootCalls.ts';

export { updateCharacterCall } from '../api/bootCalls.ts';

/**
 * The character calls of the character routes (reads; the list's hide, show and delete), by
 * method and path only: the client never validates answers with the contract's zod schemas (the
 * server validates what it sends), so the routes' first load need not carry them (issue 16). The types still come from the
 * contract; characterCalls.test.ts checks these against it.
 */
export const listCharactersCall = callByPath<typeof listCharacters>(
  'GET',
  '/characters/user/:user_id',
);
export const getCharacterCall = callByPath<typeof getCharacter>('GET', '/characters/:id');
export const listInventoriesCall = callByPath<typeof listInventories>(
  'GET',
  '/inventory/:characterId',
);
/** The list's delete of a hidden character. */
export const deleteCharacterCall = callByPath<typeof deleteCharacter>('DELETE', '/characters/:id');
