import type { DhFeature } from '@hearth/rules';

import { MarkdownText } from '../../../components/MarkdownText.tsx';

/** A feature's name (when it has one) and its text. */
export function FeatureText({ feature }: { feature: DhFeature }) {
  return (
    <div className="dh-feature">
      {feature.title && <strong className="dh-feature__title">{feature.title}</strong>}
      <MarkdownText text={feature.description} />
    </div>
  );
}
