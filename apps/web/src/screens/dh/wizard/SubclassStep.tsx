import { useTranslation } from 'react-i18next';

import type { DhSubclassEntry } from '@hearth/rules';

import { ChoiceCard } from '../../wizard/ChoiceCard.tsx';
import { chooseSubclass } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';
import { FeatureLines } from './FeatureLines.tsx';

/** Subclass: the class's two, each with its spellcast trait and foundation features. */
export function SubclassStep({ draft, catalogue, update, showDetails }: DhStepProps) {
  const { t } = useTranslation('dh');
  const entry = draft.class ? catalogue.classes.get(draft.class) : undefined;
  if (!entry) return <p className="dh-step-note">{t('wizard.chooseClassFirst')}</p>;
  const details = (subclass: DhSubclassEntry) =>
    showDetails({
      title: subclass.title,
      description: subclass.description,
      parts: (['foundation', 'specialization', 'mastery'] as const).map((step) => ({
        title: t(`wizard.subclass.${step}`),
        description: subclass[step]
          .map((feature) =>
            feature.title ? `**${feature.title}:** ${feature.description}` : feature.description,
          )
          .join('\n\n'),
      })),
    });
  return (
    <div className="wizard-cards">
      {entry.subclasses.map((subclass) => (
        <ChoiceCard
          key={subclass.id}
          title={subclass.title}
          selected={subclass.id === draft.subclass}
          onSelect={() => update((current) => chooseSubclass(current, subclass.id))}
          onDetails={() => details(subclass)}
          meta={
            subclass.spellcast_trait
              ? t('spellcast', { trait: t(`traits.${subclass.spellcast_trait}.name`) })
              : t('noSpellcast')
          }
        >
          {subclass.description && <span>{subclass.description}</span>}
          <FeatureLines features={subclass.foundation} />
        </ChoiceCard>
      ))}
    </div>
  );
}
