import type { ReactNode } from 'react';

import './Search.css';

/** A filter value that is on or off. */
export function Chip({
  on,
  onToggle,
  children,
}: {
  on: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="chip search-chip" aria-pressed={on} onClick={onToggle}>
      {children}
    </button>
  );
}

/** A labelled group of filter chips. */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="search-filter">
      <legend className="search-filter__legend">{legend}</legend>
      <div className="search-filter__chips">{children}</div>
    </fieldset>
  );
}

/** Any / Yes / No for a mark (a spell's ritual or concentration; an item's magic). */
export function TriState({
  legend,
  value,
  onChange,
  labels,
}: {
  legend: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  labels: { any: string; yes: string; no: string };
}) {
  const options = [
    [null, labels.any],
    [true, labels.yes],
    [false, labels.no],
  ] as const;
  return (
    <div className="search-filter">
      <span className="search-filter__legend">{legend}</span>
      <div className="segmented" role="radiogroup" aria-label={legend}>
        {options.map(([option, label]) => (
          <button
            key={String(option)}
            type="button"
            role="radio"
            aria-checked={value === option}
            className={
              value === option ? 'segmented__option segmented__option--on' : 'segmented__option'
            }
            onClick={() => onChange(option)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
