import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Character } from '@hearth/contract';

import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { DeviceRequest, WorkerMessage } from './deviceMessages.ts';

/**
 * The page's side of the device store over a worker. jsdom has none: this one carries each
 * message as the browser would (a structured clone, later) to the worker's own handler, so
 * what is tested is the protocol and the real store, in one thread.
 */
class InProcessWorker extends EventTarget {
  static requests: string[] = [];
  static failToLoad = false;

  constructor() {
    super();
    if (InProcessWorker.failToLoad) {
      setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'script blocked' })));
    }
  }

  postMessage(message: DeviceRequest): void {
    if (InProcessWorker.failToLoad) return;
    const request = structuredClone(message);
    InProcessWorker.requests.push(request.op);
    setTimeout(() => {
      void import('./deviceStore.ts')
        .then(({ answerDeviceRequest }) => answerDeviceRequest(request))
        .then((reply: WorkerMessage) =>
          this.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) })),
        );
    });
  }

  terminate(): void {}
}

async function freshModules() {
  // appWorker.ts keeps its worker (and whether it failed) per page: each test is a new page.
  vi.resetModules();
  vi.stubGlobal('Worker', InProcessWorker);
  const device = await import('../characters/deviceCharacters.ts');
  const snapshot = await import('../catalogue/catalogueSnapshot.ts');
  return { ...device, ...snapshot };
}

beforeEach(() => {
  InProcessWorker.requests = [];
  InProcessWorker.failToLoad = false;
});

afterEach(async () => {
  const { getCharacterDB } = await import('../db/openCharacterDB.ts');
  const db = await getCharacterDB();
  await Promise.all([db.store('characters').clear(), db.store('inventories').clear()]);
});

describe('the device store through the app worker', () => {
  it('stores and reads characters and inventories in the worker', async () => {
    const device = await freshModules();
    await device.storeDeviceCharacters('u1', [
      makeCharacter({ id: 'c1' }),
      makeCharacter({ id: 'c2', name: 'Ember' }),
    ]);
    await device.storeDeviceInventories('c1', [{ ...makeInventory('c1'), id: 'i1' }]);

    expect((await device.readDeviceCharacter('c2'))?.name).toBe('Ember');
    expect((await device.readDeviceCharacters('u1')).map((c) => c.id).sort()).toEqual(['c1', 'c2']);
    expect((await device.readDeviceInventories('c1')).map((i) => i.id)).toEqual(['i1']);

    await device.removeDeviceCharacter('c1');
    expect(await device.readDeviceCharacter('c1')).toBeUndefined();
    expect(await device.readDeviceInventories('c1')).toEqual([]);
    expect(InProcessWorker.requests).toEqual([
      'storeCharacters',
      'storeInventories',
      'readCharacter',
      'readCharacters',
      'readInventories',
      'removeCharacter',
      'readCharacter',
      'readInventories',
    ]);
  });

  it('reads the catalogue snapshot in the worker', async () => {
    const { getCharacterDB } = await import('../db/openCharacterDB.ts');
    const { catalogueSnapshot } = await freshModules();
    const db = await getCharacterDB();
    await db.table('spells').put({ id: 'light', title_id: 'light' });

    const snapshot = await catalogueSnapshot.load();

    expect(snapshot.entries.spells.map((entry) => entry.id)).toEqual(['light']);
    expect(InProcessWorker.requests).toEqual(['readStores']);
    await db.table('spells').clear();
  });

  it('answers a failed operation with its error', async () => {
    const device = await freshModules();
    // A record without its key: IndexedDB refuses it, in the worker; the page hears why.
    const keyless = { ...makeCharacter(), id: undefined } as unknown as Character;
    await expect(device.storeDeviceCharacter(keyless)).rejects.toThrow(/DataError/);
  });

  it('runs the calls on this thread when the worker cannot load, losing none', async () => {
    InProcessWorker.failToLoad = true;
    const device = await freshModules();
    await device.storeDeviceCharacter(makeCharacter({ id: 'c4' }));
    expect((await device.readDeviceCharacter('c4'))?.id).toBe('c4');
    expect(InProcessWorker.requests).toEqual([]);
  });
});
