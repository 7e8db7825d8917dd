import type { ReactNode } from 'react';
import { useId } from 'react';

interface DhPickCardProps {
  title: string;
  selected: boolean;
  /** A choice that is full (two cards chosen): the others cannot be added. */
  disabled?: boolean;
  onToggle: () => void;
  meta?: ReactNode;
  children?: ReactNode;
}

/**
 * A card of a multiple choice (domain cards): it toggles, and can be disabled when the choice is
 * full. Single choices use the fifth-edition wizard's ChoiceCard, which this one looks like.
 */
export function DhPickCard({
  title,
  selected,
  disabled = false,
  onToggle,
  meta,
  children,
}: DhPickCardProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <div className={selected ? 'wizard-card wizard-card--selected' : 'wizard-card'}>
      <button
        type="button"
        className="wizard-card__main dh-pick-card"
        aria-pressed={selected}
        aria-labelledby={titleId}
        aria-describedby={textId}
        disabled={disabled}
        onClick={onToggle}
      >
        <span className="wizard-card__title dh-pick-card__title" id={titleId}>
          {title}
        </span>
        <span className="wizard-card__text" id={textId}>
          {meta && <span className="wizard-card__meta">{meta}</span>}
          {children}
        </span>
      </button>
    </div>
  );
}
