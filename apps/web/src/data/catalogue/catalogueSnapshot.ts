import { callDevice } from '../device/deviceClient.ts';
import { onCatalogueChange } from './changes.ts';
import type { StoreLoader } from './snapshot.ts';
import { createSnapshotSource } from './snapshot.ts';
import { catalogueLanguage, onCatalogueLanguageChange } from './titleLanguage.ts';

/**
 * Reads the named stores in one read transaction (a consistent view, one IndexedDB round) in the
 * app's worker; the page receives the entries once, as a structured clone, and never loads Dexie.
 */
export const loadStoresFromDevice: StoreLoader = (stores) => callDevice('readStores', stores);

/**
 * The app's one catalogue snapshot, loaded from the device on first use and shared by every
 * screen; a store a sync replaced is re-read alone and published as one new snapshot. Its titles
 * are in the interface language (the one place they are translated: screens read entries as
 * they are).
 */
export const catalogueSnapshot = createSnapshotSource(loadStoresFromDevice, {
  get: catalogueLanguage,
  subscribe: onCatalogueLanguageChange,
});

onCatalogueChange((stores) => void catalogueSnapshot.refresh(stores));
