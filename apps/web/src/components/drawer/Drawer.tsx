import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useBackToClose } from '../dialog/useBackToClose.ts';
import { useDialogFocus } from '../dialog/useDialogFocus.ts';
import { useScrollLock } from '../dialog/useScrollLock.ts';
import { CloseIcon } from '../icons.tsx';
import { Portal } from '../portal/Portal.tsx';
import { useSwipeDown } from './useSwipeDown.ts';

import './Drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A bottom sheet. Closes on a swipe down of more than 50 px on its header, on the browser
 * back action, on an overlay tap, on Escape and with its close button.
 * A link inside that leaves the page should navigate with `replace`: it then takes the
 * place of the drawer's history entry instead of leaving it behind.
 */
export function Drawer({ open, ...props }: DrawerProps) {
  if (!open) return null;
  return (
    <Portal layer="drawers">
      <DrawerSheet {...props} />
    </Portal>
  );
}

function DrawerSheet({ onClose, title, children }: Omit<DrawerProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheetRef = useRef<HTMLElement>(null);
  const requestClose = useBackToClose(onClose);
  const onKeyDown = useDialogFocus(sheetRef, requestClose);
  const { offset, dragging, handlers } = useSwipeDown(requestClose);
  useScrollLock();

  return (
    <div className="drawer">
      <div className="drawer__overlay" data-testid="drawer-overlay" onClick={requestClose} />
      <section
        ref={sheetRef}
        className={dragging ? 'drawer__sheet drawer__sheet--dragging' : 'drawer__sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="drawer"
        style={{ transform: `translateY(${offset}px)` }}
        onKeyDown={onKeyDown}
      >
        <header className="drawer__header" data-testid="drawer-handle" {...handlers}>
          <span className="drawer__grip" aria-hidden="true" />
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button drawer__close"
            aria-label={t('close')}
            onClick={requestClose}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="drawer__body">{children}</div>
      </section>
    </div>
  );
}
