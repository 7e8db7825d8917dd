/// <reference lib="webworker" />
import { syncCatalogue } from './syncCatalogue.ts';
import type { SyncMessage, SyncRequest } from './syncMessages.ts';

/**
 * The catalogue sync off the main thread: downloading, parsing and writing 150+ KB of stores
 * into IndexedDB took over a second of main-thread time on a phone (issue 16). The page only
 * hears "store X is now version N" and the final result.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: SyncMessage): void {
  scope.postMessage(message);
}

scope.addEventListener('message', (event: MessageEvent<SyncRequest>) => {
  if (event.data.type !== 'sync') return;
  void syncCatalogue({
    appVersion: event.data.appVersion,
    onStoreUpdated: (store, version) => post({ type: 'store-updated', store, version }),
  }).then((result) => post({ type: 'done', result }));
});
