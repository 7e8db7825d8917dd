import { useTranslation } from 'react-i18next';

import type { InventoryItem, UpdateCustomItemBody } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { useEditCustomItem } from '../../data/inventories/customItemActions.ts';
import type { CustomItemDraft } from '../items/CustomItemModal.tsx';
import { CustomItemModal } from '../items/CustomItemModal.tsx';

/** A custom item as the form shows it. */
export function customItemDraft(item: InventoryItem): CustomItemDraft {
  const data = item.item_data;
  return {
    name: data?.name ?? '',
    weight: data?.weight ?? 0,
    value: data?.value ?? 0,
    description: data?.description ?? '',
    countable: data?.countable ?? false,
    attunement: data?.attunement ?? false,
    quantity: item.quantity,
  };
}

/** Only what the form changed: an untouched field is not sent (nor is the stack's quantity). */
export function customItemChanges(
  before: CustomItemDraft,
  after: CustomItemDraft,
): UpdateCustomItemBody {
  const changes: UpdateCustomItemBody = {};
  if (after.name !== before.name) changes.name = after.name;
  if (after.weight !== before.weight) changes.weight = after.weight;
  if (after.value !== before.value) changes.value = after.value;
  if (after.description !== before.description) changes.description = after.description;
  if (after.countable !== before.countable) changes.countable = after.countable;
  if (after.attunement !== before.attunement) changes.attunement = after.attunement;
  return changes;
}

/**
 * Editing a custom item (its name, weight, value, description, countable and attunement) in
 * the same form it was made with; every stack of it changes. Closes with nothing changed.
 */
export function EditCustomItem({
  item,
  characterId,
  onClose,
}: {
  /** The stack it is edited through; closed when undefined. */
  item: InventoryItem | undefined;
  characterId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('items');
  const edit = useEditCustomItem(characterId);
  const before = item ? customItemDraft(item) : undefined;
  return (
    <CustomItemModal
      open={item !== undefined}
      busy={edit.isPending}
      editing={before}
      onClose={onClose}
      onSubmit={(draft) => {
        if (!item || !before) return;
        const changes = customItemChanges(before, draft);
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        edit.mutate(
          { id: item.id, changes },
          {
            onSuccess: (saved) => {
              toast.success(t('custom.saved', { name: saved.item_data?.name ?? draft.name }));
              onClose();
            },
            onError: () => toast.error(t('custom.saveFailed')),
          },
        );
      }}
    />
  );
}
