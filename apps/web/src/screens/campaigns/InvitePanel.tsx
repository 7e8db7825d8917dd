import { useTranslation } from 'react-i18next';

import type { Campaign } from '@hearth/contract';

import { toast } from '../../components/toast/toastStore.ts';
import { useMakeInvite } from '../../data/campaigns/campaignActions.ts';
import { QrCode } from './QrCode.tsx';

/** The full address of an invite's join page on this app. */
export function inviteUrl(urlPath: string): string {
  return new URL(urlPath, window.location.origin).href;
}

/**
 * The owner's invite (spec §2, §8): a new link as a QR code and an address with its expiry,
 * copied to the clipboard or handed to the system's share sheet. Each new link revokes the last.
 */
export default function InvitePanel({ campaign, online }: { campaign: Campaign; online: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const make = useMakeInvite(campaign.id);
  const invite = make.data;
  const url = invite ? inviteUrl(invite.url_path) : '';
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('settings.copied'));
    } catch {
      toast.error(t('settings.copyFailed'));
    }
  };
  const share = async () => {
    if (typeof navigator.share !== 'function') {
      toast.warning(t('settings.shareUnsupported'));
      return;
    }
    try {
      await navigator.share({ title: t('settings.shareTitle', { name: campaign.name }), url });
      toast.success(t('settings.shared'));
    } catch (error) {
      // The user closed the share sheet: nothing went wrong.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      toast.error(t('settings.shareFailed'));
    }
  };
  const makeLink = () =>
    make.mutate(undefined, { onError: () => toast.error(t('settings.inviteFailed')) });

  return (
    <div className="form-stack invite">
      <p className="sheet-note">{t('settings.inviteHint')}</p>
      {invite ? (
        <>
          <div className="invite__qr">
            <QrCode text={url} label={t('settings.qr')} />
          </div>
          <p className="invite__link" data-testid="invite-link">
            {url}
          </p>
          <p className="sheet-note">{t('settings.expires', { date: dateOf(invite.expires_at) })}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => void copy()}>
              {t('settings.copy')}
            </button>
            <button type="button" className="button" onClick={() => void share()}>
              {t('settings.share')}
            </button>
          </div>
        </>
      ) : (
        campaign.invite && (
          <p className="sheet-note">
            {t('settings.liveLink', { date: dateOf(campaign.invite.expires_at) })}
          </p>
        )
      )}
      {(invite || campaign.invite) && <p className="sheet-note">{t('settings.revokes')}</p>}
      <button
        type="button"
        className={invite ? 'button' : 'button button--primary'}
        disabled={!online || !campaign.active || make.isPending}
        onClick={makeLink}
      >
        {invite || campaign.invite ? t('settings.newInvite') : t('settings.makeInvite')}
      </button>
    </div>
  );
}
