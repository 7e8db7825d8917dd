import { useTranslation } from 'react-i18next';

import type { DhCommunityCard } from '@hearth/rules';

import { ChoiceCard } from '../../wizard/ChoiceCard.tsx';
import { chooseCommunity } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';
import { FeatureLines } from './FeatureLines.tsx';

/** Community: each with the words for its people and its feature. */
export function CommunityStep({ draft, catalogue, update, showDetails }: DhStepProps) {
  const { t } = useTranslation('dh');
  const communities = [...catalogue.cards.values()]
    .filter((card): card is DhCommunityCard => card.type === 'community')
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <div className="wizard-cards">
      {communities.map((community) => (
        <ChoiceCard
          key={community.id}
          title={community.title}
          selected={community.id === draft.community}
          onSelect={() => update((current) => chooseCommunity(current, community.id))}
          onDetails={() =>
            showDetails({
              title: community.title,
              description: community.description,
              parts: community.features.map((feature) => ({
                title: feature.title ?? community.title,
                description: feature.description,
              })),
            })
          }
          meta={t('wizard.community.adjectives', { adjectives: community.adjectives.join(', ') })}
        >
          <FeatureLines features={community.features} clamp />
        </ChoiceCard>
      ))}
    </div>
  );
}
