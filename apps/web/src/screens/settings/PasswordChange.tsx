import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { changePassword, useRefreshSessions } from '../../data/auth/accountSecurity.ts';
import { useCurrentUser } from '../../data/user.ts';
import { isServerUnavailable } from '../auth/AuthForm.tsx';
import type { ServerFieldErrors } from '../auth/passwordErrors.ts';
import { fieldText, passwordFieldErrors } from '../auth/passwordErrors.ts';
import { newPasswordError } from '../auth/validation.ts';

type Errors = Pick<ServerFieldErrors, 'current_password' | 'new_password'>;

/** The spec's client rules (§5) before any call: current password filled, new one 8 to 63. */
function validate(hasPassword: boolean, current: string, next: string): Errors {
  const errors: Errors = {};
  if (hasPassword && !current) errors.current_password = { key: 'validation.passwordRequired' };
  const nextError = newPasswordError(next);
  if (nextError) errors.new_password = { key: `validation.${nextError}` };
  return errors;
}

/** Inside the modal, so closing it forgets what was typed. */
function PasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation(['settings', 'auth']);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const refreshSessions = useRefreshSessions();
  const text = (field: keyof Errors) => fieldText(errors[field], (key) => t(`auth:${key}`));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(hasPassword, current, next);
    setErrors(found);
    if (found.current_password || found.new_password) return;
    setBusy(true);
    setUnavailable(false);
    try {
      const ended = await changePassword({
        ...(hasPassword ? { currentPassword: current } : {}),
        newPassword: next,
      });
      const done = hasPassword ? 'password.changed' : 'password.setDone';
      toast.success(
        ended > 0 ? `${t(done)} ${t('password.endedSessions', { count: ended })}` : t(done),
      );
      // The other devices are gone from the list below.
      if (ended > 0) refreshSessions();
      onDone();
    } catch (error) {
      const onFields = passwordFieldErrors(error);
      const fieldErrors: Errors = {
        ...(onFields.current_password ? { current_password: onFields.current_password } : {}),
        ...(onFields.new_password ? { new_password: onFields.new_password } : {}),
      };
      if (isServerUnavailable(error)) setUnavailable(true);
      else if (fieldErrors.current_password || fieldErrors.new_password) setErrors(fieldErrors);
      else toast.error(error);
      setBusy(false);
    }
  };

  return (
    <form className="account__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {!hasPassword && <p>{t('password.setText')}</p>}
      {hasPassword && (
        <TextField
          label={t('password.current')}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
          error={text('current_password')}
        />
      )}
      <TextField
        label={t('password.new')}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        error={text('new_password')}
        hint={t('password.hint')}
      />
      <SwitchField label={t('password.show')} checked={shown} onCheckedChange={setShown} />
      {unavailable && (
        <p className="account__alert" role="alert">
          {t('auth:serverUnavailable')}
        </p>
      )}
      <div className="modal__actions account__actions button-row">
        <button type="button" className="button" onClick={onDone}>
          {t('password.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(hasPassword ? 'password.submitChange' : 'password.submitSet')}
        </button>
      </div>
    </form>
  );
}

/**
 * Change the password, or set a first one on an account made with Google or Telegram (no
 * current password to give then). The server signs every other device out.
 */
export function PasswordChange() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  // Unknown (no cached user yet) reads as having one: the server asks for it if so.
  const hasPassword = user?.has_password !== false;
  const title = t(hasPassword ? 'password.change' : 'password.set');
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <PasswordForm hasPassword={hasPassword} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
