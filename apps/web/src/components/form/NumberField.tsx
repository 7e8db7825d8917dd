import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NumberFieldProps {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Whole numbers by default; floats allow a decimal point. */
  float?: boolean;
  /** Integers may be negative only when allowed. */
  allowNegative?: boolean;
  hint?: string | undefined;
  /** Steppers on both sides (counters). */
  stepper?: boolean;
  /**
   * For drafts only (a form saved by its own button, with a live preview): valid values are
   * passed on as they are typed. Never for a field whose every change is saved.
   */
  live?: boolean;
}

/** Keeps only what a number may contain: a minus sign first, digits, one decimal point. */
export function sanitizeNumberText(
  text: string,
  options: { float?: boolean; allowNegative?: boolean },
): string {
  let result = '';
  let point = false;
  for (const [index, char] of [...text].entries()) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '-' && index === 0 && options.allowNegative) result += char;
    else if ((char === '.' || char === ',') && options.float && !point) {
      point = true;
      result += '.';
    }
  }
  return result;
}

/** The number a text stands for: empty (or a lone sign) is 0; the result stays within bounds. */
export function parseNumberText(text: string, bounds: { min?: number; max?: number }): number {
  const parsed = Number.parseFloat(text);
  const value = Number.isFinite(parsed) ? parsed : 0;
  return Math.min(bounds.max ?? Infinity, Math.max(bounds.min ?? -Infinity, value));
}

/**
 * The value typed text commits, or undefined when it stands for no number (empty, a lone sign
 * or point): such a field goes back to its last value instead of committing 0. The spec says
 * 'an empty value becomes 0'; committing that clamped a cleared maximum to 1 and destroyed
 * current HP, so an empty field is read as 'not finished' (issue 14).
 */
export function committedNumber(
  text: string,
  bounds: { min?: number; max?: number },
): number | undefined {
  const parsed = Number.parseFloat(text);
  if (!Number.isFinite(parsed)) return undefined;
  return parseNumberText(text, bounds);
}

/**
 * A number input (spec §5): integers allow a minus sign and digits, floats a decimal point,
 * and the value stays between its min and max. What is typed is committed on blur, Enter or a
 * stepper tap, never keystroke by keystroke: clearing '44' to type '12' never commits '' or
 * '1' on the way.
 */
export function NumberField({
  label,
  value,
  onValueChange,
  min,
  max,
  float = false,
  allowNegative = false,
  hint,
  stepper = false,
  live = false,
}: NumberFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  // A new value from outside (a stepper, another device) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const bounds = {
    ...(min !== undefined ? { min } : allowNegative ? {} : { min: 0 }),
    ...(max !== undefined ? { max } : {}),
  };
  const commit = (next: number) => {
    const clamped = parseNumberText(String(next), bounds);
    setText(String(clamped));
    if (clamped !== value) onValueChange(clamped);
  };
  const commitText = () => {
    const next = committedNumber(text, bounds);
    if (next === undefined) setText(String(value));
    else commit(next);
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="number-field">
        {stepper && (
          <button
            type="button"
            className="icon-button number-field__step"
            aria-label={t('decrease')}
            disabled={bounds.min !== undefined && value <= bounds.min}
            onClick={() => commit(value - 1)}
          >
            −
          </button>
        )}
        <input
          id={id}
          className="field__control number-field__input"
          inputMode={float ? 'decimal' : 'numeric'}
          value={text}
          onChange={(event) => {
            const clean = sanitizeNumberText(event.target.value, { float, allowNegative });
            setText(clean);
            if (!live) return;
            const parsed = Number.parseFloat(clean);
            if (
              Number.isFinite(parsed) &&
              parsed >= (bounds.min ?? -Infinity) &&
              parsed <= (bounds.max ?? Infinity)
            ) {
              onValueChange(parsed);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitText();
          }}
          onBlur={commitText}
        />
        {stepper && (
          <button
            type="button"
            className="icon-button number-field__step"
            aria-label={t('increase')}
            disabled={bounds.max !== undefined && value >= bounds.max}
            onClick={() => commit(value + 1)}
          >
            +
          </button>
        )}
      </div>
      {hint && <span className="field__hint">{hint}</span>}
    </div>
  );
}
