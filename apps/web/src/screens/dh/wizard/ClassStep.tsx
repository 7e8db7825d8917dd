import { useTranslation } from 'react-i18next';

import type { DhClassEntry } from '@hearth/rules';

import { ChoiceCard } from '../../wizard/ChoiceCard.tsx';
import { chooseClass } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';
import { featureParts } from './FeatureLines.tsx';

/** Class: each with its evasion, HP and domains; the details hold its features. */
export function ClassStep({ draft, catalogue, update, showDetails }: DhStepProps) {
  const { t } = useTranslation('dh');
  const classes = [...catalogue.classes.values()].sort((a, b) => a.title.localeCompare(b.title));
  const details = (entry: DhClassEntry) =>
    showDetails({
      title: entry.title,
      description: entry.description,
      parts: [
        {
          title: t('wizard.class.hopeFeature', { title: entry.hope_feature.title ?? '' }),
          description: entry.hope_feature.description,
        },
        ...featureParts(entry.features, t('wizard.class.features')),
      ],
    });
  return (
    <div className="wizard-cards">
      {classes.map((entry) => (
        <ChoiceCard
          key={entry.id}
          title={entry.title}
          selected={entry.id === draft.class}
          onSelect={() => update((current) => chooseClass(current, entry.id, catalogue))}
          onDetails={() => details(entry)}
          meta={t('wizard.class.meta', {
            evasion: entry.evasion,
            hp: entry.hp,
            domains: entry.domains.map((domain) => t(`domains.${domain}`)).join(' & '),
          })}
        >
          <span className="wizard-card__clamp">{entry.description}</span>
        </ChoiceCard>
      ))}
    </div>
  );
}
