import { useQuery } from '@tanstack/react-query';

import type { StoredRecord } from '../db/characterDB.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import { catalogueQueryKey } from './changes.ts';
import type { ContentStoreName } from './endpoints.ts';

/**
 * A catalogue store's entries as kept on the device: works offline, and refetches when a
 * catalogue sync replaced the store (the sync invalidates this query).
 */
export function useCatalogue<T extends StoredRecord = StoredRecord>(store: ContentStoreName) {
  return useQuery({
    queryKey: catalogueQueryKey(store),
    queryFn: async () => (await getCharacterDB()).table<T, string>(store).toArray(),
    // The device is the source: only a sync changes it, and reading needs no network.
    staleTime: Infinity,
    networkMode: 'always',
  });
}
