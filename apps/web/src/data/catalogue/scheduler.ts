import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { checkAppVersion } from './appUpdate.ts';
import { requestCatalogueSync } from './syncClient.ts';

/** Spec §9: versions are polled every 10 minutes. */
export const VERSION_POLL_MS = 10 * 60 * 1000;

export interface CatalogueSyncDeps {
  monitor: OnlineMonitor;
  intervalMs?: number;
}

/** Syncs the catalogue, then acts on the app version (content first, as spec §4 orders). */
export async function syncAndCheck(): Promise<void> {
  const { appVersion } = await requestCatalogueSync();
  await checkAppVersion(appVersion);
}

/**
 * Runs the catalogue sync now, every 10 minutes and whenever the app comes back online; the
 * catalogue snapshot re-reads each store a sync replaced. Returns stop.
 */
export function startCatalogueSync({
  monitor,
  intervalMs = VERSION_POLL_MS,
}: CatalogueSyncDeps): () => void {
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
  };
}

let started = false;

/**
 * Starts the app's catalogue sync once, whoever asks first: the idle moment after a signed-in
 * user's first screen (main.tsx), or the first screen that reads the catalogue (its hook, after
 * that screen painted). A visitor on the landing or sign-in page never starts it.
 */
export function ensureCatalogueSync(monitor: OnlineMonitor): void {
  if (started) return;
  started = true;
  startCatalogueSync({ monitor });
}
