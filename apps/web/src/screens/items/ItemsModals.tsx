import type { Item } from '@hearth/content';

import { AddItemModal } from './AddItemModal.tsx';
import type { CustomItemDraft } from './CustomItemModal.tsx';
import { CustomItemModal } from './CustomItemModal.tsx';

/**
 * The items page's two dialogs, closed when the page opens: one module so their code comes
 * after the list's first paint (issue 16).
 */
export default function ItemsModals({
  adding,
  creating,
  addBusy,
  createBusy,
  onCloseAdd,
  onAdd,
  onCloseCreate,
  onCreate,
}: {
  adding: Item | null;
  creating: boolean;
  addBusy: boolean;
  createBusy: boolean;
  onCloseAdd: () => void;
  onAdd: (item: Item, quantity: number) => void;
  onCloseCreate: () => void;
  onCreate: (draft: CustomItemDraft) => void;
}) {
  return (
    <>
      <AddItemModal
        open={adding !== null}
        title={adding?.title ?? ''}
        busy={addBusy}
        onClose={onCloseAdd}
        onAdd={(quantity) => adding && onAdd(adding, quantity)}
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
