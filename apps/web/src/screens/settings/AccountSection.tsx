import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { deleteAccount, downloadAccountExport } from '../../data/auth/profile.ts';
import { clearSession } from '../../data/session.ts';
import { useCurrentUser } from '../../data/user.ts';
import { DevicesSection } from './DevicesSection.tsx';
import { PasswordChange } from './PasswordChange.tsx';

function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const withPassword = user?.has_password !== false;
  // Accounts without a password confirm with their e-mail, or DELETE when they have none.
  const expected = user?.email ?? 'DELETE';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setBusy(true);
    try {
      await deleteAccount(withPassword ? { password: value } : { confirm: value });
      // The server revoked every token with the account: only this device is left to clear.
      clearSession();
      toast.success(t('account.deleted'));
      void navigate('/', { replace: true });
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('account.deleteTitle')}>
      <form className="account__form" onSubmit={(event) => void onSubmit(event)}>
        <p>{t('account.deleteText')}</p>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {withPassword ? t('account.password') : t('account.confirm', { value: expected })}
          </label>
          <input
            id={fieldId}
            className="field__control"
            type={withPassword ? 'password' : 'text'}
            autoComplete={withPassword ? 'current-password' : 'off'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <div className="modal__actions account__actions button-row">
          <button type="button" className="button" onClick={onClose}>
            {t('account.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy || !value}>
            {t('account.deleteConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Signed-in users: change (or set) the password, download everything stored about them,
 * delete the account; then the signed-in devices.
 */
export function AccountSection() {
  const { t } = useTranslation('settings');
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadAccountExport();
    } catch (error) {
      toast.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <section className="settings__section" aria-labelledby="settings-account">
        <h2 id="settings-account" className="eyebrow">
          {t('account.title')}
        </h2>
        <PasswordChange />
        <button
          type="button"
          className="button"
          disabled={exporting}
          onClick={() => void exportData()}
        >
          {t('account.export')}
        </button>
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => setDeleting(true)}
        >
          {t('account.delete')}
        </button>
        <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
      </section>
      <DevicesSection />
    </>
  );
}
