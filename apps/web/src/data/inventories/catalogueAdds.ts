import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  AddCustomItemBody,
  AddInventoryItemBody,
  Inventory,
  InventoryItem,
} from '@hearth/contract';

import { api } from '../api/client.ts';
import { idempotent } from '../api/idempotency.ts';
import {
  addCustomItemCall,
  addInventoryItemCall,
  applyPresetCall,
  listOwnPresetsCall,
} from '../api/inventoryCalls.ts';
import { characterKeys } from '../characters/characterCache.ts';

/** Query key of the signed-in user's own presets. */
export const ownPresetsKey = ['presets', 'mine'] as const;

/** Puts a new (or grown) stack into the cached inventories, where the server placed it. */
function withItem(list: Inventory[] | undefined, saved: InventoryItem): Inventory[] | undefined {
  return list?.map((inventory) => {
    if (inventory.id !== saved.inventory_id) return inventory;
    const known = inventory.items.some((item) => item.id === saved.id);
    return {
      ...inventory,
      items: known
        ? inventory.items.map((item) => (item.id === saved.id ? saved : item))
        : [...inventory.items, saved],
    };
  });
}

/**
 * Adding to a character's inventories from the catalogue (item operations need the
 * connection, spec §1): a catalogue item, a custom item, a preset. The inventories query shows
 * the server's answer at once and is reloaded after, so stacks merged there show right.
 */
export function useCatalogueAdds(characterId: string) {
  const queryClient = useQueryClient();
  const key = characterKeys.inventories(characterId);
  const placeItem = (saved: InventoryItem) => {
    queryClient.setQueryData(key, (list: Inventory[] | undefined) => withItem(list, saved));
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const addItem = useMutation({
    // The spec's payload (platform §7) repeats the inventory in the body.
    mutationFn: (body: AddInventoryItemBody & { inventoryId: string }) =>
      api.call(
        addInventoryItemCall,
        { params: { inventoryId: body.inventoryId }, body },
        idempotent(),
      ),
    onSuccess: placeItem,
  });
  const addCustom = useMutation({
    mutationFn: (body: AddCustomItemBody) => api.call(addCustomItemCall, { body }, idempotent()),
    onSuccess: placeItem,
  });
  const apply = useMutation({
    mutationFn: (body: { inventoryId: string; presetId: string }) =>
      api.call(applyPresetCall, { body }, idempotent()),
    onSuccess: (inventories) => queryClient.setQueryData(key, inventories),
  });
  return { addItem, addCustom, apply };
}

/** The signed-in user's own presets; asked for only while online (they live on the server). */
export function useOwnPresets(online: boolean) {
  return useQuery({
    queryKey: ownPresetsKey,
    enabled: online,
    queryFn: () => api.call(listOwnPresetsCall),
  });
}
