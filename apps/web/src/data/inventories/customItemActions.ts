import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Inventory, UpdateCustomItemBody } from '@hearth/contract';

import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import { updateCustomItemCall } from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';
import { replaceItem } from './inventoryCache.ts';
import { flushItemUpdates } from './itemCommands.ts';

/**
 * Edits a custom item through one of its stacks (item operations need the connection, spec §1).
 * Every stack of it changes on the server, so after showing the answer the list is read again;
 * the screen says how it went.
 */
export function useEditCustomItem(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateCustomItemBody }) => {
      await flushItemUpdates(id);
      return api.call(updateCustomItemCall, { params: { id }, body: changes }, idempotent());
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, (list: Inventory[] | undefined) => replaceItem(list, saved));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // Spec §8: a failed item operation reloads the inventories.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
