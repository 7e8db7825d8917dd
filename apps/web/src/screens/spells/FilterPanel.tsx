import { useTranslation } from 'react-i18next';

import { Chip, Group, TriState } from '../../components/search/FilterControls.tsx';
import { toggled } from '../../components/search/toggled.ts';
import type { CastingGroup, Component, FilterState, RangeKind } from './filters.ts';
import { CASTING_GROUP_IDS, COMPONENTS, RANGE_KINDS, SCHOOLS } from './filters.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FilterPanelProps {
  id: string;
  state: FilterState;
  onChange: (next: FilterState) => void;
  /** Levels the list has (chips only for them). */
  levels: readonly number[];
  classes: readonly { id: string; title: string }[];
  /** The casting class's list, when the page may browse every class's spells instead. */
  listTitle?: string | undefined;
  hideRitual?: boolean | undefined;
  onClear: () => void;
  canClear: boolean;
}

/**
 * The spell filters (spec: level, school, ritual, concentration, casting time, range,
 * components, class), combined; each group's chips pick any of their values.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { id, state, onChange, levels, classes, listTitle, hideRitual, onClear, canClear } = props;
  const { t } = useTranslation(['spells', 'magic']);
  const translate = t as unknown as Translate;
  const set = (patch: Partial<FilterState>) => onChange({ ...state, ...patch });
  const componentLabel: Record<Component, string> = {
    V: t('filters.verbal'),
    S: t('filters.somatic'),
    M: t('filters.material'),
  };
  const castingLabel = (group: CastingGroup) =>
    group === 'time' ? t('filters.longer') : translate(`magic:castingTimes.${group}`);
  const rangeLabel = (kind: RangeKind) => translate(`magic:ranges.${kind}`);
  const yesNo = { any: t('filters.any'), yes: t('filters.yes'), no: t('filters.no') };

  return (
    <div id={id} className="search-filters card" role="group" aria-label={t('filters.toggle')}>
      {listTitle && (
        <div className="search-filter">
          <span className="search-filter__legend">{t('filters.list')}</span>
          <div className="segmented" role="radiogroup" aria-label={t('filters.list')}>
            {[false, true].map((all) => (
              <button
                key={String(all)}
                type="button"
                role="radio"
                aria-checked={state.allClasses === all}
                className={
                  state.allClasses === all
                    ? 'segmented__option segmented__option--on'
                    : 'segmented__option'
                }
                onClick={() => set({ allClasses: all })}
              >
                {all ? t('filters.allClasses') : t('filters.classList', { class: listTitle })}
              </button>
            ))}
          </div>
        </div>
      )}
      <Group legend={t('filters.level')}>
        {levels.map((level) => (
          <Chip
            key={level}
            on={state.levels.includes(level)}
            onToggle={() => set({ levels: toggled(state.levels, level) })}
          >
            {level === 0 ? t('filters.cantrip') : String(level)}
          </Chip>
        ))}
      </Group>
      <Group legend={t('filters.school')}>
        {SCHOOLS.map((school) => (
          <Chip
            key={school}
            on={state.schools.includes(school)}
            onToggle={() => set({ schools: toggled(state.schools, school) })}
          >
            {translate(`magic:schools.${school}`)}
          </Chip>
        ))}
      </Group>
      {!hideRitual && (
        <TriState
          legend={t('filters.ritual')}
          value={state.ritual}
          onChange={(ritual) => set({ ritual })}
          labels={yesNo}
        />
      )}
      <TriState
        legend={t('filters.concentration')}
        value={state.concentration}
        onChange={(concentration) => set({ concentration })}
        labels={yesNo}
      />
      <Group legend={t('filters.castingTime')}>
        {CASTING_GROUP_IDS.map((group) => (
          <Chip
            key={group}
            on={state.castingTimes.includes(group)}
            onToggle={() => set({ castingTimes: toggled(state.castingTimes, group) })}
          >
            {castingLabel(group)}
          </Chip>
        ))}
      </Group>
      <Group legend={t('filters.range')}>
        {RANGE_KINDS.map((kind) => (
          <Chip
            key={kind}
            on={state.ranges.includes(kind)}
            onToggle={() => set({ ranges: toggled(state.ranges, kind) })}
          >
            {rangeLabel(kind)}
          </Chip>
        ))}
      </Group>
      <Group legend={t('filters.components')}>
        {COMPONENTS.map((component) => (
          <Chip
            key={component}
            on={state.components.includes(component)}
            onToggle={() => set({ components: toggled(state.components, component) })}
          >
            {componentLabel[component]}
          </Chip>
        ))}
      </Group>
      {classes.length > 0 && (
        <Group legend={t('filters.class')}>
          {classes.map((cls) => (
            <Chip
              key={cls.id}
              on={state.classes.includes(cls.id)}
              onToggle={() => set({ classes: toggled(state.classes, cls.id) })}
            >
              {cls.title}
            </Chip>
          ))}
        </Group>
      )}
      <button type="button" className="button" disabled={!canClear} onClick={onClear}>
        {t('filters.clear')}
      </button>
    </div>
  );
}
