import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { addInventoryItemCall, updateInventoryItemCall } from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { replaceItem } from './inventoryCache.ts';
import { itemUpdates } from './itemUpdateQueue.ts';

/** What saving a purse sends: new counts of coin stacks, and new stacks of coins. */
export interface PurseChanges {
  inventoryId: string;
  updates: { id: string; quantity: number }[];
  adds: { itemId: string; quantity: number }[];
}

/**
 * Saves a purse's new coin counts (item operations need the connection, spec §1): each stack's
 * waiting changes go first, then the new counts and new stacks; the list shows the server's
 * answers, and is read again after (a failure reloads it, spec §8).
 */
export function useSavePurse(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  return useMutation({
    mutationFn: async ({ inventoryId, updates, adds }: PurseChanges) => {
      const saved: InventoryItem[] = [];
      for (const update of updates) {
        await itemUpdates.flush(update.id);
        saved.push(
          await api.call(
            updateInventoryItemCall,
            { params: { id: update.id }, body: { quantity: update.quantity, characterId } },
            idempotent(),
          ),
        );
      }
      for (const add of adds) {
        saved.push(
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
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, (list: Inventory[] | undefined) =>
        saved.reduce(
          (current, item) =>
            current?.some((inventory) => inventory.items.some((found) => found.id === item.id))
              ? replaceItem(current, item)
              : current?.map((inventory) =>
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
