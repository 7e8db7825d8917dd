import { onWorkerFailure, onWorkerMessage, postToWorker } from '../device/appWorker.ts';
import { emitCatalogueChange } from './changes.ts';
import type { SyncResult } from './syncCatalogue.ts';
import type { SyncMessage, SyncRequest } from './syncMessages.ts';
import { titleLanguagesToSync } from './titleLanguage.ts';

/**
 * Runs one sync somewhere (keeping the named languages' titles current) and reports the stores
 * it replaced as it goes; resolves with the result.
 */
export type SyncRunner = (
  onStoreUpdated: (message: SyncMessage) => void,
  titleLanguages: string[],
) => Promise<SyncResult>;

/**
 * Without Worker (jsdom in tests, very old browsers) the same sync module runs on this thread:
 * slower for the page, never missing.
 */
const runHere: SyncRunner = async (onMessage, titleLanguages) => {
  const { syncCatalogue } = await import('./syncCatalogue.ts');
  const result = await syncCatalogue({
    titleLanguages,
    onStoresUpdated: (stores) => onMessage({ type: 'stores-updated', stores }),
  });
  onMessage({ type: 'done', result });
  return result;
};

/** The worker answers one sync at a time (the client never sends a second before `done`). */
const runInWorker: SyncRunner = (onMessage, titleLanguages) =>
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
    const request: SyncRequest = { type: 'sync', appVersion: __APP_VERSION__, titleLanguages };
    if (!postToWorker(request)) {
      stop();
      resolve(runHere(onMessage, titleLanguages));
    }
  });

let running: { result: Promise<SyncResult>; titleLanguages: string[] } | undefined;

function startRun(runner: SyncRunner, titleLanguages: string[]): Promise<SyncResult> {
  const result = runner((message) => {
    if (message.type === 'stores-updated') emitCatalogueChange(message.stores);
  }, titleLanguages)
    .catch((error: unknown): SyncResult => {
      console.warn('Catalogue sync failed; keeping device data.', error);
      return { appVersion: null, updated: [], failed: [] };
    })
    .finally(() => {
      if (running?.result === result) running = undefined;
    });
  running = { result, titleLanguages };
  return result;
}

/**
 * Asks for a catalogue sync (in the worker where there is one), with the titles of the current
 * interface language, and tells the screens about the stores stored so far whenever the sync
 * waits for a download, so the snapshot re-reads them together. Concurrent calls share one run;
 * a call wanting titles the running one does not fetch runs again after it (the language was
 * just switched). Never rejects: a failed sync keeps the device data.
 */
export function requestCatalogueSync(runner: SyncRunner = runInWorker): Promise<SyncResult> {
  const titleLanguages = titleLanguagesToSync();
  if (!running) return startRun(runner, titleLanguages);
  const covered = titleLanguages.every((lang) => running!.titleLanguages.includes(lang));
  if (covered) return running.result;
  const after = running.result.then(() => startRun(runner, titleLanguages));
  running = { result: after, titleLanguages };
  return after;
}
