import type { StoredRecord } from '../db/characterDB.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import { onCatalogueChange } from './changes.ts';
import type { ContentStoreName } from './endpoints.ts';
import type { StoreLoader } from './snapshot.ts';
import { createSnapshotSource } from './snapshot.ts';

/** Reads the named stores in one read transaction: a consistent view, one IndexedDB round. */
export const loadStoresFromDevice: StoreLoader = async (stores) => {
  const db = await getCharacterDB();
  const tables = stores.map((store) => db.table<StoredRecord, string>(store));
  const lists = await db.transaction('r', tables, () =>
    Promise.all(tables.map((table) => table.toArray())),
  );
  return Object.fromEntries(stores.map((store, index) => [store, lists[index]])) as Partial<
    Record<ContentStoreName, StoredRecord[]>
  >;
};

/**
 * The app's one catalogue snapshot, loaded from the device on first use and shared by every
 * screen; a store a sync replaced is re-read alone and published as one new snapshot.
 */
export const catalogueSnapshot = createSnapshotSource(loadStoresFromDevice);

onCatalogueChange((stores) => void catalogueSnapshot.refresh(stores));
