import { onWorkerFailure, onWorkerMessage, postToWorker } from '../device/appWorker.ts';
import { emitCatalogueChange } from './changes.ts';
import type { SyncResult } from './syncCatalogue.ts';
import type { SyncMessage, SyncRequest } from './syncMessages.ts';

/** Runs one sync somewhere and reports the stores it replaced as it goes; resolves with the result. */
export type SyncRunner = (onStoreUpdated: (message: SyncMessage) => void) => Promise<SyncResult>;

/**
 * Without Worker (jsdom in tests, very old browsers) the same sync module runs on this thread:
 * slower for the page, never missing.
 */
const runHere: SyncRunner = async (onMessage) => {
  const { syncCatalogue } = await import('./syncCatalogue.ts');
  const result = await syncCatalogue({
    onStoresUpdated: (stores) => onMessage({ type: 'stores-updated', stores }),
  });
  onMessage({ type: 'done', result });
  return result;
};

/** The worker answers one sync at a time (the client never sends a second before `done`). */
const runInWorker: SyncRunner = (onMessage) =>
  new Promise((resolve, reject) => {
    const stop = () => {
      stopMessages();
      stopFailure();
    };
    const stopMessages = onWorkerMessage((message) => {
      if (message.type === 'device-reply') return;
      onMessage(message);
      if (message.type !== 'done') return;
      stop();
      resolve(message.result);
    });
    // A worker that cannot load (blocked script, a broken chunk) must not hang the scheduler.
    const stopFailure = onWorkerFailure((error) => {
      stop();
      reject(error);
    });
    const request: SyncRequest = { type: 'sync', appVersion: __APP_VERSION__ };
    if (!postToWorker(request)) {
      stop();
      resolve(runHere(onMessage));
    }
  });

let running: Promise<SyncResult> | undefined;

/**
 * Asks for a catalogue sync (in the worker where there is one) and tells the screens about the
 * stores stored so far whenever the sync waits for a download, so the snapshot re-reads them
 * together. Concurrent calls share
 * one run. Never rejects: a failed sync keeps the device data.
 */
export function requestCatalogueSync(runner: SyncRunner = runInWorker): Promise<SyncResult> {
  running ??= runner((message) => {
    if (message.type === 'stores-updated') emitCatalogueChange(message.stores);
  })
    .catch((error: unknown): SyncResult => {
      console.warn('Catalogue sync failed; keeping device data.', error);
      return { appVersion: null, updated: [], failed: [] };
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}
