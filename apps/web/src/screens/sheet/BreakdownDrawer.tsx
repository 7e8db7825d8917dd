import { useTranslation } from 'react-i18next';

import type { Breakdown } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { BreakdownTerms } from './BreakdownTerms.tsx';
import { signed } from './useTermText.ts';

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
  return (
    <Drawer open={view !== null} onClose={onClose} title={view?.title ?? ''}>
      {view && (
        <div className="breakdown">
          <p className="breakdown__total">
            {view.modifier ? signed(view.breakdown.value) : view.breakdown.value}
          </p>
          <h3 className="eyebrow">{t('sheet.breakdown')}</h3>
          <BreakdownTerms breakdown={view.breakdown} modifier={view.modifier ?? false} />
        </div>
      )}
    </Drawer>
  );
}
