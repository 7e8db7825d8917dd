import type { ApiClient, CatalogueBundle, Endpoint } from '@hearth/contract';
import { createApiClient } from '@hearth/contract';

import type { CharacterDB } from '../db/characterDB.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import type { CatalogueEndpoint, CatalogueStore } from './endpoints.ts';
import { CATALOGUE_ENDPOINTS, CATALOGUE_STORES, getVersionsCall } from './endpoints.ts';

export interface SyncOptions {
  client?: ApiClient;
  db?: CharacterDB;
  /** The running build's version, sent as `?v=`. */
  appVersion?: string;
  /**
   * Told as soon as a store's new content and version are stored (before the other stores):
   * the worker turns it into a small "store X is now version N" message for the main thread.
   */
  onStoreUpdated?: (store: CatalogueStore, version: string) => void;
}

export interface SyncResult {
  /** The server's app version, or null when the versions could not be fetched. */
  appVersion: string | null;
  /** Stores whose contents were replaced. */
  updated: CatalogueStore[];
  /** Stores that were out of date but could not be downloaded or stored. */
  failed: CatalogueStore[];
}

function fetchBundle(client: ApiClient, endpoint: CatalogueEndpoint): Promise<CatalogueBundle> {
  return client.call(endpoint as Endpoint) as Promise<CatalogueBundle>;
}

/** Replaces a store's contents and its version row together, or not at all. */
async function replaceStore(
  db: CharacterDB,
  store: CatalogueStore,
  bundle: CatalogueBundle,
): Promise<void> {
  const table = db.table(store);
  await db.transaction('rw', table, db.versions, async () => {
    await table.clear();
    await table.bulkPut(bundle.entries);
    await db.versions.put({ store, version: bundle.version });
  });
}

/**
 * The catalogue endpoints need no session: a client without a token keeps this module free of
 * the session and user modules (which read localStorage, absent in a worker).
 */
const publicClient = createApiClient({});

async function runSync({
  client = publicClient,
  db,
  appVersion = __APP_VERSION__,
  onStoreUpdated,
}: SyncOptions): Promise<SyncResult> {
  const result: SyncResult = { appVersion: null, updated: [], failed: [] };
  let versions: Record<string, string>;
  try {
    const answer = await client.call(getVersionsCall, { query: { v: appVersion } });
    versions = answer.versions;
    result.appVersion = answer.app_version;
  } catch (error) {
    console.warn('Catalogue sync: versions could not be fetched; keeping device data.', error);
    return result;
  }

  const database = db ?? (await getCharacterDB());
  for (const store of CATALOGUE_STORES) {
    const serverVersion = versions[store];
    if (serverVersion === undefined) continue;
    const local = await database.versions.get(store);
    if (local?.version === serverVersion) continue;
    try {
      const bundle = await fetchBundle(client, CATALOGUE_ENDPOINTS[store]);
      await replaceStore(database, store, bundle);
      result.updated.push(store);
      onStoreUpdated?.(store, bundle.version);
    } catch (error) {
      console.warn(`Catalogue sync: "${store}" could not be updated; keeping device data.`, error);
      result.failed.push(store);
    }
  }
  return result;
}

let running: Promise<SyncResult> | undefined;

/**
 * Brings the device's catalogue up to the server's versions (spec §4, App update): one
 * `GET /versions`, then each out-of-date store is downloaded and swapped in with its version
 * in one transaction, so an interrupted download leaves the old content usable offline.
 * Never rejects; concurrent calls share one run. A plain module: the app worker runs it
 * (data/device/device.worker.ts), and tests call it directly, without a worker.
 */
export function syncCatalogue(options: SyncOptions = {}): Promise<SyncResult> {
  running ??= runSync(options)
    .catch((error: unknown): SyncResult => {
      console.warn('Catalogue sync failed; keeping device data.', error);
      return { appVersion: null, updated: [], failed: [] };
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}
