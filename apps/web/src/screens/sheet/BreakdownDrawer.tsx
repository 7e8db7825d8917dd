import { useTranslation } from 'react-i18next';

import type { Breakdown } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { signed, useTermText } from './useTermText.ts';

export interface BreakdownView {
  title: string;
  breakdown: Breakdown;
  /** Shown as a modifier (+3) rather than a number (16). */
  modifier?: boolean;
}

/** Explains a derived number: each term that makes it and where it comes from. */
export function BreakdownDrawer({
  view,
  onClose,
}: {
  view: BreakdownView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('character');
  const texts = useTermText();
  return (
    <Drawer open={view !== null} onClose={onClose} title={view?.title ?? ''}>
      {view && (
        <div className="breakdown">
          <p className="breakdown__total">
            {view.modifier ? signed(view.breakdown.value) : view.breakdown.value}
          </p>
          <h3 className="eyebrow">{t('sheet.breakdown')}</h3>
          <ul className="breakdown__terms">
            {view.breakdown.terms.map((term, index) => {
              const source = texts.sourceTitle(term.source);
              return (
                <li key={index} className="breakdown__term">
                  <span>
                    {texts.label(term)}
                    {source && <span className="breakdown__source"> · {source}</span>}
                  </span>
                  <strong>{index === 0 && !view.modifier ? term.value : signed(term.value)}</strong>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Drawer>
  );
}
