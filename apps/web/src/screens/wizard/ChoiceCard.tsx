import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { InfoIcon } from '../../components/icons.tsx';

interface ChoiceCardProps {
  title: string;
  selected: boolean;
  onSelect: () => void;
  /** Short facts under the title (hit die, speed…). */
  meta?: ReactNode;
  children?: ReactNode;
  /** Opens the entry's full description. */
  onDetails?: () => void;
}

/** A big tappable card for one choice of a step, with its details one tap away. */
export function ChoiceCard({
  title,
  selected,
  onSelect,
  meta,
  children,
  onDetails,
}: ChoiceCardProps) {
  const { t } = useTranslation('wizard');
  const titleId = useId();
  const textId = useId();
  return (
    <div className={selected ? 'wizard-card wizard-card--selected' : 'wizard-card'}>
      <button
        type="button"
        className="wizard-card__main"
        aria-pressed={selected}
        aria-labelledby={titleId}
        aria-describedby={meta || children ? textId : undefined}
        onClick={onSelect}
      >
        <span className="wizard-card__title" id={titleId}>
          {title}
        </span>
        {(meta || children) && (
          <span className="wizard-card__text" id={textId}>
            {meta && <span className="wizard-card__meta">{meta}</span>}
            {children}
          </span>
        )}
      </button>
      {onDetails && (
        <button
          type="button"
          className="icon-button wizard-card__details"
          aria-label={t('details', { title })}
          onClick={onDetails}
        >
          <InfoIcon />
        </button>
      )}
    </div>
  );
}
