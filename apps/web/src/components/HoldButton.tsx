import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: the rest buttons and the wizard's skip are held this long. */
export const HOLD_MS = 500;

interface HoldButtonProps {
  onHold: () => void;
  children: ReactNode;
  className?: string;
  holdMs?: number;
  disabled?: boolean;
}

/**
 * A button that acts only once held down long enough (by touch, mouse, or Enter/Space held),
 * so a stray tap cannot trigger it; a fill shows the hold's progress.
 */
export function HoldButton({
  onHold,
  children,
  className = 'button',
  holdMs = HOLD_MS,
  disabled,
}: HoldButtonProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    if (disabled || timer.current !== undefined) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      onHold();
    }, holdMs);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  };
  return (
    <button
      type="button"
      className={`${className} hold-button${holding ? ' hold-button--holding' : ''}`}
      style={{ ['--hold-ms' as string]: `${holdMs}ms` }}
      disabled={disabled}
      onPointerDown={start}
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
      onContextMenu={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
          event.preventDefault();
          start();
        }
      }}
      onKeyUp={(event) => {
        if (event.key === 'Enter' || event.key === ' ') cancel();
      }}
    >
      <span className="hold-button__fill" aria-hidden="true" />
      <span className="hold-button__label">{children}</span>
    </button>
  );
}
