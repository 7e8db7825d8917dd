import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';
import type { ItemRules, MagicItemChoice } from '@hearth/rules';
import { baseItemCandidates, magicItemName } from '@hearth/rules';

import { NumberField } from '../../components/form/NumberField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { choiceNeeded } from './magicItems.ts';
import { useItemTexts } from './useItemTexts.ts';

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
  const texts = useItemTexts();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [variant, setVariant] = useState('');
  const [base, setBase] = useState('');
  const [tried, setTried] = useState(false);
  // Every opening starts again from 1 and no choice.
  const [shownFor, setShownFor] = useState(item);
  if (shownFor !== item) {
    setShownFor(item);
    setQuantity(1);
    setVariant('');
    setBase('');
    setTried(false);
  }
  const needed = item ? choiceNeeded(item) : { variant: false, base: false };
  const bases = useMemo(
    () =>
      item?.base_item
        ? (baseItemCandidates(item, items as readonly ItemRules[]) as Item[]).sort((a, b) =>
            a.title.localeCompare(b.title),
          )
        : [],
    [item, items],
  );
  const picked = item?.variants?.find((option) => option.id === variant);
  const pickedBase = bases.find((option) => option.id === base);
  const missingVariant = needed.variant && !picked;
  const missingBase = needed.base && !pickedBase;
  const name = item ? magicItemName(item, picked?.title, pickedBase?.title) : '';

  const submit = () => {
    if (missingVariant || missingBase) {
      setTried(true);
      return;
    }
    onAdd(quantity, {
      ...(picked ? { variant: picked.id } : {}),
      ...(pickedBase ? { base: pickedBase.id } : {}),
    });
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
        {needed.variant && item?.variants && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-variant`}>
              {t('add.variant')}
            </label>
            <select
              id={`${id}-variant`}
              className="field__control"
              value={variant}
              aria-invalid={tried && missingVariant ? true : undefined}
              onChange={(event) => setVariant(event.target.value)}
            >
              <option value="">{t('add.choose')}</option>
              {item.variants.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title} · {texts.rarity(option.rarity ?? item.rarity)}
                </option>
              ))}
            </select>
            {tried && missingVariant && <p className="field__error">{t('add.variantRequired')}</p>}
          </div>
        )}
        {needed.base && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-base`}>
              {item?.base_item?.type === 'armor' ? t('add.baseArmor') : t('add.baseWeapon')}
            </label>
            <select
              id={`${id}-base`}
              className="field__control"
              value={base}
              aria-invalid={tried && missingBase ? true : undefined}
              onChange={(event) => setBase(event.target.value)}
            >
              <option value="">{t('add.choose')}</option>
              {bases.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
            {tried && missingBase && <p className="field__error">{t('add.baseRequired')}</p>}
          </div>
        )}
        {(needed.variant || needed.base) && (
          <p className="add-item__name" data-testid="add-item-name" aria-live="polite">
            {missingVariant || missingBase ? t('add.chooseFirst') : t('add.willAdd', { name })}
          </p>
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
