import { useId, useState } from 'react';

/** A whole number as typed (a minus sign allowed, spaces around ignored); anything else is NaN. */
export function parseScore(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

const textOf = (value: number) => (Number.isNaN(value) ? '' : String(value));

/**
 * A score typed by hand. Unlike a counter it never turns what it cannot read into 0: the text
 * stays as typed, the score becomes "not a number" (NaN) for the rules to report, and the
 * message (given by the caller) is announced with the field.
 */
export function ScoreField({
  label,
  value,
  onValueChange,
  error,
}: {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /** Already translated; shown under the row and tied to the input. */
  error?: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(() => textOf(value));
  // A score set from outside (a roll, another tab) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(parseScore(text), value)) setText(textOf(value));
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control number-field__input"
        inputMode="numeric"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onValueChange(parseScore(event.target.value));
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
