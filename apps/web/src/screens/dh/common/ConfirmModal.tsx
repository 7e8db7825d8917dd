import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal/Modal.tsx';

/**
 * Asks before something that cannot be taken back (removing a card, levelling down, deleting a
 * character).
 */
export function ConfirmModal({
  open,
  title,
  confirm,
  onConfirm,
  onClose,
  busy = false,
  children,
}: {
  open: boolean;
  title: string;
  /** The confirming button's label. */
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed action runs, its button waits. */
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={onConfirm}
          >
            {confirm}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
