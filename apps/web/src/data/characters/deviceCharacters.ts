import type { Character, Inventory } from '@hearth/contract';

import { callDevice } from '../device/deviceClient.ts';

/**
 * The device copies of the user's characters and their inventories (Dexie `characters`,
 * `inventories`): what the list and the sheet show offline. The database work, and the check
 * that a stored record is still a whole character, run in the app's worker
 * (data/device/deviceStore.ts): a record that is not one reads as absent, so the server's copy
 * is fetched instead of the sheet failing on it.
 */
export function readDeviceCharacters(userId: string): Promise<Character[]> {
  return callDevice('readCharacters', userId);
}

export function readDeviceCharacter(id: string): Promise<Character | undefined> {
  return callDevice('readCharacter', id);
}

/** Replaces the user's device characters by the server's list. */
export function storeDeviceCharacters(userId: string, list: Character[]): Promise<void> {
  return callDevice('storeCharacters', userId, list);
}

export function storeDeviceCharacter(character: Character): Promise<void> {
  return callDevice('storeCharacter', character);
}

/** Forgets a character and its inventories on the device. */
export function removeDeviceCharacter(id: string): Promise<void> {
  return callDevice('removeCharacter', id);
}

export function readDeviceInventories(characterId: string): Promise<Inventory[]> {
  return callDevice('readInventories', characterId);
}

export function storeDeviceInventories(characterId: string, list: Inventory[]): Promise<void> {
  return callDevice('storeInventories', characterId, list);
}

/**
 * Forgets every device copy of characters and inventories (the session ended: the next account
 * on this device must not find them). Unsent edits live in the outbox, not here, and stay.
 */
export function forgetDeviceCharacters(): Promise<void> {
  return callDevice('forgetCharacters');
}
