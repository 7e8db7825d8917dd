import { useEffect } from 'react';

import type { CatalogueLists, RulesCatalogue } from '@hearth/rules';
import { indexCatalogue } from '@hearth/rules';

import { catalogueSnapshot } from '../catalogue/catalogueSnapshot.ts';
import { memoByStores } from '../catalogue/lookups.ts';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { requestCatalogueSync } from '../catalogue/syncClient.ts';
import { useCatalogueSelection } from '../catalogue/useCatalogueSnapshot.ts';
import type { StoredRecord } from '../db/characterDB.ts';

/** The catalogue stores the rules engine reads. */
const RULE_STORES = [
  'classes',
  'species',
  'backgrounds',
  'features',
  'items',
  'spells',
  'beasts',
  'presets',
] as const;

/**
 * Indexed once per content of these stores (the snapshot shares unchanged stores' arrays): a
 * sync that replaced, say, the rules store does not re-index the spells for every screen.
 */
const indexRuleStores = memoByStores((...lists: (readonly StoredRecord[])[]) => {
  const byStore = Object.fromEntries(RULE_STORES.map((store, index) => [store, lists[index]]));
  // The device stores hold what the server's validated bundles held.
  return indexCatalogue(byStore as unknown as CatalogueLists);
});

/** The snapshot's catalogue indexed for the rules engine (the same engine as the server's). */
export function rulesCatalogueOf(snapshot: CatalogueSnapshot): RulesCatalogue {
  return indexRuleStores(...RULE_STORES.map((store) => snapshot.entries[store]));
}

/** The rules catalogue as last read on this device, for code outside React (refusal toasts). */
export function currentRulesCatalogue(): RulesCatalogue | undefined {
  const snapshot = catalogueSnapshot.get();
  return snapshot && rulesCatalogueOf(snapshot);
}

let syncing: Promise<unknown> | null = null;

/** Runs a catalogue sync now when the device has none yet (a first visit before the idle sync). */
function syncWhenEmpty(catalogue: RulesCatalogue | undefined): void {
  if (!catalogue || catalogue.classes.size > 0) return;
  // The sync tells the snapshot about each store it stored: the screen updates by itself.
  syncing ??= requestCatalogueSync().finally(() => {
    syncing = null;
  });
}

/**
 * The rules catalogue for screens: read from the device (works offline), updated after a
 * catalogue sync replaced one of the stores it indexes (a sync of the rules texts or the sources
 * re-renders nothing here); a device that has no catalogue yet fetches it at once. `empty` says
 * the catalogue is still missing (first visit offline).
 */
export function useRulesCatalogue() {
  const data = useCatalogueSelection(rulesCatalogueOf);
  useEffect(() => syncWhenEmpty(data), [data]);
  return {
    data,
    isPending: data === undefined,
    empty: data !== undefined && data.classes.size === 0,
  };
}
