import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { InventoryItem } from '@hearth/contract';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { useItemTransfers } from '../../data/inventories/itemActions.ts';

/**
 * Splits a stack in two (platform §5): the slider sets the new stack from 1 to quantity − 1,
 * halves by default; both parts are shown. A failure shows the spec's 'Failed to split item'.
 */
export function SplitDrawer({
  item,
  title,
  characterId,
  online,
  onClose,
}: {
  item: InventoryItem | undefined;
  title: string;
  characterId: string;
  online: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Drawer open={item !== undefined} onClose={onClose} title={t('split.title', { title })}>
        {item && (
          <SplitForm
            key={item.id}
            item={item}
            characterId={characterId}
            online={online}
            onDone={onClose}
            onFailed={() => setFailed(true)}
          />
        )}
      </Drawer>
      <Modal
        open={failed}
        onClose={() => setFailed(false)}
        title={t('split.errorTitle')}
        actions={
          <button type="button" className="button button--primary" onClick={() => setFailed(false)}>
            {t('split.ok')}
          </button>
        }
      >
        <p>{t('split.failed')}</p>
      </Modal>
    </>
  );
}

function SplitForm({
  item,
  characterId,
  online,
  onDone,
  onFailed,
}: {
  item: InventoryItem;
  characterId: string;
  online: boolean;
  onDone: () => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('inventory');
  const sliderId = useId();
  const { split } = useItemTransfers(characterId);
  const [right, setRight] = useState(Math.floor(item.quantity / 2));
  const left = item.quantity - right;
  const possible = item.quantity >= 2;
  const submit = () => {
    // The drawer closes at once; the promise still settles after it is gone.
    split
      .mutateAsync({ id: item.id, body: { quantity: left, newQuantity: right } })
      .catch(onFailed);
    onDone();
  };
  return (
    <div className="form-stack">
      <div className="field">
        <label className="field__label" htmlFor={sliderId}>
          {t('split.right')}
        </label>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={Math.max(1, item.quantity - 1)}
          step={1}
          value={right}
          disabled={!possible}
          onChange={(event) => setRight(Number(event.target.value))}
        />
      </div>
      <p className="split-parts" data-testid="split-parts">
        {t('split.parts', { left, right })}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!online || !possible || right < 1 || left < 1}
        onClick={submit}
      >
        {t('split.confirm')}
      </button>
    </div>
  );
}
