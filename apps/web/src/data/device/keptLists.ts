import { ApiError } from '@hearth/contract';

import { callDevice } from './deviceClient.ts';

/** The device keys of the lists a character's screens keep for offline reading. */
export const keptListKeys = {
  notes: (characterId: string, status: string) => `notes:${characterId}:${status}`,
  beasts: (characterId: string) => `beasts:${characterId}`,
};

const offline = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * A list from the server, kept on the device as it answered; without a connection, the device's
 * copy (the table's Wi-Fi drops, the notes and the druid's forms stay readable). Only a network
 * failure falls back: a refusal is the server's answer and is passed on. With no copy either,
 * the network error is passed on.
 */
export async function withDeviceCopy<T>(key: string, fetchList: () => Promise<T[]>): Promise<T[]> {
  try {
    const list = await fetchList();
    // Keeping the copy must not hold up or fail the screen.
    void callDevice('storeKeptList', key, list).catch(() => undefined);
    return list;
  } catch (error) {
    if (!offline(error)) throw error;
    const kept = await callDevice('readKeptList', key).catch(() => undefined);
    if (!kept) throw error;
    return kept as T[];
  }
}

/** Device copies are rewritten one after another: each edit reads the one before. */
let keptWrites: Promise<void> = Promise.resolve();

/**
 * Edits the device's copy of a kept list, if there is one (a save the server confirmed goes into
 * it, so a reload offline shows it). Failures are ignored: the copy is a cache.
 */
export function updateKeptList<T>(key: string, edit: (list: T[]) => T[]): Promise<void> {
  keptWrites = keptWrites
    .then(async () => {
      const kept = (await callDevice('readKeptList', key)) as T[] | undefined;
      if (kept) await callDevice('storeKeptList', key, edit(kept));
    })
    .catch(() => undefined);
  return keptWrites;
}
