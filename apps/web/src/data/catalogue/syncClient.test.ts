import { describe, expect, it, vi } from 'vitest';

import { onCatalogueChange } from './changes.ts';
import type { SyncResult } from './syncCatalogue.ts';
import type { SyncRunner } from './syncClient.ts';
import { requestCatalogueSync } from './syncClient.ts';
import { setCatalogueLanguage } from './titleLanguage.ts';

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

  it('asks for the titles of the interface language, and runs again for a language just chosen', async () => {
    const finishers: ((result: SyncResult) => void)[] = [];
    const runner = vi.fn<SyncRunner>(() => new Promise((resolve) => finishers.push(resolve)));
    try {
      const english = requestCatalogueSync(runner);
      setCatalogueLanguage('ru');
      const russian = requestCatalogueSync(runner);
      const again = requestCatalogueSync(runner);
      expect(runner).toHaveBeenCalledTimes(1);
      expect(runner.mock.calls[0]![1]).toEqual([]);
      finishers[0]!(DONE);
      await english;
      await vi.waitFor(() => expect(runner).toHaveBeenCalledTimes(2));
      expect(runner.mock.calls[1]![1]).toEqual(['ru']);
      finishers[1]!(DONE);
      expect(await russian).toBe(await again);
      expect(runner).toHaveBeenCalledTimes(2);
    } finally {
      setCatalogueLanguage('en');
    }
  });

  it('never rejects: a worker that fails keeps the device data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await requestCatalogueSync(() => Promise.reject(new Error('worker died')));
    expect(result).toEqual({ appVersion: null, updated: [], failed: [] });
    vi.restoreAllMocks();
  });
});
