import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { NumberField } from '../../components/form/NumberField.tsx';
import type { StepProps } from './stepProps.ts';
import { classOf, recommendedHp, setMaxHp } from './wizardDraft.ts';

/**
 * HP: the maximum (at least 1) with the sheet's recommendation, which counts the CON increase
 * and species bonuses (Dwarven Toughness); a warning while the two differ.
 */
export function HpStep({ draft, catalogue, update }: StepProps) {
  const { t } = useTranslation('wizard');
  const recommended = useMemo(() => recommendedHp(draft, catalogue), [draft, catalogue]);
  const die = classOf(draft, catalogue)?.hit_die;
  return (
    <div className="form-stack">
      <NumberField
        live
        label={t('hp.max')}
        value={draft.hp.max}
        min={1}
        stepper
        onValueChange={(value) => update((current) => setMaxHp(current, value))}
        hint={die ? t('hp.recommended', { value: recommended, die }) : undefined}
      />
      {recommended > 0 && draft.hp.max !== recommended && (
        <div className="sheet-warning wizard-warning" role="status">
          <span>{t('hp.differs', { value: recommended })}</span>
          <button
            type="button"
            className="button"
            onClick={() => update((current) => setMaxHp(current, recommended))}
          >
            {t('hp.useRecommended', { value: recommended })}
          </button>
        </div>
      )}
    </div>
  );
}
