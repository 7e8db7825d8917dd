import type { WildShapeEligibility } from '@hearth/rules';

import { useRulesTexts } from '../../i18n/problemText.ts';
import { useBeastTexts } from './useBeastTexts.ts';

/** A result's mark for a druid: whether it may take the beast as a Wild Shape now. */
export function EligibilityTag({ allowed }: { allowed: boolean }) {
  const { t } = useBeastTexts();
  return (
    <span
      className={allowed ? 'tag beast-tag beast-tag--yes' : 'tag beast-tag'}
      data-testid="wild-shape-mark"
    >
      <span aria-hidden="true">{allowed ? '✓ ' : '✕ '}</span>
      {t(allowed ? 'beasts:eligibility.yes' : 'beasts:eligibility.no')}
    </span>
  );
}

/** What the stat block says for a druid: that the form can be taken now, or every reason why not. */
export function EligibilityNote({ eligibility }: { eligibility: WildShapeEligibility }) {
  const { t } = useBeastTexts();
  const rules = useRulesTexts();
  if (eligibility.allowed) {
    return (
      <p className="beast-eligibility beast-eligibility--yes" data-testid="eligibility">
        {t('beasts:eligibility.allowed')}
      </p>
    );
  }
  return (
    <div className="beast-eligibility" data-testid="eligibility" role="note">
      <p>{t('beasts:eligibility.why')}</p>
      <ul>
        {eligibility.problems.map((problem) => (
          <li key={problem.key}>{rules.problem(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
