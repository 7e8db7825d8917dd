import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateInventoryBody, Inventory, UpdateInventoryBody } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import {
  createInventoryCall,
  deleteInventoryCall,
  updateInventoryCall,
} from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import {
  addInventory,
  patchInventory,
  removeInventory,
  replaceInventory,
} from './inventoryCache.ts';

/**
 * Creates, changes (name, type, capacity, opened) and deletes a character's inventories. A
 * change shows at once; a failure is toasted and the inventories reloaded (spec §8).
 */
export function useInventoryActions(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  const edit = (change: (list: Inventory[] | undefined) => Inventory[] | undefined) =>
    queryClient.setQueryData<Inventory[]>(key, change);
  const failed = (error: unknown) => {
    toast.error(error);
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const create = useMutation({
    mutationFn: (body: CreateInventoryBody) =>
      api.call(createInventoryCall, { params: { characterId }, body }, idempotent()),
    onSuccess: (created) => edit((list) => addInventory(list, created)),
    onError: failed,
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateInventoryBody }) => {
      // Shown at once; a refetch under way would overwrite it with older data, so it stops.
      void queryClient.cancelQueries({ queryKey: key });
      edit((list) => patchInventory(list, id, changes as Partial<Inventory>));
      return api.call(updateInventoryCall, { params: { id }, body: changes }, idempotent());
    },
    onSuccess: (saved) => edit((list) => replaceInventory(list, saved)),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.call(deleteInventoryCall, { params: { id } }, idempotent()),
    onSuccess: ({ id }) => edit((list) => removeInventory(list, id)),
    onError: failed,
  });
  return { create, update, remove };
}
