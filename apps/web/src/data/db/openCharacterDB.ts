import Dexie from 'dexie';

import { CharacterDB, DB_NAME } from './characterDB.ts';

/**
 * Opens the device database. Spec §8: local database trouble leads to a rebuild — when
 * opening fails (a newer or corrupt schema, a failed upgrade) the database is deleted and
 * created afresh; the catalogue reloads from the server and characters from their owners.
 * Only a browser without IndexedDB is reported as is, since a rebuild cannot help there.
 */
export async function openCharacterDB(name: string = DB_NAME): Promise<CharacterDB> {
  const db = new CharacterDB(name);
  try {
    await db.open();
    return db;
  } catch (error) {
    if (error instanceof Dexie.MissingAPIError) throw error;
    console.warn(`Local database "${name}" could not be opened; rebuilding it.`, error);
    db.close();
    await Dexie.delete(name);
    const fresh = new CharacterDB(name);
    await fresh.open();
    return fresh;
  }
}

let opening: Promise<CharacterDB> | undefined;

/** The app's database, opened once on first use. */
export function getCharacterDB(): Promise<CharacterDB> {
  opening ??= openCharacterDB().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}
