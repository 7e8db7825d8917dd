import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { resendVerification } from '../../data/auth/auth.ts';

/** Spec §4: login answered NOT_VERIFIED; offers to send the confirmation link again. */
export function ResendModal({
  email,
  onClose,
  onSent,
}: {
  email: string | null;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!email) return;
    setBusy(true);
    try {
      await resendVerification(email);
      onSent(email);
    } catch {
      toast.error(t('resend.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={email !== null}
      onClose={onClose}
      title={t('resend.title')}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('resend.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void send()}
          >
            {t('resend.send')}
          </button>
        </>
      }
    >
      <p>{t('resend.text', { email })}</p>
    </Modal>
  );
}
