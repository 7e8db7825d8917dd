import { useTranslation } from 'react-i18next';

import { DH_CONSTANTS, domainCardsOf } from '@hearth/rules';

import { toggleCard } from './dhDraftChanges.ts';
import { DhPickCard } from './DhPickCard.tsx';
import type { DhStepProps } from './dhStepProps.ts';
import { FeatureLines } from './FeatureLines.tsx';

/**
 * Domain cards: the level-1 cards of the class's two domains, grouped by domain, each with its
 * kind, recall cost and text; up to two, which start in the loadout.
 */
export function DomainsStep({ draft, catalogue, update }: DhStepProps) {
  const { t } = useTranslation('dh');
  const entry = draft.class ? catalogue.classes.get(draft.class) : undefined;
  if (!entry) return <p className="dh-step-note">{t('wizard.chooseClassFirst')}</p>;
  const cards = domainCardsOf(catalogue, entry.domains, 1);
  const max = DH_CONSTANTS.startingCards;
  const full = draft.cards.length >= max;
  return (
    <>
      <p className="dh-step-note">
        {t('wizard.domains.hint', {
          domains: entry.domains.map((domain) => t(`domains.${domain}`)).join(' & '),
        })}
      </p>
      <p className="dh-step-count" aria-live="polite">
        {t('wizard.domains.counter', { chosen: draft.cards.length, max })}
      </p>
      {entry.domains.map((domain) => (
        <section key={domain} className="wizard-group" aria-label={t(`domains.${domain}`)}>
          <h3 className="eyebrow">{t(`domains.${domain}`)}</h3>
          {cards
            .filter((card) => card.domain === domain)
            .map((card) => {
              const selected = draft.cards.includes(card.id);
              return (
                <DhPickCard
                  key={card.id}
                  title={card.title}
                  selected={selected}
                  disabled={!selected && full}
                  onToggle={() => update((current) => toggleCard(current, card.id))}
                  meta={t('wizard.domains.meta', {
                    domain: t(`domains.${card.domain}`),
                    kind: t(`cardKinds.${card.kind}`),
                    cost: card.recall_cost,
                  })}
                >
                  <FeatureLines features={card.features} />
                </DhPickCard>
              );
            })}
        </section>
      ))}
    </>
  );
}
