import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type {
  Inventory,
  InventoryItem,
  SplitInventoryItemBody,
  UpdateInventoryItemBody,
} from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import {
  deleteInventoryItemCall,
  giveInventoryItemCall,
  splitInventoryItemCall,
  updateInventoryItemCall,
} from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { insertItemAfter, patchItem, removeItem, replaceItem } from './inventoryCache.ts';
import type { ItemChanges } from './itemChanges.ts';
import {
  connectItemCommands,
  flushItemUpdates,
  forgetItemUpdates,
  queueItemUpdate,
} from './itemCommands.ts';

type List = Inventory[] | undefined;

/** The inventories cache of one character and the spec §8 answer to a failure: reload them. */
function useInventoriesCache(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  const edit = useCallback(
    (change: (list: List) => List) => queryClient.setQueryData<Inventory[]>(key, change),
    // The key is derived from the id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, characterId],
  );
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: characterKeys.inventories(characterId) }),
    [queryClient, characterId],
  );
  const failed = useCallback(
    (error: unknown) => {
      toast.error(error);
      reload();
    },
    [reload],
  );
  /**
   * An optimistic edit: a refetch under way would overwrite it with older data, so it stops,
   * keeping what is shown (the default revert would put back the list from before the edit).
   */
  const editNow = useCallback(
    (change: (list: List) => List) => {
      void queryClient.cancelQueries(
        { queryKey: characterKeys.inventories(characterId) },
        { revert: false },
      );
      edit(change);
    },
    [queryClient, characterId, edit],
  );
  return { queryClient, edit, editNow, reload, failed };
}

/**
 * Changes and removes inventory items at once, online (a scroll written or cast; removing is an
 * item operation that needs the connection, spec §8). Each first sends the line's changes still
 * in the outbox. The inventories shown are updated with the server's answer; a failure reloads
 * them (spec §8).
 */
export function useInventoryItemActions(characterId: string) {
  const { edit, failed } = useInventoriesCache(characterId);
  const update = useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateInventoryItemBody }) => {
      await flushItemUpdates(id);
      return api.call(updateInventoryItemCall, { params: { id }, body: changes }, idempotent());
    },
    onSuccess: (saved) => edit((list) => replaceItem(list, saved)),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await flushItemUpdates(id);
      return api.call(deleteInventoryItemCall, { params: { id } }, idempotent());
    },
    onSuccess: ({ id }) => {
      forgetItemUpdates(id);
      edit((list) => removeItem(list, id));
    },
    onError: failed,
  });
  return { update, remove };
}

/** A change, or how to make it from the item as currently shown (a stepper's +1). */
export type ItemChange = ItemChanges | ((current: InventoryItem) => ItemChanges);

const findItem = (list: List, id: string) =>
  list?.flatMap((inventory) => inventory.items).find((item) => item.id === id);

/**
 * Queues a change to a line (issue 19: an `item.update` command of the outbox, debounced 400 ms
 * per line, changes merged, spec §9): shown at once, kept on the device, sent when the line has
 * been left alone for the delay, offline as soon as the connection returns.
 */
export function useQueueItemUpdate(characterId: string) {
  const { queryClient, editNow } = useInventoriesCache(characterId);
  return useCallback(
    (id: string, change: ItemChange) => {
      connectItemCommands(queryClient);
      const current = findItem(
        queryClient.getQueryData<Inventory[]>(characterKeys.inventories(characterId)),
        id,
      );
      if (!current) return;
      const changes = typeof change === 'function' ? change(current) : change;
      editNow((list) => patchItem(list, id, changes));
      queueItemUpdate(characterId, current, changes);
    },
    [queryClient, characterId, editNow],
  );
}

/**
 * Split, give and move (spec §4, §8: they need the connection): each first sends the line's
 * changes still in the outbox, so the server splits or moves what the player sees.
 */
export function useItemTransfers(characterId: string) {
  const { queryClient, edit, reload, failed } = useInventoriesCache(characterId);
  const split = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: SplitInventoryItemBody }) => {
      await flushItemUpdates(id);
      return api.call(splitInventoryItemCall, { params: { id }, body }, idempotent());
    },
    onSuccess: ({ item, created }) =>
      edit((list) => insertItemAfter(replaceItem(list, item), item.id, created)),
    // The drawer shows the spec's 'Failed to split item' alert; the list is reloaded.
    onError: reload,
  });
  const give = useMutation({
    mutationFn: async ({ item, to }: { item: InventoryItem; to: string; title: string }) => {
      await flushItemUpdates(item.id);
      return api.call(
        giveInventoryItemCall,
        { body: { itemId: item.id, characterId: to, fromCharacterId: characterId } },
        idempotent(),
      );
    },
    onSuccess: ({ left }, { item, to }) => {
      edit((list) => (left ? replaceItem(list, left) : removeItem(list, item.id)));
      // Whatever was inside travels too: the giver's list is read again.
      reload();
      void queryClient.invalidateQueries({ queryKey: characterKeys.inventories(to) });
    },
    onError: failed,
  });
  const move = useMutation({
    mutationFn: async ({ item, inventoryId }: { item: InventoryItem; inventoryId: string }) => {
      await flushItemUpdates(item.id);
      return api.call(
        updateInventoryItemCall,
        { params: { id: item.id }, body: { inventory_id: inventoryId, characterId } },
        idempotent(),
      );
    },
    // Its contents moved along on the server: read the list again.
    onSuccess: reload,
    onError: failed,
  });
  return { split, give, move };
}
