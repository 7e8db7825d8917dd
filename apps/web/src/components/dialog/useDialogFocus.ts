import type { KeyboardEvent, RefObject } from 'react';
import { useCallback, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Dialog keyboard behaviour: focus moves into the dialog when it opens and back to what
 * had it when it closes; Tab stays inside; Escape asks to close. Returns the keydown
 * handler for the dialog element.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog itself takes focus so screen readers announce its title first.
    dialogRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [dialogRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        // Stacked dialogs share a React tree: only the innermost one closes.
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [dialogRef, onEscape],
  );
}
