import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NumberField } from '../../components/form/NumberField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';

/** The most of one item added at once (the contract's limit). */
export const MAX_QUANTITY = 100_000;

export interface AddItemModalProps {
  open: boolean;
  /** The item's title, for the heading. */
  title: string;
  busy: boolean;
  onClose: () => void;
  onAdd: (quantity: number) => void;
}

/** How many of a catalogue item to add (spec: quantity minimum 0, 1 to begin with). */
export function AddItemModal({ open, title, busy, onClose, onAdd }: AddItemModalProps) {
  const { t } = useTranslation(['items', 'common']);
  const [quantity, setQuantity] = useState(1);
  // Every opening starts again from 1.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setQuantity(1);
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('add.title', { item: title })}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onAdd(quantity)}
          >
            {t('add.submit')}
          </button>
        </>
      }
    >
      <NumberField
        live
        label={t('add.quantity')}
        value={quantity}
        onValueChange={setQuantity}
        min={0}
        max={MAX_QUANTITY}
        stepper
      />
    </Modal>
  );
}
