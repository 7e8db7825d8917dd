import type { SyncMessage, SyncRequest } from '../catalogue/syncMessages.ts';
import type { DeviceStore } from './deviceStore.ts';

/** An operation of the device store, by name (deviceStore.ts). */
export type DeviceOp = keyof DeviceStore;
export type DeviceArgs<K extends DeviceOp> = Parameters<DeviceStore[K]>;
export type DeviceResult<K extends DeviceOp> = Awaited<ReturnType<DeviceStore[K]>>;

/** Main thread → worker: run one device operation; the answer names the same `id`. */
export interface DeviceRequest<K extends DeviceOp = DeviceOp> {
  type: 'device';
  id: number;
  op: K;
  args: DeviceArgs<K>;
}

/** Worker → main thread: an operation's result (structured clone), or why it failed. */
export type DeviceReply =
  | { type: 'device-reply'; id: number; ok: true; value: unknown }
  | { type: 'device-reply'; id: number; ok: false; message: string };

/** Everything the page sends the app's worker, and everything it answers. */
export type WorkerRequest = SyncRequest | DeviceRequest;
export type WorkerMessage = SyncMessage | DeviceReply;
