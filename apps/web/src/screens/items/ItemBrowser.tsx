import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Highlighted } from '../spells/highlight.tsx';
import { ToTopButton } from '../spells/ToTopButton.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../spells/useDebouncedValue.ts';
import { ItemDetails, itemLine } from './ItemDetails.tsx';
import { ItemFilterPanel } from './ItemFilterPanel.tsx';
import type { ItemFilterState } from './itemFilters.ts';
import {
  activeItemFilterCount,
  filterItems,
  itemFilterOptions,
  NO_ITEM_FILTERS,
} from './itemFilters.ts';
import { useItemTexts } from './useItemTexts.ts';

export interface ItemBrowserProps {
  items: readonly Item[];
  sourceTitle: (key: string) => string;
  /** What goes under an item's details (its Add button). */
  actions: (item: Item) => ReactNode;
  /** The item whose details are open; the page closes them once it is added. */
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/**
 * The catalogue's items, searchable and filterable like /spells: the search filters and marks
 * titles once typing pauses for 200 ms (spec §9), the filters combine, an item opens its
 * details in a drawer, and a to-top button shows after 200 px of scroll.
 */
export function ItemBrowser({ items, sourceTitle, actions, openId, onOpen }: ItemBrowserProps) {
  const { t } = useTranslation(['items', 'routes']);
  const texts = useItemTexts();
  const panelId = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<ItemFilterState>(NO_ITEM_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);

  const options = useMemo(() => itemFilterOptions(items, filters), [items, filters]);
  const found = useMemo(() => filterItems(items, filters, query), [items, filters, query]);
  const activeCount = activeItemFilterCount(filters);
  const opened = openId ? (items.find((item) => item.id === openId) ?? null) : null;
  const changeFilters = (next: ItemFilterState) => {
    // A subtype of a type no longer picked would hide everything without showing why.
    const offered = itemFilterOptions(items, next).subtypes;
    setFilters({ ...next, subtypes: next.subtypes.filter((value) => offered.includes(value)) });
  };

  return (
    <section className="spells-browser" aria-label={t('search.label')}>
      <div className="spells-search">
        <TextField
          label={t('search.label')}
          type="search"
          value={typed}
          onValueChange={setTyped}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button
          type="button"
          className={activeCount > 0 ? 'button spells-search__filters--on' : 'button'}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {t('filters.toggle')}
          {activeCount > 0 && <span className="spells-badge">{activeCount}</span>}
        </button>
      </div>
      {panelOpen && (
        <ItemFilterPanel
          id={panelId}
          state={filters}
          onChange={changeFilters}
          options={options}
          sourceTitle={sourceTitle}
          onClear={() => setFilters(NO_ITEM_FILTERS)}
          canClear={activeCount > 0}
        />
      )}
      <div className="spells-results">
        <span role="status">{t('results', { count: found.length })}</span>
        {activeCount > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setFilters(NO_ITEM_FILTERS)}
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
      {found.length === 0 ? (
        <p className="sheet-note">{t('empty')}</p>
      ) : (
        <ul className="spells-list" aria-label={t('routes:title.items')}>
          {found.map((item) => (
            <li key={item.id} className="spells-row">
              <button
                type="button"
                className="spells-row__open"
                aria-label={item.title}
                aria-describedby={`item-meta-${item.id}`}
                onClick={() => onOpen(item.id)}
              >
                <span className="spells-row__title">
                  <Highlighted text={item.title} query={query} />
                </span>
                <span className="spells-row__meta" id={`item-meta-${item.id}`}>
                  {itemLine(item, texts)}
                </span>
              </button>
              <span className="items-row__numbers">
                <span>{texts.value(item.value)}</span>
                <span>{texts.weight(item.weight)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ToTopButton label={t('toTop')} />
      <Drawer open={opened !== null} onClose={() => onOpen(null)} title={opened?.title ?? ''}>
        {opened && <ItemDetails item={opened} actions={actions(opened)} />}
      </Drawer>
    </section>
  );
}
