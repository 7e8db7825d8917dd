import { useTranslation } from 'react-i18next';

import { ChoiceCard } from '../../wizard/ChoiceCard.tsx';
import { toggleArmor } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';
import { FeatureLines } from './FeatureLines.tsx';

/** Armor: tier 1, with base thresholds, score and features; the chosen one tapped again goes without. */
export function ArmorStep({ draft, catalogue, update }: DhStepProps) {
  const { t } = useTranslation('dh');
  const armor = [...catalogue.armor.values()]
    .filter((entry) => entry.tier === 1)
    .sort((a, b) => a.score - b.score || a.thresholds[0] - b.thresholds[0]);
  return (
    <>
      <p className="dh-step-note">{t('wizard.armor.hint')}</p>
      <div className="wizard-cards">
        {armor.map((entry) => (
          <ChoiceCard
            key={entry.id}
            title={entry.title}
            selected={entry.id === draft.armor}
            onSelect={() => update((current) => toggleArmor(current, entry.id))}
            meta={t('wizard.armor.meta', {
              major: entry.thresholds[0],
              severe: entry.thresholds[1],
              score: entry.score,
            })}
          >
            {entry.features.length > 0 && <FeatureLines features={entry.features} />}
          </ChoiceCard>
        ))}
      </div>
    </>
  );
}
