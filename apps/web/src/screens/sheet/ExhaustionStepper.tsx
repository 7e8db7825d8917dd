import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import { MAX_EXHAUSTION, setExhaustion } from '@hearth/rules';

import { useHitPointActions } from './useHitPointActions.ts';
import { useSheetActions } from './useSheetActions.ts';

/**
 * Exhaustion's level stepper, 0-6: 0 is off, any other level is the condition on. The step to
 * 6 kills, so that one can be undone from its toast like an HP change.
 */
export function ExhaustionStepper({ character, level }: { character: Character; level: number }) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const runDeadly = useHitPointActions(character);
  const step = (by: number) => {
    const next = level + by;
    (next === MAX_EXHAUSTION ? runDeadly : run)((current) => setExhaustion(current, next));
  };
  return (
    <span className="inline-stepper">
      <button
        type="button"
        className="icon-button number-field__step"
        aria-label={t('conditions.exhaustionDown')}
        disabled={level === 0}
        onClick={() => step(-1)}
      >
        −
      </button>
      <button
        type="button"
        className="icon-button number-field__step"
        aria-label={t('conditions.exhaustionUp')}
        disabled={level === MAX_EXHAUSTION}
        onClick={() => step(1)}
      >
        +
      </button>
    </span>
  );
}
