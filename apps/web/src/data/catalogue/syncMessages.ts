import type { CatalogueStore } from './endpoints.ts';
import type { SyncResult } from './syncCatalogue.ts';

/** Main thread → the app worker: run one sync (the build's version goes as `?v=`). */
export interface SyncRequest {
  type: 'sync';
  appVersion: string;
  /** The languages whose catalogue titles to download (the interface's, when it has any). */
  titleLanguages: string[];
}

/**
 * App worker → main thread: small messages only. The entries stay in the worker and
 * IndexedDB; the main thread re-reads just the stores that changed, all at once.
 */
export type SyncMessage =
  { type: 'stores-updated'; stores: CatalogueStore[] } | { type: 'done'; result: SyncResult };
