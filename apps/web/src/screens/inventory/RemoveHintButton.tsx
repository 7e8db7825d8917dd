import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: the remove hint waits this long for the confirming tap. */
export const REMOVE_HINT_MS = 3000;

/**
 * The spec's icon remove hint: a first tap shows `hint` for 3 seconds, a second tap within them
 * confirms.
 */
export function RemoveHintButton({
  label,
  hint,
  onConfirm,
  disabled,
  className = 'button button--danger',
}: {
  label: ReactNode;
  hint: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const tap = () => {
    clearTimeout(timer.current);
    if (armed) {
      setArmed(false);
      onConfirm();
      return;
    }
    setArmed(true);
    timer.current = setTimeout(() => setArmed(false), REMOVE_HINT_MS);
  };
  return (
    <button type="button" className={className} disabled={disabled} onClick={tap}>
      {armed ? hint : label}
    </button>
  );
}
