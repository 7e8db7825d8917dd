import { api } from '../api/client.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { checkAppVersion } from './appUpdate.ts';
import { getVersionsCall } from './endpoints.ts';
import { requestCatalogueSync } from './syncClient.ts';
import { onCatalogueLanguageChange, titleLanguagesToSync } from './titleLanguage.ts';

let started = false;

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
 * Only the app-version check (spec §4), for a visitor on a page without the catalogue: one small
 * `GET /versions`, no store downloaded. Quiet when the server cannot be reached.
 */
export async function checkAppVersionOnly(client = api): Promise<void> {
  // The full sync checks the version itself.
  if (started) return;
  try {
    const answer = await client.call(getVersionsCall, { query: { v: __APP_VERSION__ } });
    await checkAppVersion(answer.app_version);
  } catch (error) {
    console.warn('App version could not be checked.', error);
  }
}

/**
 * Runs the catalogue sync now, every 10 minutes, whenever the app comes back online and when
 * the interface switches to a language with translated titles; the catalogue snapshot re-reads
 * each store a sync replaced. Returns stop.
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
  // A language with its own titles was chosen: fetch them now (only changed ones, by version).
  const stopLanguage = onCatalogueLanguageChange(() => {
    if (titleLanguagesToSync().length > 0) void syncAndCheck();
  });
  void syncAndCheck();
  return () => {
    clearInterval(timer);
    stopWatching();
    stopLanguage();
  };
}

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
