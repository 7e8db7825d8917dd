import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { addInventoryItemCall } from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { patchItem } from './inventoryCache.ts';
import { connectItemCommands, queueItemUpdate } from './itemCommands.ts';

/** What saving a purse sends: new counts of coin stacks, and new stacks of coins. */
export interface PurseChanges {
  inventoryId: string;
  updates: { id: string; quantity: number }[];
  adds: { itemId: string; quantity: number }[];
}

/** Whether saving these changes needs the connection: a new stack is an item operation. */
export const purseNeedsConnection = (changes: PurseChanges) => changes.adds.length > 0;

const findItem = (list: Inventory[] | undefined, id: string) =>
  list?.flatMap((inventory) => inventory.items).find((item) => item.id === id);

/**
 * Saves a purse's new coin counts. A stack's new count is an `item.update` command of the
 * outbox (issue 19), with the count shown as its base: shown at once, kept on the device, and
 * added to the server's count as a change, so a game master's and a player's coins both count.
 * A new stack of coins is an item operation that needs the connection (spec §8): it is added
 * online, and the list is read again after (a failure toasts and reloads it, spec §8).
 */
export function useSavePurse(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  return useMutation({
    // Offline the counts are still kept (the screen only offers adds online).
    networkMode: 'always',
    mutationFn: async ({ inventoryId, updates, adds }: PurseChanges) => {
      connectItemCommands(queryClient);
      for (const update of updates) {
        const shown = findItem(queryClient.getQueryData<Inventory[]>(key), update.id);
        if (!shown) continue;
        // Keeping what is shown: a revert would put back the counts from before the edit.
        void queryClient.cancelQueries({ queryKey: key }, { revert: false });
        queryClient.setQueryData<Inventory[]>(key, (list) =>
          patchItem(list, update.id, { quantity: update.quantity }),
        );
        queueItemUpdate(characterId, shown, { quantity: update.quantity });
      }
      const added: InventoryItem[] = [];
      for (const add of adds) {
        added.push(
          await api.call(
            addInventoryItemCall,
            {
              params: { inventoryId },
              body: { inventoryId, itemId: add.itemId, quantity: add.quantity },
            },
            idempotent(),
          ),
        );
      }
      return added;
    },
    onSuccess: (added) => {
      if (added.length === 0) return;
      queryClient.setQueryData(key, (list: Inventory[] | undefined) =>
        added.reduce(
          (current, item) =>
            current?.map((inventory) =>
              inventory.id === item.inventory_id
                ? { ...inventory, items: [...inventory.items, item] }
                : inventory,
            ),
          list,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      toast.error(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
