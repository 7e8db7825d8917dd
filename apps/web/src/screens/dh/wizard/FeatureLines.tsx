import type { DhFeature } from '@hearth/rules';

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
          {feature.description}
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
