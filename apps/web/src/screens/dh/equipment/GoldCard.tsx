import { useTranslation } from 'react-i18next';

import { addGold, DH_CONSTANTS } from '@hearth/rules';

import { CountHeader } from '../common/CountHeader.tsx';
import type { DhView } from '../common/DhGate.tsx';

const DENOMINATIONS = [
  { key: 'chests', value: DH_CONSTANTS.gold.chest },
  { key: 'pouches', value: DH_CONSTANTS.gold.pouch },
  { key: 'fists', value: DH_CONSTANTS.gold.fist },
] as const;

/**
 * Gold as the SRD counts it (spec §9): chests of 1000, pouches of 100, fists of 10; each row adds
 * or takes one of its kind, the last row in steps of 10 coins.
 */
export function GoldCard({ character, sheet, change }: Omit<DhView, 'catalogue'>) {
  const { t } = useTranslation('dhSheet');
  const { max } = DH_CONSTANTS.gold;
  return (
    <section className="card" aria-labelledby="dh-gold-title">
      <CountHeader
        id="dh-gold-title"
        title={t('gold.title')}
        count={t('gold.total', { count: character.gold })}
        testId="dh-gold-total"
      />
      {DENOMINATIONS.map(({ key, value }) => {
        const name = t(`gold.${key}`);
        return (
          <div key={key} className="card__row dh-gold-row">
            <span>{name}</span>
            <div className="inline-stepper">
              <button
                type="button"
                className="icon-button number-field__step"
                aria-label={t('gold.less', { what: name })}
                disabled={character.gold < value}
                onClick={() => change((current) => addGold(current, -value))}
              >
                −
              </button>
              <span className="dh-count" data-testid={`dh-gold-${key}`}>
                {sheet.gold[key]}
              </span>
              <button
                type="button"
                className="icon-button number-field__step"
                aria-label={t('gold.more', { what: name })}
                disabled={character.gold + value > max}
                onClick={() => change((current) => addGold(current, value))}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
      <p className="sheet-note">{t('gold.note')}</p>
    </section>
  );
}
