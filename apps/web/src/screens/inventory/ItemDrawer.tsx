import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';
import type { Character, Inventory } from '@hearth/contract';
import type { DerivedCharacter, RulesCatalogue } from '@hearth/rules';
import { isCarriedInventory } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useInventoryItemActions, useItemTransfers } from '../../data/inventories/itemActions.ts';
import type { ItemRow } from './inventoryView.ts';
import { containersFor, itemTitle } from './inventoryView.ts';
import { ItemFacts } from './ItemFacts.tsx';
import { ItemInPlay } from './ItemInPlay.tsx';
import { RemoveHintButton } from './RemoveHintButton.tsx';
import { StudyButton } from './StudyButton.tsx';
import type { ItemControls } from './useItemControls.ts';

interface ItemDrawerProps {
  row: ItemRow | undefined;
  inventories: readonly Inventory[];
  catalogue: RulesCatalogue;
  character: Character;
  sheet: DerivedCharacter;
  online: boolean;
  controls: ItemControls;
  onClose: () => void;
  onSplit: () => void;
  onShare: () => void;
  onEdit: () => void;
}

/**
 * An item's details (facts, what it does in play, description, notes) and what can be done
 * with it: split, share, move to another inventory, put into or take out of a container, remove.
 */
export function ItemDrawer({ row, onClose, ...rest }: ItemDrawerProps) {
  return (
    <Drawer open={row !== undefined} onClose={onClose} title={row?.title ?? ''}>
      {row && <ItemDetails key={row.item.id} row={row} onClose={onClose} {...rest} />}
    </Drawer>
  );
}

function ItemDetails({
  row,
  inventories,
  catalogue,
  character,
  sheet,
  online,
  controls,
  onClose,
  onSplit,
  onShare,
  onEdit,
}: ItemDrawerProps & { row: ItemRow }) {
  const characterId = character.id;
  const { t } = useTranslation('inventory');
  const notesId = useId();
  const entries = useCatalogue<Item>('items').data;
  const { item, title } = row;
  const entry = entries?.find((found) => found.id === item.item_id);
  // A variant's own words (a Hill giant's belt) follow the entry's.
  const variantText = entry?.variants?.find(
    (variant) => variant.id === item.item_data?.variant,
  )?.description;
  const description =
    item.item_data?.description ??
    (entry && [entry.description, variantText].filter(Boolean).join('\n\n'));
  const [notes, setNotes] = useState(item.notes);
  const { remove } = useInventoryItemActions(characterId);
  const { move } = useItemTransfers(characterId);
  const inventory = inventories.find((found) => found.id === item.inventory_id);
  const others = inventories.filter((found) => found.id !== item.inventory_id);
  const containers = inventory ? containersFor(item, inventory, catalogue) : [];
  const holder = inventory?.items.find((found) => found.id === item.container_id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [container, setContainer] = useState(containers[0]?.id ?? '');
  const titleOf = (id: string) => {
    const found = inventory?.items.find((entry) => entry.id === id);
    return found ? itemTitle(found, catalogue.items.get(found.item_id ?? ''), catalogue.items) : '';
  };

  const moveTo = () => {
    // The drawer closes at once; the promises still settle (failures are toasted by the hook).
    move.mutateAsync({ item, inventoryId: target }).then(
      () => toast.success(t('details.moved', { title })),
      () => undefined,
    );
    onClose();
  };
  const removeIt = () => {
    remove.mutateAsync(item.id).then(
      () => toast.success(t('details.removed', { title })),
      () => undefined,
    );
    onClose();
  };

  return (
    <div className="form-stack item-details">
      <ItemFacts row={row} />
      <ItemInPlay
        item={item}
        rules={row.rules}
        carried={inventory ? isCarriedInventory(inventory.type) : false}
        character={character}
        sheet={sheet}
      />
      <StudyButton item={item} catalogue={catalogue} character={character} controls={controls} />
      {description ? (
        <MarkdownText text={description} />
      ) : (
        !item.custom && !row.rules && <p className="sheet-note">{t('details.missing')}</p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={notesId}>
          {t('details.notes')}
        </label>
        <textarea
          id={notesId}
          className="field__control item-details__notes"
          value={notes}
          maxLength={10_000}
          onChange={(event) => {
            setNotes(event.target.value);
            controls.setNotes(item, event.target.value);
          }}
        />
        <p className="field__hint">{t('details.notesHint')}</p>
      </div>
      <section className="item-details__actions" aria-label={t('details.actions')}>
        <div className="button-row">
          {item.custom && (
            <button type="button" className="button" disabled={!online} onClick={onEdit}>
              {t('details.edit')}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={!online || item.quantity < 2}
            onClick={onSplit}
          >
            {t('details.split')}
          </button>
          <button type="button" className="button" disabled={!online} onClick={onShare}>
            {t('details.share')}
          </button>
        </div>
        {others.length === 0 ? (
          <p className="sheet-note">{t('details.moveNone')}</p>
        ) : (
          <div className="item-details__row">
            <select
              className="field__control"
              aria-label={t('details.moveTo')}
              value={target}
              disabled={!online}
              onChange={(event) => setTarget(event.target.value)}
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
            <button type="button" className="button" disabled={!online} onClick={moveTo}>
              {t('details.moveTo')}
            </button>
          </div>
        )}
        {holder ? (
          <button
            type="button"
            className="button"
            onClick={() => controls.setContainer(item, null)}
          >
            {t('details.takeOut', { title: titleOf(holder.id) })}
          </button>
        ) : containers.length === 0 ? (
          <p className="sheet-note">{t('details.noContainers')}</p>
        ) : (
          <div className="item-details__row">
            <select
              className="field__control"
              aria-label={t('details.putInto')}
              value={container}
              onChange={(event) => setContainer(event.target.value)}
            >
              {containers.map((option) => (
                <option key={option.id} value={option.id}>
                  {titleOf(option.id)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={!container}
              onClick={() => controls.setContainer(item, container)}
            >
              {t('details.putInto')}
            </button>
          </div>
        )}
        <RemoveHintButton
          label={t('details.remove')}
          hint={t('details.confirmRemove')}
          disabled={!online}
          onConfirm={removeIt}
        />
      </section>
    </div>
  );
}
