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
   * The languages whose titles store (`titles-ru`) to keep current: the interface's. Other
   * titles stores are never downloaded, so an English device carries no translations.
   */
  titleLanguages?: readonly string[];
  /**
   * Told which stores now hold new content, one call per run of stores stored back to back:
   * when the next store's download has not arrived yet, and at the end. The worker turns it
   * into one small message; the screens then re-read and re-render once per call, not once per
   * store (nine renders of the sheet on a first visit took over a second at 4× CPU; issue 16).
   */
  onStoresUpdated?: (stores: CatalogueStore[]) => void;
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

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Download {
  store: CatalogueStore;
  answer: Promise<Settled<CatalogueBundle>>;
  /** Whether the answer (or the failure) is in, without waiting for it. */
  arrived: boolean;
}

/**
 * A download's outcome as a value: one that fails while an earlier store is being written is
 * handled there, not reported as an unhandled rejection before its turn comes.
 */
function settled<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
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
  titleLanguages = [],
  onStoresUpdated,
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
  const outdated: CatalogueStore[] = [];
  const wanted = (store: CatalogueStore) =>
    !store.startsWith('titles-') || titleLanguages.includes(store.slice('titles-'.length));
  for (const store of CATALOGUE_STORES.filter(wanted)) {
    const serverVersion = versions[store];
    if (serverVersion === undefined) continue;
    const local = await database.versions.get(store);
    if (local?.version !== serverVersion) outdated.push(store);
  }
  // Every download starts at once: one after the other, a first visit waited for a round trip
  // per store (nine on slow 4G) before the sheet had its catalogue (issue 16). They are still
  // stored one at a time, in the stores' order, each in its own transaction.
  const downloads = outdated.map((store) => {
    const download: Download = {
      store,
      answer: settled(fetchBundle(client, CATALOGUE_ENDPOINTS[store])),
      arrived: false,
    };
    void download.answer.then(() => {
      download.arrived = true;
    });
    return download;
  });
  let stored: CatalogueStore[] = [];
  const announce = () => {
    if (stored.length > 0) onStoresUpdated?.(stored);
    stored = [];
  };
  for (const { store, answer: pending, arrived } of downloads) {
    // The next store must wait for its download: the screens get what is stored so far now.
    if (!arrived) announce();
    try {
      const answer = await pending;
      if (!answer.ok) throw answer.error;
      await replaceStore(database, store, answer.value);
      result.updated.push(store);
      stored.push(store);
    } catch (error) {
      console.warn(`Catalogue sync: "${store}" could not be updated; keeping device data.`, error);
      result.failed.push(store);
    }
  }
  announce();
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
