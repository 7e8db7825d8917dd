import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Inventory } from '@hearth/contract';

import { makeInventory } from '../../test/characterFixture.ts';
import { makeUser, mockApi } from '../../test/mockFetch.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { storeDeviceInventories } from '../characters/deviceCharacters.ts';
import { useInventories } from '../characters/queries.ts';
import { outboxEntries, persistOutbox, resetOutboxStoreForTests } from '../outbox/outboxStore.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { useInventoryItemActions, useItemTransfers } from './itemActions.ts';
import { queueItemUpdate } from './itemCommands.ts';
import { makeItem } from './lineFixture.ts';

function wrapperWith(list: Inventory[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(characterKeys.inventories('42'), list);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const order = (api: ReturnType<typeof mockApi>) =>
  api.calls.map((call) => `${call.method} ${call.path}`);

beforeEach(() => {
  setToken('t');
  setCurrentUser(makeUser());
});

afterEach(() => {
  persistOutbox();
  window.localStorage.clear();
  resetOutboxStoreForTests();
});

describe('inventory lines offline', () => {
  it('a reload without the connection shows the device’s copy with the unsent changes laid over', async () => {
    const list = [makeInventory('42', [makeItem('a', { quantity: 20 }), makeItem('b')])];
    await storeDeviceInventories('42', list);
    queueItemUpdate('42', makeItem('a', { quantity: 20 }), { quantity: 14 });
    queueItemUpdate('42', makeItem('b'), { equipped: true, notes: 'dented' });
    persistOutbox();
    // Reloaded: the outbox is read again from local storage; the server cannot be reached.
    resetOutboxStoreForTests();
    mockApi({ 'GET /api/inventory/42': 'network-error' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useInventories('42'), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(
      result.current.data![0]!.items.map((item) => [
        item.id,
        item.quantity,
        item.equipped,
        item.notes,
      ]),
    ).toEqual([
      ['a', 14, false, ''],
      ['b', 20, true, 'dented'],
    ]);
  });
});

describe('operations that need the connection send the line’s changes first', () => {
  const arrows = makeItem('a', { quantity: 20 });
  const routes = {
    'PUT /api/inventory/item/a': { body: { ...arrows, quantity: 18 } },
    'POST /api/inventory/a/split': {
      body: { item: { ...arrows, quantity: 9 }, created: { ...arrows, id: 'a2', quantity: 9 } },
    },
    'POST /api/inventory/give': { body: { left: null } },
    'DELETE /api/inventory/item/a': { body: { id: 'a' } },
    'GET /api/inventory/42': { body: [makeInventory('42', [])] },
  };

  it('split, give, move and delete each go after the line’s waiting change', async () => {
    const { wrapper } = wrapperWith([makeInventory('42', [arrows])]);
    const { result } = renderHook(
      () => ({ ...useItemTransfers('42'), ...useInventoryItemActions('42') }),
      { wrapper },
    );
    const cases: [string, () => Promise<unknown>][] = [
      [
        'POST /api/inventory/a/split',
        () => result.current.split.mutateAsync({ id: 'a', body: { quantity: 9, newQuantity: 9 } }),
      ],
      [
        'POST /api/inventory/give',
        () => result.current.give.mutateAsync({ item: arrows, to: '7', title: 'Arrows' }),
      ],
      [
        'PUT /api/inventory/item/a',
        () => result.current.move.mutateAsync({ item: arrows, inventoryId: 'inv-mount' }),
      ],
      ['DELETE /api/inventory/item/a', () => result.current.remove.mutateAsync('a')],
    ];
    for (const [operation, run] of cases) {
      const api = mockApi(routes);
      // Still inside its 400 ms: it would wait, but the operation must not overtake it.
      queueItemUpdate('42', arrows, { quantity: 18 });
      await run();
      expect(order(api).filter((call) => !call.startsWith('GET'))).toEqual([
        'PUT /api/inventory/item/a',
        operation,
      ]);
      expect(api.calls[0]!.body).toEqual({ quantity: 18, base: { quantity: 20 } });
      expect(outboxEntries()).toEqual([]);
    }
  });

  it('the operation does not run when the line’s changes cannot be sent', async () => {
    const api = mockApi({ ...routes, 'PUT /api/inventory/item/a': 'network-error' });
    const { wrapper } = wrapperWith([makeInventory('42', [arrows])]);
    const { result } = renderHook(() => useItemTransfers('42'), { wrapper });
    queueItemUpdate('42', arrows, { quantity: 18 });
    await expect(
      result.current.split.mutateAsync({ id: 'a', body: { quantity: 10, newQuantity: 10 } }),
    ).rejects.toMatchObject({ status: 0 });
    expect(api.callsTo('POST /api/inventory/a/split')).toEqual([]);
    expect(outboxEntries()).toMatchObject([{ status: 'pending', body: { quantity: 18 } }]);
  });
});
