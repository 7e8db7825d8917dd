import { useId } from 'react';

import { Chip, Group } from '../../components/search/FilterControls.tsx';
import { toggled } from '../../components/search/toggled.ts';
import type { BeastFilterState } from './beastFilters.ts';
import { CHALLENGE_RATINGS, SENSES, SIZES, SPEEDS } from './beastFilters.ts';
import { useBeastTexts } from './useBeastTexts.ts';

export interface BeastFilterPanelProps {
  id: string;
  state: BeastFilterState;
  onChange: (next: BeastFilterState) => void;
  /** Creature types some beast has. */
  types: readonly string[];
  /** A druid gets the "forms I can take now" filter. */
  druid: boolean;
  onClear: () => void;
  canClear: boolean;
}

function CrSelect({
  label,
  value,
  anyLabel,
  onChange,
}: {
  label: string;
  value: number | null;
  anyLabel: string;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const texts = useBeastTexts();
  return (
    <div className="field beast-filters__cr">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{anyLabel}</option>
        {CHALLENGE_RATINGS.map((cr) => (
          <option key={cr} value={String(cr)}>
            {texts.cr(cr)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The bestiary's filters (platform §9): challenge rating from and up to, size, creature type,
 * senses and speeds (a beast must have every sense and speed picked), and for a druid the forms
 * it may take now.
 */
export function BeastFilterPanel(props: BeastFilterPanelProps) {
  const { id, state, onChange, types, druid, onClear, canClear } = props;
  const texts = useBeastTexts();
  const { t } = texts;
  const set = (patch: Partial<BeastFilterState>) => onChange({ ...state, ...patch });
  return (
    <div
      id={id}
      className="search-filters card"
      role="group"
      aria-label={t('beasts:filters.toggle')}
    >
      <div className="beast-filters__crs">
        <CrSelect
          label={t('beasts:filters.crMin')}
          anyLabel={t('beasts:filters.any')}
          value={state.crMin}
          onChange={(crMin) => set({ crMin })}
        />
        <CrSelect
          label={t('beasts:filters.crMax')}
          anyLabel={t('beasts:filters.any')}
          value={state.crMax}
          onChange={(crMax) => set({ crMax })}
        />
      </div>
      <Group legend={t('beasts:filters.size')}>
        {SIZES.map((size) => (
          <Chip
            key={size}
            on={state.sizes.includes(size)}
            onToggle={() => set({ sizes: toggled(state.sizes, size) })}
          >
            {texts.size(size)}
          </Chip>
        ))}
      </Group>
      {types.length > 0 && (
        <Group legend={t('beasts:filters.type')}>
          {types.map((type) => (
            <Chip
              key={type}
              on={state.types.includes(type)}
              onToggle={() => set({ types: toggled(state.types, type) })}
            >
              {texts.creatureType(type)}
            </Chip>
          ))}
        </Group>
      )}
      <Group legend={t('beasts:filters.senses')}>
        {SENSES.map((sense) => (
          <Chip
            key={sense}
            on={state.senses.includes(sense)}
            onToggle={() => set({ senses: toggled(state.senses, sense) })}
          >
            {texts.sense(sense)}
          </Chip>
        ))}
      </Group>
      <Group legend={t('beasts:filters.speed')}>
        {SPEEDS.map((mode) => (
          <Chip
            key={mode}
            on={state.speeds.includes(mode)}
            onToggle={() => set({ speeds: toggled(state.speeds, mode) })}
          >
            {t(`beasts:speeds.${mode}`)}
          </Chip>
        ))}
      </Group>
      {druid && (
        <Group legend={t('beasts:filters.wildShape')}>
          <Chip
            on={state.wildShapeOnly}
            onToggle={() => set({ wildShapeOnly: !state.wildShapeOnly })}
          >
            {t('beasts:filters.wildShapeOnly')}
          </Chip>
        </Group>
      )}
      <button type="button" className="button" disabled={!canClear} onClick={onClear}>
        {t('beasts:filters.clear')}
      </button>
    </div>
  );
}
