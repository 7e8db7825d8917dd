import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { coinCount } from '@hearth/rules';

import { ChevronIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import type { InventoryView } from './inventoryView.ts';
import { ItemLine } from './ItemLine.tsx';
import { Purse } from './Purse.tsx';
import { RemoveHintButton } from './RemoveHintButton.tsx';
import type { ItemControls } from './useItemControls.ts';

interface InventoryCardProps {
  view: InventoryView;
  characterId: string;
  selected: boolean;
  online: boolean;
  controls: ItemControls;
  onOpenItem: (itemId: string) => void;
  onToggle: () => void;
  onDelete: () => void;
  onEditPurse: () => void;
}

/**
 * One inventory: its name, kind and weight (against its capacity when it has one), folded or
 * open (remembered on the server), its purse (always on the body, elsewhere when it holds
 * coins), its items, and the ways to add more.
 */
export const InventoryCard = forwardRef<HTMLElement, InventoryCardProps>(function InventoryCard(
  { view, characterId, selected, online, controls, onOpenItem, onToggle, onDelete, onEditPurse },
  ref,
) {
  const { t } = useTranslation('inventory');
  const { inventory, weight, rows, purse } = view;
  const showPurse = inventory.type === 'body' || coinCount(purse.coins) > 0;
  const titleId = `inventory-${inventory.id}-title`;
  const over = inventory.capacity !== null && weight > inventory.capacity;
  return (
    <section
      ref={ref}
      className={selected ? 'card inventory-card inventory-card--selected' : 'card inventory-card'}
      aria-labelledby={titleId}
      aria-current={selected ? 'true' : undefined}
      data-testid={`inventory-${inventory.id}`}
    >
      <div className="inventory-card__header">
        <button
          type="button"
          className={`icon-button inventory-item__fold${inventory.opened ? ' inventory-item__fold--open' : ''}`}
          aria-expanded={inventory.opened}
          aria-label={
            inventory.opened
              ? t('card.collapse', { name: inventory.name })
              : t('card.expand', { name: inventory.name })
          }
          onClick={onToggle}
        >
          <ChevronIcon />
        </button>
        <div className="inventory-card__heading">
          <h2 id={titleId} className="inventory-card__name">
            {inventory.name}
          </h2>
          <span className="inventory-card__type">
            {t(`types.${inventory.type as 'body'}`, { defaultValue: inventory.type })}
          </span>
        </div>
        <span className="inventory-card__weight" data-testid={`inventory-weight-${inventory.id}`}>
          {inventory.capacity === null
            ? t('card.weight', { weight })
            : t('card.weightOf', { weight, capacity: inventory.capacity })}
        </span>
      </div>
      {over && (
        <p className="sheet-warning" role="status">
          {t('card.overCapacity', { capacity: inventory.capacity })}
        </p>
      )}
      {inventory.opened && (
        <>
          {showPurse && (
            <Purse inventoryName={inventory.name} coins={purse.coins} onEdit={onEditPurse} />
          )}
          {rows.length === 0 ? (
            <p className="sheet-note">{t('empty')}</p>
          ) : (
            <ul className="inventory-items" aria-label={inventory.name}>
              {rows.map((row) => (
                <ItemLine key={row.item.id} row={row} controls={controls} onOpen={onOpenItem} />
              ))}
            </ul>
          )}
          <div className="inventory-card__actions">
            <Link className="button" to={`/items/${inventory.id}`}>
              {t('card.addItem')}
            </Link>
            <Link
              className="button"
              to={`/inventory/${inventory.id}/apply-preset?characterId=${encodeURIComponent(characterId)}`}
            >
              {t('card.addPack')}
            </Link>
            {inventory.type !== 'body' && (
              <RemoveHintButton
                label={t('card.delete')}
                hint={t('card.confirmDelete')}
                disabled={!online}
                onConfirm={onDelete}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
});
