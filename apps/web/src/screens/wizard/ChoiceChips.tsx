import { useTranslation } from 'react-i18next';

export interface ChipOption {
  id: string;
  title: string;
}

interface ChoiceChipsProps {
  legend: string;
  options: readonly ChipOption[];
  chosen: readonly string[];
  /** How many may be chosen; with 1 a new pick replaces the old one. */
  max: number;
  onToggle: (id: string) => void;
  /** Options shown as chosen and fixed (Common). */
  fixed?: readonly ChipOption[];
}

/**
 * Toggle chips for a choice of `max` options with a live "n / max" counter; once the choice is
 * full the other chips are disabled (a single choice swaps instead).
 */
export function ChoiceChips({
  legend,
  options,
  chosen,
  max,
  onToggle,
  fixed = [],
}: ChoiceChipsProps) {
  const { t } = useTranslation('wizard');
  const full = max > 1 && chosen.length >= max;
  return (
    <fieldset className="wizard-chips">
      <legend className="wizard-chips__legend">
        <span>{legend}</span>
        <span className="wizard-chips__count" aria-live="polite">
          {t('counter', { chosen: chosen.length, max })}
        </span>
      </legend>
      <div className="wizard-chips__list">
        {fixed.map((option) => (
          <button
            key={option.id}
            type="button"
            className="chip wizard-chip wizard-chip--fixed"
            aria-pressed="true"
            disabled
          >
            {option.title}
          </button>
        ))}
        {options.map((option) => {
          const on = chosen.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              className="chip wizard-chip"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onToggle(option.id)}
            >
              {option.title}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
