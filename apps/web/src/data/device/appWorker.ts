import type { WorkerMessage, WorkerRequest } from './deviceMessages.ts';

/**
 * The app's one worker (device.worker.ts): the catalogue sync and every device database read
 * and write run there, so the main thread never loads Dexie (issue 16). Started on first use
 * and kept. A worker that cannot load (a blocked script, a broken chunk) is given up for this
 * page: callers then run the same code on this thread, slower but never missing.
 */
let worker: Worker | undefined;
let failed = false;

const messageListeners = new Set<(message: WorkerMessage) => void>();
const failureListeners = new Set<(error: Error) => void>();

function start(): Worker {
  const started = new Worker(new URL('./device.worker.ts', import.meta.url), {
    type: 'module',
  });
  started.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    for (const listener of [...messageListeners]) listener(event.data);
  });
  started.addEventListener('error', (event: ErrorEvent) => {
    failed = true;
    started.terminate();
    worker = undefined;
    const error = new Error(`App worker failed: ${event.message}`);
    for (const listener of [...failureListeners]) listener(error);
  });
  return started;
}

/** The running worker (started now if need be), or none: no Worker here, or it failed. */
export function appWorker(): Worker | undefined {
  if (failed || typeof Worker !== 'function') return undefined;
  worker ??= start();
  return worker;
}

/** Sends a request to the worker; false when there is none (the caller runs it here). */
export function postToWorker(request: WorkerRequest): boolean {
  const target = appWorker();
  if (!target) return false;
  target.postMessage(request);
  return true;
}

export function onWorkerMessage(listener: (message: WorkerMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Told once when the worker fails; requests it had not answered will never be answered. */
export function onWorkerFailure(listener: (error: Error) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
