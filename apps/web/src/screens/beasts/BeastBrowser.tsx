import type { ReactNode } from 'react';
import { lazy, Suspense, useMemo, useState } from 'react';

import type { Beast } from '@hearth/content';
import type { WildShapeEligibility } from '@hearth/rules';

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
import { BeastFilterPanel } from './BeastFilterPanel.tsx';
import type { BeastFilterState } from './beastFilters.ts';
import {
  activeBeastFilterCount,
  filterBeasts,
  groupByChallenge,
  NO_BEAST_FILTERS,
  typeOptions,
} from './beastFilters.ts';
import { StatBlock } from './StatBlock.tsx';
import type { BeastTexts } from './useBeastTexts.ts';
import { useBeastTexts } from './useBeastTexts.ts';
import { EligibilityNote, EligibilityTag } from './WildShapeMarks.tsx';

// The stars come after the list's first paint; starred beasts come first in their challenge
// rating once they are in (spec: favourite beasts show first).
const loadStar = () => import('../../components/favorites/FavoriteStar.tsx');
const FavoriteStar = lazy(loadStar);
const FavoritesOrder = lazy(() =>
  loadStar().then((module) => ({ default: module.FavoritesOrder })),
);

export interface BeastBrowserProps {
  beasts: readonly Beast[];
  /** For a druid: whether it may take each beast as a Wild Shape now (by beast id). */
  eligibility: ReadonlyMap<string, WildShapeEligibility> | null;
  /** What goes under a beast's stat block (its Add button). */
  actions: (beast: Beast) => ReactNode;
  openId: string | null;
  onOpen: (id: string | null) => void;
}

function BeastRow({
  beast,
  query,
  texts,
  eligibility,
  onOpen,
  star,
}: {
  beast: Beast;
  query: string;
  texts: BeastTexts;
  eligibility: WildShapeEligibility | undefined;
  onOpen: (id: string) => void;
  /** The star's code is in. */
  star: boolean;
}) {
  return (
    <SearchResultRow
      id={beast.id}
      title={beast.title}
      query={query}
      meta={texts.line(beast)}
      onOpen={() => onOpen(beast.id)}
    >
      {eligibility && <EligibilityTag allowed={eligibility.allowed} />}
      {star && (
        <Suspense fallback={null}>
          <FavoriteStar type="beast" id={beast.id} title={beast.title} />
        </Suspense>
      )}
    </SearchResultRow>
  );
}

/**
 * The bestiary, searchable and filterable (platform §9), grouped by challenge rating; a beast
 * opens its stat block in a drawer.
 */
export function BeastBrowser({ beasts, eligibility, actions, openId, onOpen }: BeastBrowserProps) {
  const texts = useBeastTexts();
  const { t } = texts;
  const search = useCatalogueSearch();
  const { query } = search;
  const [filters, setFilters] = useState<BeastFilterState>(NO_BEAST_FILTERS);
  const types = useMemo(() => typeOptions(beasts), [beasts]);
  const found = useMemo(
    () =>
      filterBeasts(beasts, filters, query, (beast) => eligibility?.get(beast.id)?.allowed ?? false),
    [beasts, filters, query, eligibility],
  );
  const [order, setOrder] = useState<FavoriteOrder | null>(null);
  const starLoaded = useChunkAfterPaint(loadStar);
  const { rows, endRef, more } = useProgressiveRows(
    useMemo(() => (order ? order(found, (beast) => beast.cr) : found), [order, found]),
  );
  const groups = useMemo(() => groupByChallenge(rows), [rows]);
  const activeCount = activeBeastFilterCount(filters);
  const opened = openId ? (beasts.find((beast) => beast.id === openId) ?? null) : null;
  const openedEligibility = opened ? eligibility?.get(opened.id) : undefined;

  return (
    <section className="search-browser" aria-label={t('beasts:search.label')}>
      <SearchBar
        label={t('beasts:search.label')}
        placeholder={t('beasts:search.placeholder')}
        search={search}
        filtersLabel={t('beasts:filters.toggle')}
        activeCount={activeCount}
      />
      {search.panelOpen && (
        <BeastFilterPanel
          id={search.panelId}
          state={filters}
          onChange={setFilters}
          types={types}
          druid={eligibility !== null}
          onClear={() => setFilters(NO_BEAST_FILTERS)}
          canClear={activeCount > 0}
        />
      )}
      <SearchResultsLine
        status={t('beasts:results', { count: found.length })}
        clearLabel={t('beasts:filters.clear')}
        canClear={activeCount > 0}
        onClear={() => setFilters(NO_BEAST_FILTERS)}
      />
      {found.length === 0 ? (
        <p className="sheet-note">{t('beasts:empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.cr} className="beast-group" data-testid={`cr-${group.label}`}>
            <h2 className="eyebrow beast-group__title">
              {t('beasts:crGroup', { cr: group.label })}
            </h2>
            <ul className="search-list" aria-label={t('beasts:crGroup', { cr: group.label })}>
              {group.beasts.map((beast) => (
                <BeastRow
                  key={beast.id}
                  beast={beast}
                  query={query}
                  texts={texts}
                  eligibility={eligibility?.get(beast.id)}
                  onOpen={onOpen}
                  star={starLoaded}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {more && <div ref={endRef} className="search-list__end" />}
      <ToTopButton label={t('beasts:toTop')} />
      {starLoaded && (
        <Suspense fallback={null}>
          <FavoritesOrder type="beast" onOrder={(next) => setOrder(() => next)} />
        </Suspense>
      )}
      <Drawer open={opened !== null} onClose={() => onOpen(null)} title={opened?.title ?? ''}>
        {opened && (
          <StatBlock
            beast={opened}
            before={openedEligibility && <EligibilityNote eligibility={openedEligibility} />}
            actions={actions(opened)}
          />
        )}
      </Drawer>
    </section>
  );
}
