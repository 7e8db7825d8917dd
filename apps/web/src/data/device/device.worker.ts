/// <reference lib="webworker" />
import type { SyncResult } from '../catalogue/syncCatalogue.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import type { WorkerMessage, WorkerRequest } from './deviceMessages.ts';
import { answerDeviceRequest } from './deviceStore.ts';

/**
 * The app's worker: the catalogue sync (downloading, parsing and writing 150+ KB of stores took
 * over a second of main-thread time on a phone) and every device database read and write
 * (opening Dexie and reading the catalogue took about a second more on a character route's
 * first visit; issue 16). The page sends small requests and gets plain data back.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: WorkerMessage): void {
  scope.postMessage(message);
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'device') {
    void answerDeviceRequest(request).then(post);
    return;
  }
  // Loaded on the first sync: a device read need not wait for the sync's code.
  void import('../catalogue/syncCatalogue.ts')
    .then(({ syncCatalogue }) =>
      syncCatalogue({
        appVersion: request.appVersion,
        titleLanguages: request.titleLanguages,
        onStoresUpdated: (stores) => post({ type: 'stores-updated', stores }),
      }),
    )
    // The sync never rejects; only its code failing to load lands here: the device data stays.
    .catch((): SyncResult => ({ appVersion: null, updated: [], failed: [] }))
    .then((result) => post({ type: 'done', result }));
});

// The page starts this worker for its first device read: the database opens at once, while the
// request is on its way. A failure here is met again, and reported, by that request.
getCharacterDB().catch(() => undefined);
