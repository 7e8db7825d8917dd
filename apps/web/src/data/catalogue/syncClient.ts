import { emitCatalogueChange } from './changes.ts';
import type { SyncResult } from './syncCatalogue.ts';
import type { SyncMessage, SyncRequest } from './syncMessages.ts';

/** Runs one sync somewhere and reports each store it replaced; resolves with the result. */
export type SyncRunner = (onStoreUpdated: (message: SyncMessage) => void) => Promise<SyncResult>;

let worker: Worker | undefined;

/** The catalogue worker, started on the first sync and kept for the later ones. */
function catalogueWorker(): Worker {
  worker ??= new Worker(new URL('./catalogue.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** The worker answers one sync at a time (the client never sends a second before `done`). */
const runInWorker: SyncRunner = (onMessage) =>
  new Promise((resolve, reject) => {
    const target = catalogueWorker();
    const stop = () => {
      target.removeEventListener('message', listen);
      target.removeEventListener('error', fail);
    };
    const listen = (event: MessageEvent<SyncMessage>) => {
      onMessage(event.data);
      if (event.data.type !== 'done') return;
      stop();
      resolve(event.data.result);
    };
    // A worker that cannot load (blocked script, a broken chunk) must not hang the scheduler.
    const fail = (event: ErrorEvent) => {
      stop();
      worker?.terminate();
      worker = undefined;
      reject(new Error(`Catalogue worker failed: ${event.message}`));
    };
    target.addEventListener('message', listen);
    target.addEventListener('error', fail);
    const request: SyncRequest = { type: 'sync', appVersion: __APP_VERSION__ };
    target.postMessage(request);
  });

/**
 * Without Worker (jsdom in tests, very old browsers) the same sync module runs on this thread:
 * slower for the page, never missing.
 */
const runHere: SyncRunner = async (onMessage) => {
  const { syncCatalogue } = await import('./syncCatalogue.ts');
  const result = await syncCatalogue({
    onStoreUpdated: (store, version) => onMessage({ type: 'store-updated', store, version }),
  });
  onMessage({ type: 'done', result });
  return result;
};

function defaultRunner(): SyncRunner {
  return typeof Worker === 'function' ? runInWorker : runHere;
}

let running: Promise<SyncResult> | undefined;

/**
 * Asks for a catalogue sync (in the worker where there is one) and tells the screens about each
 * store as soon as it is stored, so the snapshot re-reads that store alone. Concurrent calls share
 * one run. Never rejects: a failed sync keeps the device data.
 */
export function requestCatalogueSync(runner: SyncRunner = defaultRunner()): Promise<SyncResult> {
  running ??= runner((message) => {
    if (message.type === 'store-updated') emitCatalogueChange([message.store]);
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
