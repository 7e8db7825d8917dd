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
import { itemUpdates } from './itemUpdateQueue.ts';

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
  /** An optimistic edit: a refetch under way would overwrite it with older data, so it stops. */
  const editNow = useCallback(
    (change: (list: List) => List) => {
      void queryClient.cancelQueries({ queryKey: characterKeys.inventories(characterId) });
      edit(change);
    },
    [queryClient, characterId, edit],
  );
  return { queryClient, edit, editNow, reload, failed };
}

/**
 * Changes and removes inventory items at once (item operations need the connection, spec §1).
 * The inventories shown are updated with the server's answer; a failure reloads them (spec §8).
 */
export function useInventoryItemActions(characterId: string) {
  const { edit, failed } = useInventoriesCache(characterId);
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateInventoryItemBody }) =>
      api.call(updateInventoryItemCall, { params: { id }, body: changes }, idempotent()),
    onSuccess: (saved) => edit((list) => replaceItem(list, saved)),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => {
      itemUpdates.drop(id);
      return api.call(deleteInventoryItemCall, { params: { id } }, idempotent());
    },
    onSuccess: ({ id }) => edit((list) => removeItem(list, id)),
    onError: failed,
  });
  return { update, remove };
}

/** A change, or how to make it from the item as currently shown (a stepper's +1). */
export type ItemChange =
  UpdateInventoryItemBody | ((current: InventoryItem) => UpdateInventoryItemBody);

const findItem = (list: List, id: string) =>
  list?.flatMap((inventory) => inventory.items).find((item) => item.id === id);

/**
 * Queues a change to an item (spec §7: debounced 400 ms per item, changes merged): shown at
 * once, sent when the item has been left alone for the delay.
 */
export function useQueueItemUpdate(characterId: string) {
  const { queryClient, edit, editNow, failed } = useInventoriesCache(characterId);
  return useCallback(
    (id: string, change: ItemChange) => {
      const current = findItem(
        queryClient.getQueryData<Inventory[]>(characterKeys.inventories(characterId)),
        id,
      );
      if (!current) return;
      const changes = typeof change === 'function' ? change(current) : change;
      editNow((list) => patchItem(list, id, changes));
      itemUpdates.queue(id, changes, async (itemId, merged) => {
        try {
          const saved = await api.call(
            updateInventoryItemCall,
            { params: { id: itemId }, body: merged },
            idempotent(),
          );
          // Newer changes already shown stay until their own answer.
          if (!itemUpdates.has(itemId)) edit((list) => replaceItem(list, saved));
        } catch (error) {
          failed(error);
        }
      });
    },
    [queryClient, characterId, edit, editNow, failed],
  );
}

/**
 * Split, give and move (spec §4, §8): each first sends the item's waiting changes, so the
 * server splits or moves what the player sees.
 */
export function useItemTransfers(characterId: string) {
  const { queryClient, edit, reload, failed } = useInventoriesCache(characterId);
  const split = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: SplitInventoryItemBody }) => {
      await itemUpdates.flush(id);
      return api.call(splitInventoryItemCall, { params: { id }, body }, idempotent());
    },
    onSuccess: ({ item, created }) =>
      edit((list) => insertItemAfter(replaceItem(list, item), item.id, created)),
    // The drawer shows the spec's 'Failed to split item' alert; the list is reloaded.
    onError: reload,
  });
  const give = useMutation({
    mutationFn: async ({ item, to }: { item: InventoryItem; to: string; title: string }) => {
      await itemUpdates.flush(item.id);
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
      await itemUpdates.flush(item.id);
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
