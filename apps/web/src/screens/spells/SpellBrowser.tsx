import type { ReactNode } from 'react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Spell } from '@hearth/content';
import type { SpellIndex, SpellRules } from '@hearth/rules';
import { filterSpells } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import type { FavoriteOrder } from '../../components/favorites/FavoriteStar.tsx';
import {
  SearchBar,
  SearchResultsLine,
  useCatalogueSearch,
} from '../../components/search/SearchBar.tsx';
import { SearchResultRow } from '../../components/search/SearchResultRow.tsx';
import { ToTopButton } from '../../components/search/ToTopButton.tsx';
import { useProgressiveRows } from '../../components/search/useProgressiveRows.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import type { Translate } from '../../i18n/cachedTexts.ts';
import { useCachedTexts } from '../../i18n/cachedTexts.ts';
import { FilterPanel } from './FilterPanel.tsx';
import type { FilterState } from './filters.ts';
import { activeFilterCount, NO_FILTERS, toSpellFilters } from './filters.ts';

// The drawer is closed when the page opens: its code (the spell's details, the text renderer)
// comes after the list's first paint, long before a first tap (issue 16: first-load budget).
const loadDrawer = () => import('./SpellBrowserDrawer.tsx');
const SpellBrowserDrawer = lazy(loadDrawer);
// The stars likewise: starred spells come first once the favourites are in.
const loadStar = () => import('../../components/favorites/FavoriteStar.tsx');
const FavoriteStar = lazy(loadStar);
const FavoritesOrder = lazy(() =>
  loadStar().then((module) => ({ default: module.FavoritesOrder })),
);

/** A quick filter above the list ("Chosen", "In your spellbook"). */
export interface QuickFilter {
  id: string;
  label: string;
  matches: (spell: SpellRules) => boolean;
}

export interface SpellBrowserProps {
  /** The list the page is about: a class's list, the pact book's choices. */
  index: SpellIndex;
  /** Every spell, when the page may also browse beyond its list (a class's list vs all). */
  allIndex?: SpellIndex | undefined;
  /** The casting class whose list `index` is. */
  listTitle?: string | undefined;
  /** Classes for the class filter. */
  classes: readonly { id: string; title: string }[];
  hideRitual?: boolean;
  quickFilters?: readonly QuickFilter[];
  /** The heading of a level's group (default: Cantrips, Level n). */
  groupTitle?: (level: number) => string;
  /** Status marks beside a spell's title. */
  tags?: (spell: SpellRules) => ReactNode;
  /** The toggles at the end of a spell's row. */
  toggles: (spell: SpellRules) => ReactNode;
  /** The toggles, with what holds them back, under the spell's details. */
  actions: (spell: SpellRules) => ReactNode;
}

function groupByLevel(spells: readonly SpellRules[]): [number, SpellRules[]][] {
  const groups: [number, SpellRules[]][] = [];
  for (const spell of spells) {
    const last = groups[groups.length - 1];
    if (last && last[0] === spell.level) last[1].push(spell);
    else groups.push([spell.level, [spell]]);
  }
  return groups;
}

interface SpellRowProps {
  spell: SpellRules;
  query: string;
  text: Translate;
  tags: SpellBrowserProps['tags'];
  toggles: SpellBrowserProps['toggles'];
  onOpen: (id: string) => void;
  /** The star's code is in. */
  star: boolean;
}

/**
 * A spell's row: a component of its own, so that React renders the list row by row and can
 * pause between rows (useProgressiveRows' background render), rather than in one long call.
 */
function SpellRow({ spell, query, text, tags, toggles, onOpen, star }: SpellRowProps) {
  return (
    <SearchResultRow
      id={spell.id}
      title={spell.title}
      query={query}
      meta={
        <>
          {text(`magic:schools.${spell.school}`)}
          {spell.casting_time && ` · ${text(`magic:castingTimes.${spell.casting_time}`)}`}
          {spell.ritual && <span className="tag">{text('tags.ritual')}</span>}
          {spell.concentration && <span className="tag">{text('tags.concentration')}</span>}
          {tags?.(spell)}
        </>
      }
      onOpen={() => onOpen(spell.id)}
    >
      <div className="spells-row__toggles">
        {star && (
          <Suspense fallback={null}>
            <FavoriteStar type="spell" id={spell.id} title={spell.title} />
          </Suspense>
        )}
        {toggles(spell)}
      </div>
    </SearchResultRow>
  );
}

/**
 * The searchable, filterable spell list of the spells pages: the search filters and marks
 * titles once typing pauses for 200 ms (spec §9); the filter panel combines every filter; a
 * spell opens its details in a drawer with its toggles; a to-top button after 200 px.
 */
export function SpellBrowser(props: SpellBrowserProps) {
  const { index, allIndex, listTitle, classes, hideRitual, quickFilters = [] } = props;
  const { t } = useTranslation(['spells', 'magic']);
  // The same few labels on every row: looked up once per language.
  const text = useCachedTexts(t);
  const search = useCatalogueSearch();
  const { query } = search;
  const [filters, setFilters] = useState<FilterState>(NO_FILTERS);
  const [quick, setQuick] = useState<readonly string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const drawerLoaded = useChunkAfterPaint(loadDrawer);

  const browsing = filters.allClasses && allIndex ? allIndex : index;
  const levels = useMemo(
    () => [...new Set(browsing.spells.map((spell) => spell.level))],
    [browsing],
  );
  const found = useMemo(() => {
    const matching = filterSpells(browsing, toSpellFilters(filters, query));
    const active = quickFilters.filter((filter) => quick.includes(filter.id));
    return active.length === 0
      ? matching
      : matching.filter((spell) => active.every((filter) => filter.matches(spell)));
  }, [browsing, filters, query, quick, quickFilters]);
  const [order, setOrder] = useState<FavoriteOrder | null>(null);
  const starLoaded = useChunkAfterPaint(loadStar);
  const { rows, endRef, more } = useProgressiveRows(
    useMemo(() => (order ? order(found, (spell) => spell.level) : found), [order, found]),
  );
  const activeCount = activeFilterCount(filters) + quick.length;
  const clear = () => {
    setFilters(NO_FILTERS);
    setQuick([]);
  };

  const fullSpells = useCatalogue<Spell>('spells').data;
  const opened = useMemo(() => {
    if (!openId) return null;
    const rules = (allIndex ?? index).spells.find((spell) => spell.id === openId) ?? null;
    const full = fullSpells?.find((spell) => spell.id === openId) ?? null;
    return rules ? { rules, full } : null;
  }, [openId, allIndex, index, fullSpells]);

  const groupTitle =
    props.groupTitle ??
    ((level: number) =>
      level === 0 ? text('levels.cantrips') : text('levels.level', { level: String(level) }));

  return (
    <section className="search-browser" aria-label={t('search.label')}>
      <SearchBar
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        search={search}
        filtersLabel={t('filters.toggle')}
        activeCount={activeCount}
      />
      {quickFilters.length > 0 && (
        <div className="spells-quick" role="group" aria-label={t('filters.quick')}>
          {quickFilters.map((filter) => (
            <button
              key={filter.id}
              type="button"
              className="chip search-chip"
              aria-pressed={quick.includes(filter.id)}
              onClick={() =>
                setQuick((current) =>
                  current.includes(filter.id)
                    ? current.filter((id) => id !== filter.id)
                    : [...current, filter.id],
                )
              }
            >
              {filter.label}
            </button>
          ))}
        </div>
      )}
      {search.panelOpen && (
        <FilterPanel
          id={search.panelId}
          state={filters}
          onChange={setFilters}
          levels={levels}
          classes={classes}
          listTitle={allIndex ? listTitle : undefined}
          hideRitual={hideRitual}
          onClear={clear}
          canClear={activeCount > 0}
        />
      )}
      <SearchResultsLine
        status={t('results', { count: found.length })}
        clearLabel={t('filters.clear')}
        canClear={activeCount > 0}
        onClear={clear}
      />
      {found.length === 0 && <p className="sheet-note">{t('empty')}</p>}
      {groupByLevel(rows).map(([level, spells]) => (
        <section key={level} className="spells-group" aria-label={groupTitle(level)}>
          <h2 className="eyebrow spells-group__title">{groupTitle(level)}</h2>
          <ul className="search-list">
            {spells.map((spell) => (
              <SpellRow
                key={spell.id}
                spell={spell}
                query={query}
                text={text}
                tags={props.tags}
                toggles={props.toggles}
                onOpen={setOpenId}
                star={starLoaded}
              />
            ))}
          </ul>
        </section>
      ))}
      {more && <div ref={endRef} className="search-list__end" />}
      <ToTopButton label={t('toTop')} />
      {starLoaded && (
        <Suspense fallback={null}>
          <FavoritesOrder type="spell" onOrder={(next) => setOrder(() => next)} />
        </Suspense>
      )}
      {(drawerLoaded || opened) && (
        <Suspense fallback={null}>
          <SpellBrowserDrawer
            opened={opened}
            onClose={() => setOpenId(null)}
            actions={props.actions}
          />
        </Suspense>
      )}
    </section>
  );
}
