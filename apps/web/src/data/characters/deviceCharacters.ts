import type { Inventory } from '@hearth/contract';
import { Character } from '@hearth/contract';

import { getCharacterDB } from '../db/openCharacterDB.ts';

/**
 * The device copies of the user's characters and their inventories (Dexie `characters`,
 * `inventories`): what the list and the sheet show offline.
 */
/**
 * A stored record as a character, or nothing when it is not one (written by an older version
 * of the app, or damaged): the server's copy is fetched instead of the sheet failing on it.
 */
function asCharacter(record: unknown): Character | undefined {
  const parsed = Character.safeParse(record);
  return parsed.success ? parsed.data : undefined;
}

export async function readDeviceCharacters(userId: string): Promise<Character[]> {
  const db = await getCharacterDB();
  return (await db.store('characters').toArray())
    .map(asCharacter)
    .filter((character): character is Character => character?.user_id === userId);
}

export async function readDeviceCharacter(id: string): Promise<Character | undefined> {
  const db = await getCharacterDB();
  return asCharacter(await db.store('characters').get(id));
}

/** Replaces the user's device characters by the server's list. */
export async function storeDeviceCharacters(userId: string, list: Character[]): Promise<void> {
  const db = await getCharacterDB();
  const table = db.store('characters');
  await db.transaction('rw', table, async () => {
    const stale = ((await table.toArray()) as unknown as Character[])
      .filter(
        (character) => character.user_id === userId && !list.some((c) => c.id === character.id),
      )
      .map((character) => character.id);
    await table.bulkDelete(stale);
    await table.bulkPut(list as unknown as Record<string, unknown>[]);
  });
}

export async function storeDeviceCharacter(character: Character): Promise<void> {
  const db = await getCharacterDB();
  await db.store('characters').put(character as unknown as Record<string, unknown>);
}

export async function removeDeviceCharacter(id: string): Promise<void> {
  const db = await getCharacterDB();
  await db.store('characters').delete(id);
  const inventories = db.store('inventories');
  const owned = ((await inventories.toArray()) as unknown as Inventory[]).filter(
    (inventory) => inventory.character_id === id,
  );
  await inventories.bulkDelete(owned.map((inventory) => inventory.id));
}

export async function readDeviceInventories(characterId: string): Promise<Inventory[]> {
  const db = await getCharacterDB();
  const all = (await db.store('inventories').toArray()) as unknown as Inventory[];
  return all.filter((inventory) => inventory.character_id === characterId);
}

export async function storeDeviceInventories(
  characterId: string,
  list: Inventory[],
): Promise<void> {
  const db = await getCharacterDB();
  const table = db.store('inventories');
  await db.transaction('rw', table, async () => {
    const stale = ((await table.toArray()) as unknown as Inventory[])
      .filter((inventory) => inventory.character_id === characterId)
      .map((inventory) => inventory.id);
    await table.bulkDelete(stale);
    await table.bulkPut(list as unknown as Record<string, unknown>[]);
  });
}

/**
 * Forgets every device copy of characters and inventories (the session ended: the next account
 * on this device must not find them). Unsent edits live in the outbox, not here, and stay.
 */
export async function forgetDeviceCharacters(): Promise<void> {
  const db = await getCharacterDB();
  const characters = db.store('characters');
  const inventories = db.store('inventories');
  await db.transaction('rw', characters, inventories, async () => {
    await characters.clear();
    await inventories.clear();
  });
}
