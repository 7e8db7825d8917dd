import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { CatalogueLists, RulesCatalogue } from '@hearth/rules';
import { indexCatalogue } from '@hearth/rules';

import { RULES_CATALOGUE_KEY } from '../catalogue/changes.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';

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

/** The device's catalogue, indexed for the rules engine (the same engine as the server's). */
export async function loadRulesCatalogue(): Promise<RulesCatalogue> {
  const db = await getCharacterDB();
  const lists = await Promise.all(RULE_STORES.map((store) => db.table(store).toArray()));
  const byStore = Object.fromEntries(RULE_STORES.map((store, index) => [store, lists[index]]));
  // The device stores hold what the server's validated bundles held.
  return indexCatalogue(byStore as unknown as CatalogueLists);
}

let syncing: Promise<unknown> | null = null;

/** Runs a catalogue sync now when the device has none yet (a first visit before the idle sync). */
function syncWhenEmpty(catalogue: RulesCatalogue | undefined): Promise<unknown> | null {
  if (!catalogue || catalogue.classes.size > 0) return null;
  syncing ??= import('../catalogue/syncCatalogue.ts')
    .then(({ syncCatalogue }) => syncCatalogue())
    .finally(() => {
      syncing = null;
    });
  return syncing;
}

/**
 * The rules catalogue for screens: read from the device (works offline), refetched after every
 * catalogue sync; a device that has no catalogue yet fetches it at once. `empty` says the
 * catalogue is still missing (first visit offline).
 */
export function useRulesCatalogue() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: RULES_CATALOGUE_KEY,
    queryFn: loadRulesCatalogue,
    staleTime: Infinity,
    networkMode: 'always',
  });
  useEffect(() => {
    const pending = syncWhenEmpty(query.data);
    pending?.then(() => queryClient.invalidateQueries({ queryKey: RULES_CATALOGUE_KEY }));
  }, [query.data, queryClient]);
  return { ...query, empty: query.data !== undefined && query.data.classes.size === 0 };
}
