import { useEffect, useSyncExternalStore } from 'react';

import { catalogueSnapshot } from './catalogueSnapshot.ts';
import type { CatalogueSnapshot } from './snapshot.ts';
import { startCatalogueSyncOnDemand } from './syncOnDemand.ts';

function loadOnce(): void {
  if (catalogueSnapshot.get()) return;
  catalogueSnapshot.load().catch((error: unknown) => {
    console.warn('Catalogue snapshot could not be read from the device.', error);
  });
}

/**
 * The device's catalogue as one shared, immutable snapshot (undefined until read): every screen
 * re-renders once when it arrives and once per store a sync replaced, never per query. Mounting
 * it also starts the catalogue sync, after this screen's first paint (effects run after it).
 */
export function useCatalogueSnapshot(): CatalogueSnapshot | undefined {
  const snapshot = useSyncExternalStore(
    catalogueSnapshot.subscribe,
    catalogueSnapshot.get,
    catalogueSnapshot.get,
  );
  useEffect(() => {
    loadOnce();
    startCatalogueSyncOnDemand();
  }, []);
  return snapshot;
}
