import type { WildShapeLimits } from '@hearth/rules';
import { challengeRatingText } from '@hearth/rules';

import { useBeastTexts } from './useBeastTexts.ts';

/** A druid's known Wild Shape forms against those its level allows, and what it allows. */
export function KnownForms({
  limits,
  known,
}: {
  limits: WildShapeLimits | undefined;
  known: number;
}) {
  const { t } = useBeastTexts();
  if (!limits) return null;
  const over = known > limits.knownForms;
  return (
    <div className="beast-summary__text">
      <p
        className={
          over ? 'beast-summary__forms beast-summary__forms--over' : 'beast-summary__forms'
        }
        data-testid="known-forms"
      >
        {t('beasts:eligibility.knownForms', { used: known, allowed: limits.knownForms })}
      </p>
      <p className="beast-summary__limits">
        {t(limits.fly ? 'beasts:eligibility.limitsFly' : 'beasts:eligibility.limits', {
          cr: challengeRatingText(limits.maxCr),
        })}
      </p>
    </div>
  );
}
