import type { CatalogueStore } from './endpoints.ts';
import { useCatalogueSnapshot } from './useCatalogueSnapshot.ts';

/** How many entries of each named catalogue store the device holds (0 before the first sync). */
export function useCatalogueCounts<S extends CatalogueStore>(stores: readonly S[]) {
  const snapshot = useCatalogueSnapshot();
  const data = snapshot
    ? (Object.fromEntries(stores.map((store) => [store, snapshot.entries[store].length])) as Record<
        S,
        number
      >)
    : undefined;
  return { data };
}
