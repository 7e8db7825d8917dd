import type { StoredRecord } from '../db/characterDB.ts';
import { CONTENT_STORES } from '../db/stores.ts';
import type { ContentStoreName } from './endpoints.ts';
import { localizedSnapshot } from './localize.ts';

/** Every content store the device keeps (the spec's names). */
export const SNAPSHOT_STORES = Object.values(CONTENT_STORES) as ContentStoreName[];

/**
 * The device's catalogue as one immutable value: each store's entries ([] until the device
 * holds it). A new snapshot is made only when a store really changed, and it shares the
 * arrays of the stores that did not, so look-ups memoised per array survive.
 */
export interface CatalogueSnapshot {
  readonly entries: Readonly<Record<ContentStoreName, readonly StoredRecord[]>>;
}

/** Reads some stores from the device, all in one go. */
export type StoreLoader = (
  stores: readonly ContentStoreName[],
) => Promise<Partial<Record<ContentStoreName, StoredRecord[]>>>;

/** The language the snapshot's titles are shown in (titleLanguage.ts for the app). */
export interface LanguageSource {
  get(): string;
  subscribe(listener: () => void): () => void;
}

const ENGLISH: LanguageSource = { get: () => 'en', subscribe: () => () => undefined };

export interface SnapshotSource {
  /**
   * The current snapshot, titled in the current language (localize.ts); undefined until the
   * first load finished. A language change publishes a new one.
   */
  get(): CatalogueSnapshot | undefined;
  /** Loads every store once (later calls share that load); resolves with the snapshot. */
  load(): Promise<CatalogueSnapshot>;
  /**
   * Re-reads the named stores and publishes one new snapshot (after a sync replaced them).
   * Refreshes run in order; `refresh([])` reads nothing and resolves once earlier ones are done.
   */
  refresh(stores: readonly ContentStoreName[]): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Forgets the snapshot: the next reader loads again (tests that rewrite the device stores). */
  reset(): void;
}

function frozen<T>(list: T[]): readonly T[] {
  return Object.freeze(list);
}

/** A snapshot source over a loader; the app has one (catalogueSnapshot.ts), tests make their own. */
export function createSnapshotSource(
  loadStores: StoreLoader,
  language: LanguageSource = ENGLISH,
): SnapshotSource {
  // What the device holds, and what screens read: the same titled in the current language.
  let raw: CatalogueSnapshot | undefined;
  let current: CatalogueSnapshot | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;
  // Refreshes run one after another, so an older read never overwrites a newer one.
  let refreshing: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  // Bumped by reset: a load or refresh begun before it must not publish afterwards.
  let generation = 0;

  const publish = (next: CatalogueSnapshot) => {
    raw = Object.freeze(next);
    current = Object.freeze(localizedSnapshot(raw, language.get()));
    for (const listener of [...listeners]) listener();
  };

  // Switching language re-titles the snapshot at once, without reading the device again.
  language.subscribe(() => {
    if (raw) publish(raw);
  });

  const withStores = (
    base: CatalogueSnapshot['entries'] | undefined,
    loaded: Partial<Record<ContentStoreName, StoredRecord[]>>,
  ): CatalogueSnapshot => {
    const entries = {} as Record<ContentStoreName, readonly StoredRecord[]>;
    for (const store of SNAPSHOT_STORES) {
      const fresh = loaded[store];
      entries[store] = fresh ? frozen(fresh) : (base?.[store] ?? frozen([]));
    }
    return { entries: Object.freeze(entries) };
  };

  const load = () => {
    const started = generation;
    loading ??= loadStores(SNAPSHOT_STORES)
      .then((loaded) => {
        const snapshot = withStores(undefined, loaded);
        if (started === generation) publish(snapshot);
        return snapshot;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading.then((snapshot) => localizedSnapshot(snapshot, language.get()));
  };

  const refresh = (stores: readonly ContentStoreName[]) => {
    const started = generation;
    refreshing = refreshing.then(async () => {
      // Nobody has read the catalogue yet: the first load will read the new content anyway.
      if (!loading || stores.length === 0) return;
      try {
        // A load under way may have read the store before the sync wrote it: read it again after.
        const base = await loading;
        const loaded = await loadStores(stores);
        if (started !== generation) return;
        publish(withStores((raw ?? base).entries, loaded));
      } catch (error) {
        console.warn('Catalogue snapshot: a changed store could not be re-read.', error);
      }
    });
    return refreshing;
  };

  return {
    get: () => current,
    load,
    refresh,
    reset() {
      generation += 1;
      raw = undefined;
      current = undefined;
      loading = undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
