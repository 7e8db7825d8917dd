import { onWorkerFailure, onWorkerMessage, postToWorker } from './appWorker.ts';
import type { DeviceArgs, DeviceOp, DeviceReply, DeviceResult } from './deviceMessages.ts';

/**
 * The page's side of the device store: each call is posted to the app's worker and answered
 * there (deviceStore.ts), so neither Dexie nor the character schema loads on the main thread.
 * Without a worker (jsdom in tests, or after it failed) the same functions run on this thread.
 */
interface Waiting {
  op: DeviceOp;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const waiting = new Map<number, Waiting>();
let lastId = 0;

async function runHere<K extends DeviceOp>(op: K, args: DeviceArgs<K>): Promise<DeviceResult<K>> {
  const { deviceStore } = await import('./deviceStore.ts');
  const run = deviceStore[op] as (...args: DeviceArgs<K>) => Promise<DeviceResult<K>>;
  return run(...args);
}

function settle(reply: DeviceReply): void {
  const call = waiting.get(reply.id);
  if (!call) return;
  waiting.delete(reply.id);
  if (reply.ok) call.resolve(reply.value);
  else call.reject(new Error(reply.message));
}

onWorkerMessage((message) => {
  if (message.type === 'device-reply') settle(message);
});

// The worker died with calls unanswered: they run here instead, none is lost.
onWorkerFailure(() => {
  const calls = [...waiting.values()];
  waiting.clear();
  for (const call of calls) {
    runHere(call.op, call.args as DeviceArgs<DeviceOp>).then(call.resolve, call.reject);
  }
});

/**
 * Runs one device store operation in the worker and resolves with its result (a structured
 * clone). The worker starts the calls in the order they were made.
 */
export function callDevice<K extends DeviceOp>(
  op: K,
  ...args: DeviceArgs<K>
): Promise<DeviceResult<K>> {
  return new Promise<DeviceResult<K>>((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, {
      op,
      args,
      resolve: resolve as (value: unknown) => void,
      reject,
    });
    let posted = false;
    try {
      posted = postToWorker({ type: 'device', id, op, args } as never);
    } catch (error) {
      // Not cloneable: a programming error, reported to the caller as is.
      waiting.delete(id);
      reject(error as Error);
      return;
    }
    if (!posted) {
      waiting.delete(id);
      runHere(op, args).then(resolve, reject);
    }
  });
}
