import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { logout } from '../../data/auth/auth.ts';
import type { ProfileChanges } from '../../data/auth/profile.ts';
import { PROFILE_SAVE_DELAY_MS, saveProfile } from '../../data/auth/profile.ts';
import { useCurrentUser } from '../../data/user.ts';
import { AVATAR_COLORS, DEFAULT_AVATAR_COLOR } from '../../theme/avatarColors.ts';

/**
 * Saves the latest changes once they have been still for 1000 ms; closing the drawer saves at
 * once, and so does leaving the page (keepalive, so the request outlives it).
 */
function useProfileAutosave() {
  const pending = useRef<ProfileChanges | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useRef((options: { keepalive?: boolean } = {}) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const changes = pending.current;
    pending.current = null;
    if (changes) saveProfile(changes, options).catch((error: unknown) => toast.error(error));
  });
  useEffect(() => {
    const save = flush.current;
    const onPageHide = () => save({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      save();
    };
  }, []);
  return (changes: ProfileChanges) => {
    pending.current = { ...pending.current, ...changes };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush.current, PROFILE_SAVE_DELAY_MS);
  };
}

function ProfileFields() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const [name, setName] = useState(user?.name ?? '');
  const [color, setColor] = useState(user?.avatar_color ?? null);
  const [avatar, setAvatar] = useState(user?.avatar_id ?? '');
  const schedule = useProfileAutosave();

  return (
    <div className="profile">
      {user?.email && <p className="profile__email">{user.email}</p>}
      <TextField
        label={t('profile.name')}
        value={name}
        maxLength={64}
        autoComplete="nickname"
        onValueChange={(value) => {
          setName(value);
          schedule({ name: value.trim() || null });
        }}
      />
      <fieldset className="field profile__colors">
        <legend className="field__label">{t('profile.color')}</legend>
        <div className="profile__swatches">
          {/* No colour stored: the theme's accent, which follows the theme. */}
          <label className="profile__swatch" style={{ background: DEFAULT_AVATAR_COLOR }}>
            <input
              type="radio"
              name="avatar-color"
              value=""
              checked={color === null}
              aria-label={t('profile.colorDefault')}
              onChange={() => {
                setColor(null);
                schedule({ avatar_color: null });
              }}
            />
          </label>
          {AVATAR_COLORS.map((swatch) => (
            <label key={swatch} className="profile__swatch" style={{ background: swatch }}>
              <input
                type="radio"
                name="avatar-color"
                value={swatch}
                checked={color === swatch}
                aria-label={t('profile.colorOption', { color: swatch })}
                onChange={() => {
                  setColor(swatch);
                  schedule({ avatar_color: swatch });
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('profile.avatarId')}
        hint={t('profile.avatarIdHint')}
        value={avatar}
        maxLength={64}
        onValueChange={(value) => {
          setAvatar(value);
          schedule({ avatar_id: value.trim() || null });
        }}
      />
    </div>
  );
}

/** Name, avatar colour and avatar id (autosaved), and logout behind a confirmation. */
export function ProfileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    await logout();
    setBusy(false);
    setConfirming(false);
    onClose();
    void navigate('/', { replace: true });
  };

  return (
    <>
      <Drawer open={open} onClose={onClose} title={t('profile.title')}>
        <ProfileFields />
        <button
          type="button"
          className="button profile__logout"
          onClick={() => setConfirming(true)}
        >
          {t('logout.open')}
        </button>
      </Drawer>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('logout.title')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('logout.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void signOut()}
            >
              {t('logout.confirm')}
            </button>
          </>
        }
      >
        <p>{t('logout.text')}</p>
      </Modal>
    </>
  );
}
