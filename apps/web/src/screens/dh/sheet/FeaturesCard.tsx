import { useTranslation } from 'react-i18next';

import type { DhCatalogue, DhSheetFeature } from '@hearth/rules';

import { MarkdownText } from '../../../components/MarkdownText.tsx';
import { entryTitle } from '../common/useDhTermText.ts';

const KINDS: readonly DhSheetFeature['kind'][] = [
  'class',
  'hope',
  'subclass',
  'ancestry',
  'community',
  'card',
  'armor',
  'weapon',
];

/**
 * The features in play, grouped by where they come from (class, Hope feature, subclass cards,
 * ancestry, community, loadout cards, equipment); each opens to its text.
 */
export function FeaturesCard({
  features,
  catalogue,
}: {
  features: readonly DhSheetFeature[];
  catalogue: DhCatalogue;
}) {
  const { t } = useTranslation('dhSheet');
  const groups = KINDS.map((kind) => ({
    kind,
    features: features.filter((feature) => feature.kind === kind),
  })).filter((group) => group.features.length > 0);
  return (
    <section className="card" aria-labelledby="dh-features-title">
      <h2 id="dh-features-title" className="eyebrow card__title">
        {t('features.title')}
      </h2>
      {groups.length === 0 && <p className="sheet-note">{t('features.none')}</p>}
      {groups.map((group) => (
        <div key={group.kind} className="dh-feature-group">
          <h3 className="dh-subtitle eyebrow">{t(`features.kinds.${group.kind}`)}</h3>
          {group.features.map((feature, index) => {
            const [kind = '', id = ''] = feature.source.split(':');
            const from = entryTitle(catalogue, kind, id);
            const title = feature.title ?? from ?? feature.source;
            return (
              <details key={`${feature.source}-${index}`} className="dh-feature-item">
                <summary className="dh-feature-item__summary">
                  <span>{title}</span>
                  {feature.step && (
                    <span className="tag">{t(`features.steps.${feature.step}`)}</span>
                  )}
                  {from && from !== title && <span className="breakdown__source">{from}</span>}
                </summary>
                <MarkdownText text={feature.description} className="dh-feature-item__text" />
              </details>
            );
          })}
        </div>
      ))}
    </section>
  );
}
