import { useTranslation } from 'react-i18next';

import { Chip, Group, TriState } from '../../components/search/FilterControls.tsx';
import { toggled } from '../../components/search/toggled.ts';
import type { ItemFilterOptions, ItemFilterState } from './itemFilters.ts';
import { useItemTexts } from './useItemTexts.ts';

export interface ItemFilterPanelProps {
  id: string;
  state: ItemFilterState;
  onChange: (next: ItemFilterState) => void;
  options: ItemFilterOptions;
  sourceTitle: (key: string) => string;
  onClear: () => void;
  canClear: boolean;
}

type ListKey = 'types' | 'subtypes' | 'rarities' | 'properties' | 'sources';

/**
 * The item filters (type, subtype, rarity, properties, magical, attunement, source), combined;
 * a group's chips pick any of their values, except properties, which an item must all have.
 */
export function ItemFilterPanel(props: ItemFilterPanelProps) {
  const { id, state, onChange, options, sourceTitle, onClear, canClear } = props;
  const { t } = useTranslation('items');
  const texts = useItemTexts();
  const set = (patch: Partial<ItemFilterState>) => onChange({ ...state, ...patch });
  const yesNo = { any: t('filters.any'), yes: t('filters.yes'), no: t('filters.no') };

  const chips = (key: ListKey, legend: string, label: (value: string) => string) =>
    options[key].length > 0 && (
      <Group legend={legend}>
        {options[key].map((value) => (
          <Chip
            key={value}
            on={state[key].includes(value)}
            onToggle={() => set({ [key]: toggled(state[key], value) })}
          >
            {label(value)}
          </Chip>
        ))}
      </Group>
    );

  return (
    <div id={id} className="search-filters card" role="group" aria-label={t('filters.toggle')}>
      {chips('types', t('filters.type'), texts.type)}
      {chips('subtypes', t('filters.subtype'), texts.subtype)}
      {chips('rarities', t('filters.rarity'), texts.rarity)}
      {chips('properties', t('filters.properties'), texts.property)}
      <TriState
        legend={t('filters.magical')}
        value={state.magical}
        onChange={(magical) => set({ magical })}
        labels={yesNo}
      />
      <TriState
        legend={t('filters.attunement')}
        value={state.attunement}
        onChange={(attunement) => set({ attunement })}
        labels={yesNo}
      />
      {chips('sources', t('filters.source'), sourceTitle)}
      <button type="button" className="button" disabled={!canClear} onClick={onClear}>
        {t('filters.clear')}
      </button>
    </div>
  );
}
