import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhAncestryCard, DhCatalogue } from '@hearth/rules';

import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { ChoiceCard } from '../../wizard/ChoiceCard.tsx';
import { chooseAncestry, chooseMixedAncestry, leaveMixedAncestry } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';
import { FeatureLines } from './FeatureLines.tsx';
import { useTitleFilter } from './TitleFilter.tsx';

export function ancestriesOf(catalogue: DhCatalogue): DhAncestryCard[] {
  return [...catalogue.cards.values()]
    .filter((card): card is DhAncestryCard => card.type === 'ancestry')
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * Ancestry: one (both of its features), or a mixed ancestry — the first feature of one and the
 * second of another (SRD "Mixed Ancestry"), chosen with two pickers that show the feature taken.
 */
export function AncestryStep(props: DhStepProps) {
  const { t } = useTranslation('dh');
  const { mixedAncestry, setMixedAncestry, update } = props;
  return (
    <>
      <SwitchField
        label={t('wizard.ancestry.mixed')}
        checked={mixedAncestry}
        onCheckedChange={(mixed) => {
          setMixedAncestry(mixed);
          if (!mixed) update(leaveMixedAncestry);
        }}
      />
      {mixedAncestry ? <MixedAncestry {...props} /> : <SingleAncestry {...props} />}
    </>
  );
}

function SingleAncestry({ draft, catalogue, update, showDetails }: DhStepProps) {
  const ancestries = ancestriesOf(catalogue);
  const chosen = draft.ancestries.length === 1 ? draft.ancestries[0] : undefined;
  const filter = useTitleFilter(ancestries, [chosen ?? null]);
  return (
    <>
      {filter.field}
      <div className="wizard-cards">
        {filter.shown.map((ancestry) => (
          <ChoiceCard
            key={ancestry.id}
            title={ancestry.title}
            selected={ancestry.id === chosen}
            onSelect={() => update((current) => chooseAncestry(current, ancestry.id))}
            onDetails={() =>
              showDetails({
                title: ancestry.title,
                description: ancestry.description,
                parts: ancestry.features.map((feature) => ({
                  title: feature.title ?? ancestry.title,
                  description: feature.description,
                })),
              })
            }
          >
            <FeatureLines features={ancestry.features} clamp />
          </ChoiceCard>
        ))}
        {filter.empty}
      </div>
    </>
  );
}

function MixedAncestry({ draft, catalogue, update }: DhStepProps) {
  const { t } = useTranslation('dh');
  const ancestries = ancestriesOf(catalogue);
  return (
    <>
      <p className="dh-step-note">{t('wizard.ancestry.mixedHint')}</p>
      {([0, 1] as const).map((half) => (
        <MixedHalf
          key={half}
          label={t(half === 0 ? 'wizard.ancestry.first' : 'wizard.ancestry.second')}
          ancestries={ancestries}
          value={draft.ancestries[half] ?? ''}
          feature={half}
          onChange={(id) => update((current) => chooseMixedAncestry(current, half, id))}
        />
      ))}
    </>
  );
}

function MixedHalf({
  label,
  ancestries,
  value,
  feature,
  onChange,
}: {
  label: string;
  ancestries: readonly DhAncestryCard[];
  value: string;
  feature: 0 | 1;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('dh');
  const id = useId();
  const chosen = ancestries.find((ancestry) => ancestry.id === value);
  return (
    <div className="field dh-mixed-half">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('wizard.ancestry.pick')}</option>
        {ancestries.map((ancestry) => (
          <option key={ancestry.id} value={ancestry.id}>
            {ancestry.title} — {ancestry.features[feature].title}
          </option>
        ))}
      </select>
      {chosen && (
        <p className="dh-step-note">
          <FeatureLines features={[chosen.features[feature]]} />
        </p>
      )}
    </div>
  );
}
