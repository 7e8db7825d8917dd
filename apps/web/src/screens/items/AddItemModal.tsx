import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';
import type { MagicItemChoice } from '@hearth/rules';

import { NumberField } from '../../components/form/NumberField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import type { ChoiceDraft } from './MagicItemChoice.tsx';
import { completeChoice, MagicItemChoiceFields, NO_CHOICE } from './MagicItemChoice.tsx';

/** The most of one item added at once (the contract's limit). */
export const MAX_QUANTITY = 100_000;

export interface AddItemModalProps {
  /** The item to add; null while closed. */
  item: Item | null;
  /** The catalogue's items: a magic weapon or armor is made over one of them. */
  items: readonly Item[];
  busy: boolean;
  onClose: () => void;
  onAdd: (quantity: number, choice: MagicItemChoice) => void;
}

/**
 * How many of a catalogue item to add (spec: quantity minimum 0, 1 to begin with), and for a
 * magic item that stands for several which one: its variant (`+1`, `Hill`) and the weapon or
 * armor it is made over. The concrete name shows as it is chosen.
 */
export function AddItemModal({ item, items, busy, onClose, onAdd }: AddItemModalProps) {
  const { t } = useTranslation(['items', 'common']);
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState<ChoiceDraft>(NO_CHOICE);
  const [tried, setTried] = useState(false);
  // Every opening starts again from 1 and no choice.
  const [shownFor, setShownFor] = useState(item);
  if (shownFor !== item) {
    setShownFor(item);
    setQuantity(1);
    setDraft(NO_CHOICE);
    setTried(false);
  }

  const submit = () => {
    if (!item) return;
    const choice = completeChoice(item, draft);
    if (!choice) {
      setTried(true);
      return;
    }
    onAdd(quantity, choice);
  };

  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={t('add.title', { item: item?.title ?? '' })}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={submit}>
            {t('add.submit')}
          </button>
        </>
      }
    >
      <div className="form-stack">
        {item && (
          <MagicItemChoiceFields
            item={item}
            items={items}
            draft={draft}
            onChange={setDraft}
            tried={tried}
          />
        )}
        <NumberField
          live
          label={t('add.quantity')}
          value={quantity}
          onValueChange={setQuantity}
          min={0}
          max={MAX_QUANTITY}
          stepper
        />
      </div>
    </Modal>
  );
}
