import type { DhCharacter } from '@hearth/rules';

import { getCharacterDB } from '../db/openCharacterDB.ts';
import type { DhImported } from './dhImportIds.ts';
import { withFreshIds } from './dhImportIds.ts';

/** A stored record that is not a whole character (damaged, or from another app). */
export interface DhBrokenRecord {
  /** Its key in the store. */
  id: string;
  /** What is wrong, for the report (a field path and the schema's message). */
  issue: string;
}

export interface DhStoredList {
  characters: DhCharacter[];
  broken: DhBrokenRecord[];
}

/**
 * The second system's characters on the device (`dh_characters`, device only, no account):
 * the device store's operations for them, run in the app's worker like the others
 * (deviceStore.ts spreads them in). Records are checked as they are read; the schema (and zod)
 * loads only then.
 */
async function readDhCharacters(): Promise<DhStoredList> {
  const db = await getCharacterDB();
  const records = await db.store('dhCharacters').toArray();
  const { checkDhCharacter } = await import('./dhCharacterSchema.ts');
  const list: DhStoredList = { characters: [], broken: [] };
  for (const record of records) {
    const check = checkDhCharacter(record);
    if (check.ok) list.characters.push(check.character);
    else list.broken.push({ id: String(record.id), issue: check.issue });
  }
  return list;
}

async function storeDhCharacter(character: DhCharacter): Promise<void> {
  const db = await getCharacterDB();
  await db.store('dhCharacters').put(character as unknown as Record<string, unknown>);
}

/** Stores a new character; `first` says the device held none before (the caller asks to persist). */
async function storeNewDhCharacter(character: DhCharacter): Promise<{ first: boolean }> {
  const db = await getCharacterDB();
  const table = db.store('dhCharacters');
  return db.transaction('rw', table, async () => {
    const first = (await table.count()) === 0;
    await table.put(character as unknown as Record<string, unknown>);
    return { first };
  });
}

async function removeDhCharacter(id: string): Promise<void> {
  const db = await getCharacterDB();
  await db.store('dhCharacters').delete(id);
}

/**
 * Writes checked characters from an export file, all or none (one transaction); one whose id is
 * taken on this device is written as a copy under a new id.
 */
async function importDhCharacters(characters: DhCharacter[], now: number): Promise<DhImported[]> {
  const db = await getCharacterDB();
  const table = db.store('dhCharacters');
  return db.transaction('rw', table, async () => {
    const taken = (await table.toCollection().primaryKeys()).map(String);
    const fresh = withFreshIds(characters, taken, now);
    await table.bulkAdd(fresh.characters as unknown as Record<string, unknown>[]);
    return fresh.imported;
  });
}

export const dhDeviceOps = {
  readDhCharacters,
  storeDhCharacter,
  storeNewDhCharacter,
  removeDhCharacter,
  importDhCharacters,
};
