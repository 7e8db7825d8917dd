import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhDomainCard } from '@hearth/rules';

import { FeatureText } from './FeatureText.tsx';
import { useDhNames } from './useDhNames.ts';

/**
 * A domain card as the player reads it: its title, domain, level, kind, recall cost and text,
 * with the actions the page offers under it.
 */
export function DomainCardView({
  card,
  children,
  compact = false,
}: {
  card: DhDomainCard;
  /** Buttons under the card. */
  children?: ReactNode;
  /** Without the card's text (a list to choose from shows it on demand). */
  compact?: boolean;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  return (
    <article className="dh-card" aria-label={card.title}>
      <header className="dh-card__header">
        <h3 className="dh-card__title">{card.title}</h3>
        <span className="dh-card__level" title={t('cards.levelTitle')}>
          {t('cards.level', { level: card.level })}
        </span>
      </header>
      <p className="dh-card__meta">
        <span className="tag">{names.domain(card.domain)}</span>
        <span className="tag">{names.cardKind(card.kind)}</span>
        <span className="tag">{t('cards.recall', { cost: card.recall_cost })}</span>
      </p>
      {!compact && (
        <div className="dh-card__text">
          {card.features.map((feature, index) => (
            <FeatureText key={index} feature={feature} />
          ))}
        </div>
      )}
      {children && <div className="dh-card__actions button-row">{children}</div>}
    </article>
  );
}
