import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import type { SessionInfo } from '../../data/auth/accountSecurity.ts';
import {
  signOutEverywhere,
  useRevokeSession,
  useSessions,
} from '../../data/auth/accountSecurity.ts';
import { lastUsedText } from './lastUsedText.ts';

/** `now` is when the list was read: a pure render, and the times agree with the list. */
function DeviceRow({ session, now }: { session: SessionInfo; now: number }) {
  const { t, i18n } = useTranslation('settings');
  const revoke = useRevokeSession();
  const when = lastUsedText(session.last_used_at, now, i18n.language);

  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t('devices.signedOut', { device: session.device })),
      onError: (error) => toast.error(error),
    });

  return (
    <li className="device" data-testid="device">
      <div className="device__info">
        <span className="device__name">{session.device}</span>
        <span className="device__meta">
          {session.current ? (
            <span className="device__current">{t('devices.current')}</span>
          ) : (
            t('devices.lastUsed', { when: when ?? t('devices.justNow') })
          )}
        </span>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button device__sign-out"
          aria-label={t('devices.signOutDevice', { device: session.device })}
          disabled={revoke.isPending}
          onClick={signOut}
        >
          {t('devices.signOut')}
        </button>
      )}
    </li>
  );
}

/** Confirms, ends every session of the account, then leaves this device as logout does. */
function SignOutEverywhere() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      setConfirming(false);
      toast.success(t('devices.everywhereDone'));
      void navigate('/', { replace: true });
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--danger-outline"
        onClick={() => setConfirming(true)}
      >
        {t('devices.everywhere')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('devices.everywhereTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('devices.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {t('devices.everywhereConfirm')}
            </button>
          </>
        }
      >
        <p>{t('devices.everywhereText')}</p>
      </Modal>
    </>
  );
}

/**
 * This device on top, the others as the server orders them (most recently used first): the
 * server may count this very request as a use or not, and the list should not jump.
 */
function currentFirst(sessions: readonly SessionInfo[]): SessionInfo[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** The signed-in devices (spec issue 15): device, last use, sign one out or all of them. */
export function DevicesSection() {
  const { t } = useTranslation('settings');
  const sessions = useSessions();
  return (
    <section className="settings__section" aria-labelledby="settings-devices">
      <h2 id="settings-devices" className="eyebrow">
        {t('devices.title')}
      </h2>
      {sessions.isPending && <p className="field__hint">{t('devices.loading')}</p>}
      {sessions.isError && <p className="field__hint">{t('devices.failed')}</p>}
      {sessions.data && (
        <ul className="devices">
          {currentFirst(sessions.data).map((session) => (
            <DeviceRow key={session.id} session={session} now={sessions.dataUpdatedAt} />
          ))}
        </ul>
      )}
      <SignOutEverywhere />
    </section>
  );
}
