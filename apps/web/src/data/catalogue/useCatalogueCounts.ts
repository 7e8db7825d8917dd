import { useQuery } from '@tanstack/react-query';

import { getCharacterDB } from '../db/openCharacterDB.ts';
import { CATALOGUE_COUNTS_KEY } from './changes.ts';
import type { CatalogueStore } from './endpoints.ts';

/** How many entries of each named catalogue store the device holds (0 before the first sync). */
export function useCatalogueCounts<S extends CatalogueStore>(stores: readonly S[]) {
  return useQuery({
    queryKey: [...CATALOGUE_COUNTS_KEY, ...stores],
    queryFn: async () => {
      const db = await getCharacterDB();
      const counts = await Promise.all(stores.map((store) => db.table(store).count()));
      return Object.fromEntries(stores.map((store, index) => [store, counts[index]!])) as Record<
        S,
        number
      >;
    },
    networkMode: 'always',
  });
}
