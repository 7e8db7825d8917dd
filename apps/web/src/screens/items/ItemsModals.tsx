import type { Item } from '@hearth/content';
import type { MagicItemChoice } from '@hearth/rules';

import { AddItemModal } from './AddItemModal.tsx';
import type { CustomItemDraft } from './CustomItemModal.tsx';
import { CustomItemModal } from './CustomItemModal.tsx';

/**
 * The items page's two dialogs, closed when the page opens: one module so their code comes
 * after the list's first paint (issue 16).
 */
export default function ItemsModals({
  adding,
  items,
  creating,
  addBusy,
  createBusy,
  onCloseAdd,
  onAdd,
  onCloseCreate,
  onCreate,
}: {
  adding: Item | null;
  /** The catalogue's items, the bases a magic weapon or armor is made over. */
  items: readonly Item[];
  creating: boolean;
  addBusy: boolean;
  createBusy: boolean;
  onCloseAdd: () => void;
  onAdd: (item: Item, quantity: number, choice: MagicItemChoice) => void;
  onCloseCreate: () => void;
  onCreate: (draft: CustomItemDraft) => void;
}) {
  return (
    <>
      <AddItemModal
        item={adding}
        items={items}
        busy={addBusy}
        onClose={onCloseAdd}
        onAdd={(quantity, choice) => adding && onAdd(adding, quantity, choice)}
      />
      <CustomItemModal
        open={creating}
        busy={createBusy}
        onClose={onCloseCreate}
        onSubmit={onCreate}
      />
    </>
  );
}
