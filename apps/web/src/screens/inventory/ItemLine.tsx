import { useTranslation } from 'react-i18next';

import { canEquip } from '@hearth/rules';

import { ChevronIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { useAmountTexts } from '../../i18n/useAmountTexts.ts';
import { useItemTexts } from '../items/useItemTexts.ts';
import type { ItemRow } from './inventoryView.ts';
import type { ItemControls } from './useItemControls.ts';

interface ItemLineProps {
  row: ItemRow;
  controls: ItemControls;
  onOpen: (itemId: string) => void;
}

/**
 * One item of an inventory: its name (opens the details), quantity stepper, weight and worth;
 * equip for weapons and armor, attune for items that need it; a container lists its contents
 * beneath it while open. Its controls work offline too (kept in the outbox, issue 19).
 */
export function ItemLine({ row, controls, onOpen }: ItemLineProps) {
  const { t } = useTranslation('inventory');
  const amounts = useAmountTexts();
  const itemTexts = useItemTexts();
  const { item, rules, concrete, title } = row;
  const capacity = rules?.container?.capacity;
  // The line's variant may need attuning when its entry does not; a custom item says itself.
  const attunement = concrete?.attunement ?? rules?.attunement;
  const needsAttunement =
    attunement !== undefined
      ? attunement !== false
      : item.custom && item.item_data?.attunement === true;
  const rarity = concrete?.entry.magical && concrete.rarity;
  return (
    <li className="inventory-item" data-testid={`item-${item.id}`}>
      <div className="inventory-item__main">
        {row.isContainer && (
          <button
            type="button"
            className={`icon-button inventory-item__fold${item.opened ? ' inventory-item__fold--open' : ''}`}
            aria-expanded={item.opened}
            aria-label={item.opened ? t('item.close', { title }) : t('item.open', { title })}
            onClick={() => controls.toggleOpened(item)}
          >
            <ChevronIcon />
          </button>
        )}
        <button
          type="button"
          className="inventory-item__title"
          aria-label={t('item.details', { title })}
          onClick={() => onOpen(item.id)}
        >
          <span className="inventory-item__name">{title}</span>
          <span className="inventory-item__facts">
            {amounts.weight(row.weight)} · {amounts.value(row.value)}
            {rarity && ` · ${itemTexts.rarity(rarity)}`}
            {row.isContainer &&
              ` · ${
                capacity
                  ? t('item.load', { load: row.load, capacity })
                  : t('item.loadOpen', { load: row.load })
              }`}
          </span>
          {capacity !== undefined && row.load > capacity && (
            <span className="inventory-item__warning">{t('card.overCapacity', { capacity })}</span>
          )}
        </button>
        <div className="inventory-stepper" role="group" aria-label={t('item.quantity', { title })}>
          <button
            type="button"
            className="icon-button"
            aria-label={t('item.less', { title })}
            disabled={item.quantity <= 0}
            onClick={() => controls.stepQuantity(item, -1)}
          >
            −
          </button>
          <output className="inventory-stepper__value" data-testid={`quantity-${item.id}`}>
            {item.quantity}
          </output>
          <button
            type="button"
            className="icon-button"
            aria-label={t('item.more', { title })}
            onClick={() => controls.stepQuantity(item, 1)}
          >
            +
          </button>
        </div>
      </div>
      {((rules && canEquip(rules)) || needsAttunement) && (
        <div className="inventory-item__toggles">
          {rules && canEquip(rules) && (
            <button
              type="button"
              className={item.equipped ? 'tag-toggle tag-toggle--on' : 'tag-toggle'}
              aria-pressed={item.equipped}
              onClick={() => controls.toggleEquipped(item, rules)}
            >
              {item.equipped ? t('item.equipped') : t('item.equip')}
            </button>
          )}
          {needsAttunement && (
            <button
              type="button"
              className={item.attuned ? 'tag-toggle tag-toggle--on' : 'tag-toggle'}
              aria-pressed={item.attuned}
              onClick={() =>
                controls.toggleAttuned(
                  item,
                  rules && attunement !== undefined
                    ? { ...rules, attunement }
                    : { type: 'custom', attunement: true },
                )
              }
            >
              {item.attuned ? t('item.attuned') : t('item.attune')}
            </button>
          )}
        </div>
      )}
      {row.isContainer && item.opened && (
        <div className="inventory-item__contents">
          {row.contents.length === 0 ? (
            <p className="sheet-note">{t('item.emptyContainer')}</p>
          ) : (
            <ul className="inventory-items" aria-label={t('item.contents', { title })}>
              {row.contents.map((child) => (
                <ItemLine key={child.item.id} row={child} controls={controls} onOpen={onOpen} />
              ))}
            </ul>
          )}
          {row.takesItems && (
            <Link
              className="button button--ghost inventory-item__add"
              to={`/items/${item.inventory_id}/${item.id}`}
            >
              {t('item.addInto', { title })}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
