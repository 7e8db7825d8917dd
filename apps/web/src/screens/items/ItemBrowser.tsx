import type { ReactNode } from 'react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Item } from '@hearth/content';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { Drawer } from '../../components/drawer/Drawer.tsx';
import type { FavoriteOrder } from '../../components/favorites/FavoriteStar.tsx';
import {
  SearchBar,
  SearchResultsLine,
  useCatalogueSearch,
} from '../../components/search/SearchBar.tsx';
import { SearchResultRow } from '../../components/search/SearchResultRow.tsx';
import { ToTopButton } from '../../components/search/ToTopButton.tsx';
import { useProgressiveRows } from '../../components/search/useProgressiveRows.ts';
import { ItemDetails, itemLine } from './ItemDetails.tsx';
import { ItemFilterPanel } from './ItemFilterPanel.tsx';
import type { ItemFilterState } from './itemFilters.ts';
import {
  activeItemFilterCount,
  filterItems,
  itemFilterOptions,
  NO_ITEM_FILTERS,
} from './itemFilters.ts';
import type { ItemTexts } from './useItemTexts.ts';
import { useItemTexts } from './useItemTexts.ts';

// The stars come after the list's first paint; starred items come first once they are in.
const loadStar = () => import('../../components/favorites/FavoriteStar.tsx');
const FavoriteStar = lazy(loadStar);
const FavoritesOrder = lazy(() =>
  loadStar().then((module) => ({ default: module.FavoritesOrder })),
);

export interface ItemBrowserProps {
  items: readonly Item[];
  /** The only items to offer (what a quiver is made for); null offers them all. */
  only: readonly string[] | null;
  sourceTitle: (key: string) => string;
  /** What goes under an item's details (its Add button). */
  actions: (item: Item) => ReactNode;
  /** The item whose details are open; the page closes them once it is added. */
  openId: string | null;
  onOpen: (id: string | null) => void;
}

interface ItemRowProps {
  item: Item;
  query: string;
  texts: ItemTexts;
  onOpen: (id: string) => void;
  /** The star's code is in. */
  star: boolean;
}

/**
 * An item's row: a component of its own, so that React renders the list row by row and can
 * pause between rows (useProgressiveRows' background render), rather than in one long call.
 */
function ItemRow({ item, query, texts, onOpen, star }: ItemRowProps) {
  return (
    <SearchResultRow
      id={item.id}
      title={item.title}
      query={query}
      meta={itemLine(item, texts)}
      onOpen={() => onOpen(item.id)}
    >
      <span className="items-row__numbers">
        {item.magical && item.value === 0 ? (
          // The row has room for a dash; a screen reader says what it means.
          <span>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{texts.price(item)}</span>
          </span>
        ) : (
          <span>{texts.price(item)}</span>
        )}
        <span>{texts.itemWeight(item)}</span>
      </span>
      {star && (
        <Suspense fallback={null}>
          <FavoriteStar type="item" id={item.id} title={item.title} />
        </Suspense>
      )}
    </SearchResultRow>
  );
}

/**
 * The catalogue's items, searchable and filterable like /spells: the search filters and marks
 * titles once typing pauses for 200 ms (spec §9), the filters combine, an item opens its
 * details in a drawer, and a to-top button shows after 200 px of scroll.
 */
export function ItemBrowser({
  items: catalogueItems,
  only,
  sourceTitle,
  actions,
  openId,
  onOpen,
}: ItemBrowserProps) {
  const { t } = useTranslation(['items', 'routes']);
  const texts = useItemTexts();
  const search = useCatalogueSearch();
  const { query } = search;
  const [filters, setFilters] = useState<ItemFilterState>(NO_ITEM_FILTERS);

  const items = useMemo(
    () => (only ? catalogueItems.filter((item) => only.includes(item.id)) : catalogueItems),
    [catalogueItems, only],
  );
  const options = useMemo(() => itemFilterOptions(items, filters), [items, filters]);
  const found = useMemo(() => filterItems(items, filters, query), [items, filters, query]);
  const [order, setOrder] = useState<FavoriteOrder | null>(null);
  const starLoaded = useChunkAfterPaint(loadStar);
  const { rows, endRef, more } = useProgressiveRows(
    useMemo(() => (order ? order(found) : found), [order, found]),
  );
  const activeCount = activeItemFilterCount(filters);
  const opened = openId ? (items.find((item) => item.id === openId) ?? null) : null;
  const changeFilters = (next: ItemFilterState) => {
    // A subtype of a type no longer picked would hide everything without showing why.
    const offered = itemFilterOptions(items, next).subtypes;
    setFilters({ ...next, subtypes: next.subtypes.filter((value) => offered.includes(value)) });
  };

  return (
    <section className="search-browser" aria-label={t('search.label')}>
      <SearchBar
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        search={search}
        filtersLabel={t('filters.toggle')}
        activeCount={activeCount}
      />
      {search.panelOpen && (
        <ItemFilterPanel
          id={search.panelId}
          state={filters}
          onChange={changeFilters}
          options={options}
          sourceTitle={sourceTitle}
          onClear={() => setFilters(NO_ITEM_FILTERS)}
          canClear={activeCount > 0}
        />
      )}
      <SearchResultsLine
        status={t('results', { count: found.length })}
        clearLabel={t('filters.clear')}
        canClear={activeCount > 0}
        onClear={() => setFilters(NO_ITEM_FILTERS)}
      />
      {found.length === 0 ? (
        <p className="sheet-note">{t('empty')}</p>
      ) : (
        <ul className="search-list" aria-label={t('routes:title.items')}>
          {rows.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              query={query}
              texts={texts}
              onOpen={onOpen}
              star={starLoaded}
            />
          ))}
        </ul>
      )}
      {more && <div ref={endRef} className="search-list__end" />}
      <ToTopButton label={t('toTop')} />
      {starLoaded && (
        <Suspense fallback={null}>
          <FavoritesOrder type="item" onOrder={(next) => setOrder(() => next)} />
        </Suspense>
      )}
      <Drawer open={opened !== null} onClose={() => onOpen(null)} title={opened?.title ?? ''}>
        {opened && <ItemDetails item={opened} items={catalogueItems} actions={actions(opened)} />}
      </Drawer>
    </section>
  );
}
