import type { QueryClient } from '@tanstack/react-query';

import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { checkAppVersion } from './appUpdate.ts';
import {
  CATALOGUE_COUNTS_KEY,
  catalogueQueryKey,
  onCatalogueChange,
  RULES_CATALOGUE_KEY,
} from './changes.ts';
import { syncCatalogue } from './syncCatalogue.ts';

/** Spec §9: versions are polled every 10 minutes. */
export const VERSION_POLL_MS = 10 * 60 * 1000;

export interface CatalogueSyncDeps {
  queryClient: QueryClient;
  monitor: OnlineMonitor;
  intervalMs?: number;
}

/** Syncs the catalogue, then acts on the app version (content first, as spec §4 orders). */
export async function syncAndCheck(): Promise<void> {
  const { appVersion } = await syncCatalogue();
  await checkAppVersion(appVersion);
}

/**
 * Runs the catalogue sync now, every 10 minutes and whenever the app comes back online;
 * screens reading a store refetch it from the device when a sync replaced it. Returns stop.
 */
export function startCatalogueSync({
  queryClient,
  monitor,
  intervalMs = VERSION_POLL_MS,
}: CatalogueSyncDeps): () => void {
  const stopListening = onCatalogueChange((stores) => {
    for (const store of stores) {
      void queryClient.invalidateQueries({ queryKey: catalogueQueryKey(store) });
    }
    void queryClient.invalidateQueries({ queryKey: CATALOGUE_COUNTS_KEY });
    void queryClient.invalidateQueries({ queryKey: RULES_CATALOGUE_KEY });
  });
  let online = monitor.get();
  const stopWatching = monitor.subscribe(() => {
    const now = monitor.get();
    if (now && !online) void syncAndCheck();
    online = now;
  });
  const timer = setInterval(() => void syncAndCheck(), intervalMs);
  void syncAndCheck();
  return () => {
    clearInterval(timer);
    stopWatching();
    stopListening();
  };
}
