import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Breakdown } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import { signed } from './numbers.ts';
import { useDhTermText } from './useDhTermText.ts';

export interface DhBreakdownView {
  title: string;
  breakdown: Breakdown;
  /** Shown as a modifier (+3) rather than a number (16). */
  modifier?: boolean;
  /** What the number is for, under it. */
  note?: ReactNode;
}

/** Explains a derived number: each term that makes it and where it comes from. */
export function DhBreakdownDrawer({
  view,
  onClose,
}: {
  view: DhBreakdownView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dhSheet');
  const texts = useDhTermText();
  return (
    <Drawer open={view !== null} onClose={onClose} title={view?.title ?? ''}>
      {view && (
        <div className="breakdown">
          <p className="breakdown__total" data-testid="breakdown-total">
            {view.modifier ? signed(view.breakdown.value) : view.breakdown.value}
          </p>
          {view.note && <div className="sheet-note">{view.note}</div>}
          <h3 className="eyebrow">{t('sheet.breakdown')}</h3>
          <ul className="breakdown__terms">
            {view.breakdown.terms.map((term, index) => {
              const source = texts.sourceTitle(term.source);
              const label = texts.label(term.label);
              return (
                <li key={index} className="breakdown__term">
                  <span>
                    {label}
                    {source && source !== label && (
                      <span className="breakdown__source"> · {source}</span>
                    )}
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
