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
 * What a screen reads of the device's catalogue (undefined until the device was read): the
 * screen re-renders only when that part changed. `select` must return the same value for the
 * same input (a store's array, or a look-up memoised on it), never a new object each call.
 * Mounting it also starts the catalogue sync, after this screen's first paint (effects run
 * after it).
 */
export function useCatalogueSelection<T>(
  select: (snapshot: CatalogueSnapshot) => T,
): T | undefined {
  const read = () => {
    const snapshot = catalogueSnapshot.get();
    return snapshot && select(snapshot);
  };
  const selected = useSyncExternalStore(catalogueSnapshot.subscribe, read, read);
  useEffect(() => {
    loadOnce();
    startCatalogueSyncOnDemand();
  }, []);
  return selected;
}

const whole = (snapshot: CatalogueSnapshot) => snapshot;

/**
 * The device's catalogue as one shared, immutable snapshot (undefined until read): the screen
 * re-renders once when it arrives and once per batch of stores a sync replaced, never per query.
 * Screens that read a few stores use `useCatalogueSelection` instead.
 */
export function useCatalogueSnapshot(): CatalogueSnapshot | undefined {
  return useCatalogueSelection(whole);
}
