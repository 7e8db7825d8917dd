import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Inventory, InventoryItem, UpdateInventoryItemBody } from '@hearth/contract';
import { deleteInventoryItem, updateInventoryItem } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../api/client.ts';
import { characterKeys } from './characterCache.ts';

const requestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : String(Date.now());

/**
 * Changes and removes inventory items (item operations need the connection, spec §1). The
 * inventories shown are updated with the server's answer; a failure reloads them (spec §8).
 */
export function useInventoryItemActions(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  const replaceItem = (saved: InventoryItem) =>
    queryClient.setQueryData(key, (list: Inventory[] | undefined) =>
      list?.map((inventory) => ({
        ...inventory,
        items: inventory.items.map((item) => (item.id === saved.id ? saved : item)),
      })),
    );
  const reload = (error: unknown) => {
    toast.error(error);
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateInventoryItemBody }) =>
      api.call(
        updateInventoryItem,
        { params: { id }, body: changes },
        { headers: { 'Idempotency-Key': requestId() } },
      ),
    onSuccess: replaceItem,
    onError: reload,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.call(
        deleteInventoryItem,
        { params: { id } },
        { headers: { 'Idempotency-Key': requestId() } },
      ),
    onSuccess: ({ id }) =>
      queryClient.setQueryData(key, (list: Inventory[] | undefined) =>
        list?.map((inventory) => ({
          ...inventory,
          items: inventory.items.filter((item) => item.id !== id),
        })),
      ),
    onError: reload,
  });
  return { update, remove };
}
