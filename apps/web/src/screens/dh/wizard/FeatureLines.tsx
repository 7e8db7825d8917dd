import type { DhFeature } from '@hearth/rules';

/**
 * A description's markdown as plain lines: the cards are buttons, which may hold only
 * phrasing content, so lists become bullet lines (shown by `white-space: pre-line`).
 */
export function plainLines(markdown: string): string {
  return markdown
    .replace(/\*\*/g, '')
    .replace(/^[-*] /gm, '• ')
    .replace(/\n{2,}/g, '\n');
}

/** Features as short lines: the title in bold, then what it does. */
export function FeatureLines({
  features,
  clamp = false,
}: {
  features: readonly DhFeature[];
  /** Cut each description to three lines (cards in a long list). */
  clamp?: boolean;
}) {
  return (
    <span className="dh-features">
      {features.map((feature, index) => (
        <span key={feature.title ?? index} className={clamp ? 'wizard-card__clamp' : undefined}>
          {feature.title && <strong>{feature.title}: </strong>}
          {plainLines(feature.description)}
        </span>
      ))}
    </span>
  );
}

/** Features as the details drawer's parts. */
export function featureParts(features: readonly DhFeature[], untitled: string) {
  return features.map((feature) => ({
    title: feature.title ?? untitled,
    description: feature.description,
  }));
}
