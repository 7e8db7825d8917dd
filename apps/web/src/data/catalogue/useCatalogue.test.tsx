import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../test/mockFetch.ts';
import { getCharacterDB } from '../db/openCharacterDB.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { startCatalogueSync } from './scheduler.ts';
import { useCatalogue } from './useCatalogue.ts';

const fireball = { id: 'fireball', name: 'Fireball' };
const shield = { id: 'shield', name: 'Shield' };

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

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
    await db.versions.clear();
  });

  it('returns the entries stored on the device', async () => {
    const db = await getCharacterDB();
    await db.table('spells').bulkPut([fireball, shield]);
    const client = new QueryClient();
    const { result } = renderHook(() => useCatalogue('spells'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data).toEqual([fireball, shield]));
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
    const client = new QueryClient();
    const { result } = renderHook(() => useCatalogue('spells'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data).toEqual([]));

    const { monitor, set } = fakeMonitor(false);
    const stop = startCatalogueSync({ queryClient: client, monitor, intervalMs: 60_000 });
    await waitFor(() => expect(result.current.data).toEqual([fireball]));

    version = 'v2';
    act(() => set(true));
    await waitFor(() => expect(result.current.data).toEqual([shield]));
    expect(mock.callsTo('GET /api/versions')).toHaveLength(2);
    stop();
  });
});
