import { useEffect } from 'react';

import type {
  DhArmorEntry,
  DhCardEntry,
  DhCatalogue,
  DhClassEntry,
  DhItemEntry,
  DhWeaponEntry,
} from '@hearth/rules';
import { buildDhCatalogue } from '@hearth/rules';

import { memoByStores } from '../catalogue/lookups.ts';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { requestCatalogueSync } from '../catalogue/syncClient.ts';
import { useCatalogueSelection } from '../catalogue/useCatalogueSnapshot.ts';
import type { StoredRecord } from '../db/characterDB.ts';

/**
 * Built once per content of the five stores (the snapshot shares unchanged stores' arrays): a
 * sync of the fifth edition's spells rebuilds nothing here. The device stores hold what the
 * server's validated bundles held (`packages/content` schemas yield exactly the rules' types).
 */
const buildFromStores = memoByStores(
  (
    cards: readonly StoredRecord[],
    classes: readonly StoredRecord[],
    armor: readonly StoredRecord[],
    weapons: readonly StoredRecord[],
    items: readonly StoredRecord[],
  ) =>
    buildDhCatalogue({
      cards: cards as unknown as DhCardEntry[],
      classes: classes as unknown as DhClassEntry[],
      armor: armor as unknown as DhArmorEntry[],
      weapons: weapons as unknown as DhWeaponEntry[],
      items: items as unknown as DhItemEntry[],
    }),
);

/** The snapshot's second-system catalogue, indexed for the rules. */
export function dhCatalogueOf(snapshot: CatalogueSnapshot): DhCatalogue {
  const { entries } = snapshot;
  return buildFromStores(
    entries['dh-cards'],
    entries['dh-classes'],
    entries['dh-armor'],
    entries['dh-weapon'],
    entries['dh-items'],
  );
}

let syncing: Promise<unknown> | null = null;

/** A device without the second system's catalogue yet (a first visit) fetches it at once. */
function syncWhenEmpty(catalogue: DhCatalogue | undefined): void {
  if (!catalogue || catalogue.classes.size > 0) return;
  syncing ??= requestCatalogueSync().finally(() => {
    syncing = null;
  });
}

/**
 * The second system's catalogue from the device (works offline): undefined until the device was
 * read; `empty` while it holds no classes yet (a first visit offline). Mounting it starts the
 * catalogue sync after the first paint; the screen updates by itself when the sync stores one
 * of the five stores.
 */
export function useDhCatalogue(): { catalogue: DhCatalogue | undefined; empty: boolean } {
  const catalogue = useCatalogueSelection(dhCatalogueOf);
  useEffect(() => syncWhenEmpty(catalogue), [catalogue]);
  return { catalogue, empty: catalogue !== undefined && catalogue.classes.size === 0 };
}
