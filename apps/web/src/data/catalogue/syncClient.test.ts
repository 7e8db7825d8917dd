import { describe, expect, it, vi } from 'vitest';

import { onCatalogueChange } from './changes.ts';
import type { SyncResult } from './syncCatalogue.ts';
import type { SyncRunner } from './syncClient.ts';
import { requestCatalogueSync } from './syncClient.ts';

const DONE: SyncResult = { appVersion: '0.1.0', updated: ['spells', 'items'], failed: [] };

describe('the main-thread catalogue sync client', () => {
  it('tells the screens about the stores as the worker reports them, then resolves', async () => {
    // Stands in for the worker's side of the messages; the sync itself is tested in
    // syncCatalogue.test.ts.
    const runner: SyncRunner = (onMessage) => {
      onMessage({ type: 'stores-updated', stores: ['rules', 'items'] });
      onMessage({ type: 'stores-updated', stores: ['spells'] });
      onMessage({ type: 'done', result: DONE });
      return Promise.resolve(DONE);
    };
    const changes: string[][] = [];
    const stop = onCatalogueChange((stores) => changes.push([...stores]));

    expect(await requestCatalogueSync(runner)).toEqual(DONE);
    stop();

    expect(changes).toEqual([['rules', 'items'], ['spells']]);
  });

  it('shares one run between concurrent requests', async () => {
    let finish: (result: SyncResult) => void = () => {};
    const runner = vi.fn<SyncRunner>(() => new Promise((resolve) => (finish = resolve)));
    const first = requestCatalogueSync(runner);
    const second = requestCatalogueSync(runner);
    finish(DONE);
    expect(await first).toBe(await second);
    expect(runner).toHaveBeenCalledTimes(1);
  });

  it('never rejects: a worker that fails keeps the device data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await requestCatalogueSync(() => Promise.reject(new Error('worker died')));
    expect(result).toEqual({ appVersion: null, updated: [], failed: [] });
    vi.restoreAllMocks();
  });
});
