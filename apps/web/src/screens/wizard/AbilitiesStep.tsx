import { useTranslation } from 'react-i18next';

import type { AbilityMethod } from '@hearth/rules';
import { ABILITY_METHODS } from '@hearth/rules';

import { ArrayScores } from './ArrayScores.tsx';
import { CustomScores } from './CustomScores.tsx';
import { PointBuyScores } from './PointBuyScores.tsx';
import type { StepProps } from './stepProps.ts';
import { chooseMethod } from './wizardDraft.ts';

const METHODS = [
  { method: ABILITY_METHODS.array, key: 'array' },
  { method: ABILITY_METHODS.pointBuy, key: 'pointBuy' },
  { method: ABILITY_METHODS.custom, key: 'custom' },
] as const satisfies readonly { method: AbilityMethod; key: string }[];

/**
 * Abilities: three method tabs (saved as the draft's method); switching proposes the method's
 * scores for the class. The background's increase is shown on top of every score.
 */
export function AbilitiesStep({ draft, catalogue, update }: StepProps) {
  const { t } = useTranslation('wizard');
  return (
    <div className="form-stack">
      <div className="segmented" role="tablist" aria-label={t('abilities.method')}>
        {METHODS.map(({ method, key }) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={draft.abilityMethod === method}
            className={
              draft.abilityMethod === method
                ? 'segmented__option segmented__option--on'
                : 'segmented__option'
            }
            onClick={() => update((current) => chooseMethod(current, method, catalogue))}
          >
            {t(`abilities.methods.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="form-stack">
        {draft.abilityMethod === ABILITY_METHODS.array && (
          <ArrayScores draft={draft} update={update} />
        )}
        {draft.abilityMethod === ABILITY_METHODS.pointBuy && (
          <PointBuyScores draft={draft} update={update} />
        )}
        {draft.abilityMethod === ABILITY_METHODS.custom && (
          <CustomScores draft={draft} catalogue={catalogue} update={update} />
        )}
      </div>
    </div>
  );
}
