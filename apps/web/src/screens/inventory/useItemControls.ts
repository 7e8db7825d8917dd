import { useCallback } from 'react';

import type { InventoryItem } from '@hearth/contract';
import type { AttunementRules, ItemRules } from '@hearth/rules';
import { setAttuned, setEquipped } from '@hearth/rules';

import { showToast } from '../../components/toast/toastStore.ts';
import { useQueueItemUpdate } from '../../data/inventories/itemActions.ts';
import type { ItemChanges } from '../../data/inventories/itemChanges.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';

/** The largest stack the API takes. */
const MAX_QUANTITY = 100_000;

/**
 * The item controls of the list (quantity, equip, attune, open): checked by the rules first
 * (a fourth attuned item is refused with the rules' message, and nothing is sent), then shown
 * at once and sent debounced per item.
 */
export function useItemControls(characterId: string, allItems: readonly InventoryItem[]) {
  const queue = useQueueItemUpdate(characterId);
  const texts = useRulesTexts();
  const refuse = useCallback(
    (outcome: { messages: { key: string; params?: Record<string, number> }[] }) => {
      const [message] = outcome.messages;
      if (message)
        showToast('error', texts.message(message as Parameters<typeof texts.message>[0]));
      return message !== undefined;
    },
    [texts],
  );
  return {
    /** Taps add up even before the screen shows the last one: each reads the latest count. */
    stepQuantity: (item: InventoryItem, step: number) =>
      queue(item.id, (current) => ({
        quantity: Math.min(MAX_QUANTITY, Math.max(0, current.quantity + step)),
      })),
    toggleEquipped: (item: InventoryItem, rules: ItemRules) => {
      if (refuse(setEquipped(allItems, item.id, !item.equipped, rules))) return;
      queue(item.id, { equipped: !item.equipped });
    },
    toggleAttuned: (item: InventoryItem, rules: AttunementRules) => {
      if (refuse(setAttuned(allItems, item.id, !item.attuned, rules))) return;
      queue(item.id, { attuned: !item.attuned });
    },
    toggleOpened: (item: InventoryItem) => queue(item.id, { open: !item.opened }),
    setNotes: (item: InventoryItem, notes: string) => queue(item.id, { notes }),
    /** A tome or manual whose magic is spent: `studied` in the line's free-form options. */
    markStudied: (item: InventoryItem) =>
      queue(item.id, (current) => ({
        options: { ...(current.options as ItemChanges['options']), studied: true },
      })),
    setContainer: (item: InventoryItem, containerId: string | null) =>
      queue(item.id, { container_id: containerId }),
  };
}

export type ItemControls = ReturnType<typeof useItemControls>;
