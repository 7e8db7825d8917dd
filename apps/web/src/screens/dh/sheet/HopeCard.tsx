import { useTranslation } from 'react-i18next';

import { DH_CONSTANTS, tapHope } from '@hearth/rules';

import { CountHeader } from '../common/CountHeader.tsx';
import type { DhView } from '../common/DhGate.tsx';

type SlotState = 'filled' | 'empty' | 'blocked' | 'scarred';

/**
 * Hope as six slots (spec §4): a tap on a filled slot spends one, a tap above gains one up to
 * the available Hope, and any tap lifts a block. Scars cross slots out for good.
 */
export function HopeCard({ character, sheet, change }: Omit<DhView, 'catalogue'>) {
  const { t } = useTranslation('dhSheet');
  const { hope } = sheet;
  const stateOf = (index: number): SlotState => {
    if (index > hope.max) return 'scarred';
    if (index <= hope.filled) return 'filled';
    if (index > hope.available) return 'blocked';
    return 'empty';
  };
  const slots = Array.from({ length: DH_CONSTANTS.maxHope }, (_, at) => at + 1);
  return (
    <section className="card" aria-labelledby="dh-hope-title">
      <CountHeader
        id="dh-hope-title"
        title={t('hope.title')}
        count={t('hope.count', { filled: hope.filled, available: hope.available })}
        testId="dh-hope"
      />
      <div className="dh-hope" role="group" aria-label={t('hope.title')}>
        {slots.map((index) => {
          const state = stateOf(index);
          return (
            <button
              key={index}
              type="button"
              className={`dh-hope__slot dh-hope__slot--${state}`}
              aria-label={t(`hope.slot.${state}`, { index })}
              aria-pressed={state === 'filled'}
              disabled={state === 'scarred'}
              onClick={() => change((current) => tapHope(current, sheet, index))}
            >
              <span className="dh-hope__mark" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {hope.blocked > 0 && <p className="sheet-note">{t('hope.blockedNote')}</p>}
      {character.scars > 0 && (
        <p className="sheet-note">{t('hope.scars', { count: character.scars })}</p>
      )}
    </section>
  );
}
