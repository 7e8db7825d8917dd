import type { StoredRecord } from '../db/characterDB.ts';
import type { ContentStoreName } from './endpoints.ts';
import { useCatalogueSelection } from './useCatalogueSnapshot.ts';

export interface CatalogueStoreView<T> {
  /** The store's entries ([] before the first sync), or undefined until the device was read. */
  data: readonly T[] | undefined;
  isPending: boolean;
}

/**
 * A catalogue store's entries as kept on the device, from the shared snapshot: works offline,
 * and re-renders only when this store changed — a sync that replaced other stores leaves this
 * screen alone, and the array keeps its identity, so memoising on it (or on `entriesById`) is
 * worth it.
 */
export function useCatalogue<T extends StoredRecord = StoredRecord>(
  store: ContentStoreName,
): CatalogueStoreView<T> {
  const data = useCatalogueSelection((snapshot) => snapshot.entries[store]) as
    readonly T[] | undefined;
  return { data, isPending: data === undefined };
}
