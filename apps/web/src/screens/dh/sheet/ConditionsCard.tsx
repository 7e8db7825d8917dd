import { useTranslation } from 'react-i18next';

import type { DhConditionKey } from '@hearth/rules';
import { toggleCondition } from '@hearth/rules';

import type { DhView } from '../common/DhGate.tsx';

const CONDITIONS: readonly DhConditionKey[] = ['hidden', 'restrained', 'vulnerable'];

/**
 * The SRD's three standard conditions as toggles. Vulnerable is also on, and cannot be
 * switched off, while every Stress slot is marked (SRD "Stress").
 */
export function ConditionsCard({ character, sheet, change }: Omit<DhView, 'catalogue'>) {
  const { t } = useTranslation('dhSheet');
  return (
    <section className="card" aria-labelledby="dh-conditions-title">
      <h2 id="dh-conditions-title" className="eyebrow card__title">
        {t('conditions.title')}
      </h2>
      <div className="dh-chips">
        {CONDITIONS.map((key) => {
          const forced = key === 'vulnerable' && sheet.vulnerable;
          const on = forced || character.conditions.includes(key);
          return (
            <button
              key={key}
              type="button"
              className="chip"
              aria-pressed={on}
              disabled={forced}
              title={t(`conditions.help.${key}`)}
              onClick={() => change((current) => toggleCondition(current, key))}
            >
              {t(`conditions.names.${key}`)}
            </button>
          );
        })}
      </div>
      {sheet.vulnerable && <p className="sheet-note">{t('conditions.vulnerableFromStress')}</p>}
    </section>
  );
}
