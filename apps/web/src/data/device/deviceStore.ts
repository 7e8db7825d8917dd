import type { CampaignSummary, Character, Inventory } from '@hearth/contract';

import type { ContentStoreName } from '../catalogue/endpoints.ts';
import type { StoredRecord } from '../db/characterDB.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import { dhDeviceOps } from '../dh/dhDeviceStore.ts';
import type { DeviceReply, DeviceRequest } from './deviceMessages.ts';

/**
 * Everything the app reads from and writes to the device database, as plain functions over
 * structured-cloneable values. They run in the app's worker (device.worker.ts), so Dexie, the
 * database work and the character schema's checks stay off the main thread; the page reaches
 * them through deviceClient.ts. Without a worker (jsdom) the client calls them in-process.
 */

/** Reads the named catalogue stores in one read transaction: a consistent view, one round. */
async function readStores(
  stores: readonly ContentStoreName[],
): Promise<Partial<Record<ContentStoreName, StoredRecord[]>>> {
  const db = await getCharacterDB();
  const tables = stores.map((store) => db.table<StoredRecord, string>(store));
  const lists = await db.transaction('r', tables, () =>
    Promise.all(tables.map((table) => table.toArray())),
  );
  return Object.fromEntries(stores.map((store, index) => [store, lists[index]])) as Partial<
    Record<ContentStoreName, StoredRecord[]>
  >;
}

async function readCharacters(userId: string): Promise<Character[]> {
  const db = await getCharacterDB();
  const { asCharacter } = await import('./characterCheck.ts');
  return (await db.store('characters').toArray())
    .map(asCharacter)
    .filter((character): character is Character => character?.user_id === userId);
}

async function readCharacter(id: string): Promise<Character | undefined> {
  const db = await getCharacterDB();
  const { asCharacter } = await import('./characterCheck.ts');
  return asCharacter(await db.store('characters').get(id));
}

/** Replaces the user's device characters by the server's list. */
async function storeCharacters(userId: string, list: Character[]): Promise<void> {
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

async function storeCharacter(character: Character): Promise<void> {
  const db = await getCharacterDB();
  await db.store('characters').put(character as unknown as Record<string, unknown>);
}

async function removeCharacter(id: string): Promise<void> {
  const db = await getCharacterDB();
  await db.store('characters').delete(id);
  const inventories = db.store('inventories');
  const owned = ((await inventories.toArray()) as unknown as Inventory[]).filter(
    (inventory) => inventory.character_id === id,
  );
  await inventories.bulkDelete(owned.map((inventory) => inventory.id));
}

async function readInventories(characterId: string): Promise<Inventory[]> {
  const db = await getCharacterDB();
  const all = (await db.store('inventories').toArray()) as unknown as Inventory[];
  return all.filter((inventory) => inventory.character_id === characterId);
}

async function storeInventories(characterId: string, list: Inventory[]): Promise<void> {
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

/** The key of a user's campaign list in the `characterData` store. */
const campaignsKey = (userId: string) => `campaigns:${userId}`;

/** The user's campaign list as last fetched (the campaign list offline), if any. */
async function readCampaigns(userId: string): Promise<CampaignSummary[] | undefined> {
  const db = await getCharacterDB();
  const record = await db.store('characterData').get(campaignsKey(userId));
  return Array.isArray(record?.list) ? (record.list as CampaignSummary[]) : undefined;
}

async function storeCampaigns(userId: string, list: CampaignSummary[]): Promise<void> {
  const db = await getCharacterDB();
  await db.store('characterData').put({ id: campaignsKey(userId), list });
}

/**
 * Lists a character's screens keep for offline reading besides the record (its notes, its
 * beasts), each under its own key in `characterData`: `notes:{characterId}:{status}`,
 * `beasts:{characterId}` (keptLists.ts names them).
 */
const KEPT_PREFIXES = ['campaigns:', 'notes:', 'beasts:'];

async function readKeptList(key: string): Promise<unknown[] | undefined> {
  const db = await getCharacterDB();
  const record = await db.store('characterData').get(key);
  return Array.isArray(record?.list) ? (record.list as unknown[]) : undefined;
}

async function storeKeptList(key: string, list: unknown[]): Promise<void> {
  if (!KEPT_PREFIXES.some((prefix) => key.startsWith(prefix))) {
    throw new Error(`Not a kept list: ${key}`);
  }
  const db = await getCharacterDB();
  await db.store('characterData').put({ id: key, list });
}

/**
 * Forgets every device copy of characters, inventories, campaign lists and the lists kept for
 * characters' screens (unsent edits are not kept here).
 */
async function forgetCharacters(): Promise<void> {
  const db = await getCharacterDB();
  const characters = db.store('characters');
  const inventories = db.store('inventories');
  const data = db.store('characterData');
  await db.transaction('rw', characters, inventories, data, async () => {
    await characters.clear();
    await inventories.clear();
    await data
      .filter((record) => KEPT_PREFIXES.some((prefix) => String(record.id).startsWith(prefix)))
      .delete();
  });
}

/** The operations the page may ask for, by name: the protocol of deviceMessages.ts. */
export const deviceStore = {
  readStores,
  readCharacters,
  readCharacter,
  storeCharacters,
  storeCharacter,
  removeCharacter,
  readInventories,
  storeInventories,
  readCampaigns,
  storeCampaigns,
  readKeptList,
  storeKeptList,
  forgetCharacters,
  // The second system's device-only characters (data/dh/dhDeviceStore.ts).
  ...dhDeviceOps,
};

export type DeviceStore = typeof deviceStore;

/** Runs one request from the page and says how it went (the worker posts the answer back). */
export async function answerDeviceRequest({ id, op, args }: DeviceRequest): Promise<DeviceReply> {
  try {
    const run = deviceStore[op] as (...args: unknown[]) => Promise<unknown>;
    return { type: 'device-reply', id, ok: true, value: await run(...args) };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { type: 'device-reply', id, ok: false, message };
  }
}
