import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Spell } from '@hearth/content';
import type { SpellIndex, SpellRules } from '@hearth/rules';
import { filterSpells } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { SpellDetails } from '../magic/SpellDetails.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import type { FilterState } from './filters.ts';
import { activeFilterCount, NO_FILTERS, toSpellFilters } from './filters.ts';
import { Highlighted } from './highlight.tsx';
import { ToTopButton } from './ToTopButton.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/**
 * The searchable, filterable spell list of the spells pages: the search filters and marks
 * titles once typing pauses for 200 ms (spec §9); the filter panel combines every filter; a
 * spell opens its details in a drawer with its toggles; a to-top button after 200 px.
 */
export function SpellBrowser(props: SpellBrowserProps) {
  const { index, allIndex, listTitle, classes, hideRitual, quickFilters = [] } = props;
  const { t } = useTranslation(['spells', 'magic']);
  const translate = t as unknown as Translate;
  const panelId = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<FilterState>(NO_FILTERS);
  const [quick, setQuick] = useState<readonly string[]>([]);
  const [panelOpen, setPanelOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

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
      level === 0 ? t('levels.cantrips') : t('levels.level', { level: String(level) }));

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
      {quickFilters.length > 0 && (
        <div className="spells-quick" role="group" aria-label={t('filters.quick')}>
          {quickFilters.map((filter) => (
            <button
              key={filter.id}
              type="button"
              className="spells-chip"
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
      {panelOpen && (
        <FilterPanel
          id={panelId}
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
      <div className="spells-results">
        <span role="status">{t('results', { count: found.length })}</span>
        {activeCount > 0 && (
          <button type="button" className="button button--ghost" onClick={clear}>
            {t('filters.clear')}
          </button>
        )}
      </div>
      {found.length === 0 && <p className="sheet-note">{t('empty')}</p>}
      {groupByLevel(found).map(([level, spells]) => (
        <section key={level} className="spells-group" aria-label={groupTitle(level)}>
          <h2 className="eyebrow spells-group__title">{groupTitle(level)}</h2>
          <ul className="spells-list">
            {spells.map((spell) => (
              <li key={spell.id} className="spells-row">
                <button
                  type="button"
                  className="spells-row__open"
                  aria-label={spell.title}
                  aria-describedby={`spell-meta-${spell.id}`}
                  onClick={() => setOpenId(spell.id)}
                >
                  <span className="spells-row__title">
                    <Highlighted text={spell.title} query={query} />
                  </span>
                  <span className="spells-row__meta" id={`spell-meta-${spell.id}`}>
                    {translate(`magic:schools.${spell.school}`)}
                    {spell.casting_time &&
                      ` · ${translate(`magic:castingTimes.${spell.casting_time}`)}`}
                    {spell.ritual && <span className="tag">{t('tags.ritual')}</span>}
                    {spell.concentration && <span className="tag">{t('tags.concentration')}</span>}
                    {props.tags?.(spell)}
                  </span>
                </button>
                <div className="spells-row__toggles">{props.toggles(spell)}</div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ToTopButton />
      <Drawer
        open={opened !== null}
        onClose={() => setOpenId(null)}
        title={opened?.rules.title ?? ''}
      >
        {opened &&
          (opened.full ? (
            <SpellDetails spell={opened.full} actions={props.actions(opened.rules)} />
          ) : (
            props.actions(opened.rules)
          ))}
      </Drawer>
    </section>
  );
}
