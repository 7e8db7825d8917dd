import { useTranslation } from 'react-i18next';

import { Modal } from '../components/modal/Modal.tsx';

/** Spec platform §8: what the offline notice lists as needing a connection, in its order. */
export const NEEDS_CONNECTION = [
  'characters',
  'refresh',
  'info',
  'transfer',
  'items',
  'sync',
  'campaigns',
  'progression',
  'content',
] as const;

/** The 'Offline mode' modal (spec platform §2): what still works, and what needs a connection. */
export function OfflineModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('network.modalTitle')}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('network.ok')}
        </button>
      }
    >
      <div className="offline-info">
        <p>{t('network.intro')}</p>
        <h3 id="offline-needs" className="offline-info__title">
          {t('network.needsTitle')}
        </h3>
        <ul className="offline-info__list" aria-labelledby="offline-needs">
          {NEEDS_CONNECTION.map((need) => (
            <li key={need}>{t(`network.needs.${need}`)}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
