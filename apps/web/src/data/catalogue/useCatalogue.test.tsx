import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../test/mockFetch.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { catalogueSnapshot } from './catalogueSnapshot.ts';
import { emitCatalogueChange } from './changes.ts';
import { startCatalogueSync } from './scheduler.ts';
import { useCatalogue } from './useCatalogue.ts';

const fireball = { id: 'fireball', name: 'Fireball' };
const shield = { id: 'shield', name: 'Shield' };

function fakeMonitor(initial: boolean) {
  let online = initial;
  const listeners = new Set<() => void>();
  const monitor: OnlineMonitor = {
    get: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {},
    stop: () => {},
    check: () => Promise.resolve(online),
  };
  return {
    monitor,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useCatalogue', () => {
  afterEach(async () => {
    const db = await getCharacterDB();
    await db.table('spells').clear();
    await db.table('items').clear();
    await db.versions.clear();
  });

  it('returns the entries stored on the device', async () => {
    const db = await getCharacterDB();
    await db.table('spells').bulkPut([fireball, shield]);
    const { result } = renderHook(() => useCatalogue('spells'));
    await waitFor(() => expect(result.current.data).toEqual([fireball, shield]));
  });

  it('reads the device once for every screen, and re-renders once per store a sync replaced', async () => {
    const db = await getCharacterDB();
    await db.table('spells').bulkPut([fireball]);
    await db.table('items').put({ id: 'rope' });
    const renders: unknown[] = [];
    function SpellReader() {
      renders.push(useCatalogue('spells').data);
      return null;
    }
    function ItemReader() {
      useCatalogue('items');
      return null;
    }
    render(
      <>
        <SpellReader />
        <ItemReader />
        <SpellReader />
      </>,
    );
    await waitFor(() => expect(renders.at(-1)).toEqual([fireball]));
    // Before and after the device was read, for each of the two spell readers.
    expect(renders).toHaveLength(4);
    const first = renders.at(-1);

    // A sync replaced the items: the spells keep their identity (memoised look-ups survive).
    await db.table('items').put({ id: 'torch' });
    await act(async () => {
      emitCatalogueChange(['items']);
      await catalogueSnapshot.refresh([]);
    });
    expect(renders.at(-1)).toBe(first);

    await db.table('spells').put(shield);
    await act(async () => {
      emitCatalogueChange(['spells']);
      await catalogueSnapshot.refresh([]);
    });
    expect(renders.at(-1)).toEqual([fireball, shield]);
    // The items change left the spell readers alone; the spells change re-rendered each once.
    expect(renders).toHaveLength(6);
  });

  it('syncs on start, when back online, and refreshes readers when a store changed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let version = 'v1';
    const mock = mockApi({
      'GET /api/versions': () => ({
        body: { versions: { spells: version }, app_version: '0.1.0' },
      }),
      'GET /api/spells': () => ({
        body: { store: 'spells', version, entries: version === 'v1' ? [fireball] : [shield] },
      }),
    });
    const { result } = renderHook(() => useCatalogue('spells'));
    await waitFor(() => expect(result.current.data).toEqual([]));

    const { monitor, set } = fakeMonitor(false);
    const stop = startCatalogueSync({ monitor, intervalMs: 60_000 });
    await waitFor(() => expect(result.current.data).toEqual([fireball]));

    version = 'v2';
    act(() => set(true));
    await waitFor(() => expect(result.current.data).toEqual([shield]));
    expect(mock.callsTo('GET /api/versions')).toHaveLength(2);
    stop();
  });
});
