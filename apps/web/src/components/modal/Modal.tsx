import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useDialogFocus } from '../dialog/useDialogFocus.ts';
import { useScrollLock } from '../dialog/useScrollLock.ts';
import { CloseIcon } from '../icons.tsx';
import { Portal } from '../portal/Portal.tsx';
import { useModalZIndex } from './modalStack.ts';

import './Modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** When false the user must answer: no overlay close, no Escape, no close button. */
  closable?: boolean;
  children: ReactNode;
  /** Buttons under the content, e.g. confirm and cancel. */
  actions?: ReactNode;
}

/** A centred dialog; an overlay click or Escape closes it when it is closable. */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return (
    <Portal layer="modals">
      <ModalDialog {...props} />
    </Portal>
  );
}

function ModalDialog({
  onClose,
  title,
  closable = true,
  children,
  actions,
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const zIndex = useModalZIndex();
  const close = () => {
    if (closable) onClose();
  };
  const onKeyDown = useDialogFocus(dialogRef, close);
  useScrollLock();

  return (
    <div className="modal" style={{ zIndex }}>
      <div className="modal__overlay" data-testid="modal-overlay" onClick={close} />
      <section
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {actions && <footer className="modal__actions button-row">{actions}</footer>}
      </section>
    </div>
  );
}
