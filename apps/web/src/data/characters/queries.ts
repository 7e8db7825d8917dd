import { useQuery } from '@tanstack/react-query';

import type { Character, Inventory } from '@hearth/contract';
import { ApiError } from '@hearth/contract';

import { api } from '../api/client.ts';
import { withPendingItemUpdates } from '../inventories/pendingItems.ts';
import { byLastUpdate, characterKeys } from './characterCache.ts';
import { getCharacterCall, listCharactersCall, listInventoriesCall } from './characterCalls.ts';
import { characterReadApi } from './conditionalReads.ts';
import {
  readDeviceCharacter,
  readDeviceCharacters,
  readDeviceInventories,
  storeDeviceCharacter,
  storeDeviceCharacters,
  storeDeviceInventories,
} from './deviceCharacters.ts';
import { withPendingChanges } from './outbox.ts';

export { byLastUpdate, characterKeys, rememberCharacter } from './characterCache.ts';

const offline = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * The user's characters: from the server when it answers (kept on the device), else the
 * device's copies. Pending edits are laid over either.
 */
export function useCharacterList(userId: string | null) {
  return useQuery({
    queryKey: characterKeys.list(userId ?? ''),
    enabled: userId !== null,
    networkMode: 'always',
    queryFn: async () => {
      try {
        const list = await api.call(listCharactersCall, { params: { user_id: userId! } });
        await storeDeviceCharacters(userId!, list);
        return byLastUpdate(list.map(withPendingChanges));
      } catch (error) {
        if (!offline(error)) throw error;
        return byLastUpdate((await readDeviceCharacters(userId!)).map(withPendingChanges));
      }
    },
  });
}

async function fetchCharacter(id: string): Promise<Character | null> {
  try {
    const character = await characterReadApi.call(getCharacterCall, { params: { id } });
    await storeDeviceCharacter(character);
    return withPendingChanges(character);
  } catch (error) {
    if (!offline(error)) throw error;
    const stored = await readDeviceCharacter(id);
    return stored ? withPendingChanges(stored) : null;
  }
}

/** One character: the server's copy (kept on the device), the device's when offline. */
export function useCharacter(id: string | null) {
  return useQuery({
    queryKey: characterKeys.one(id ?? ''),
    enabled: id !== null,
    networkMode: 'always',
    queryFn: () => fetchCharacter(id!),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/**
 * The character's inventories (what it wears and carries): the server's, else the device's;
 * with the line changes still in the outbox laid over either (issue 19).
 */
export function useInventories(characterId: string | null) {
  return useQuery({
    queryKey: characterKeys.inventories(characterId ?? ''),
    enabled: characterId !== null,
    networkMode: 'always',
    queryFn: async (): Promise<Inventory[]> => {
      try {
        const list = await api.call(listInventoriesCall, { params: { characterId: characterId! } });
        await storeDeviceInventories(characterId!, list);
        return withPendingItemUpdates(list);
      } catch (error) {
        if (!offline(error)) throw error;
        return withPendingItemUpdates(await readDeviceInventories(characterId!));
      }
    },
  });
}
