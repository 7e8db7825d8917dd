import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Campaign, UpdateCampaignBody } from '@hearth/contract';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX } from '@hearth/contract';

import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCampaignActions, useMembership } from '../../data/campaigns/campaignActions.ts';
import { useAutosave } from './useAutosave.ts';

// The QR library loads only with this tab's invite panel.
const InvitePanel = lazy(() => import('./InvitePanel.tsx'));

/**
 * The settings tab: the owner renames (saved 1000 ms after the last change), describes, hides
 * or shows, invites and deletes a hidden campaign; a member sees who is at the table and may
 * leave.
 */
export function SettingsTab({
  campaign,
  userId,
  online,
}: {
  campaign: Campaign;
  userId: string;
  online: boolean;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const owner = campaign.role === 'owner';
  return (
    <div className="campaign-settings">
      {owner ? (
        <OwnerSettings campaign={campaign} online={online} />
      ) : (
        <p className="sheet-note">{t('settings.memberNote')}</p>
      )}
      <section className="campaign-settings__section" aria-labelledby="campaign-people">
        <h2 id="campaign-people" className="eyebrow">
          {t('settings.people')}
        </h2>
        <ul className="campaign-settings__people">
          {campaign.users.map((person) => (
            <li key={person.id}>
              <strong>
                {person.name ?? t('settings.unnamed')}
                {person.id === userId ? ` ${t('settings.you')}` : ''}
              </strong>
              <span>{person.role === 'owner' ? t('settings.owner') : t('settings.member')}</span>
            </li>
          ))}
        </ul>
      </section>
      {!owner && <LeaveSection campaign={campaign} userId={userId} online={online} />}
    </div>
  );
}

function OwnerSettings({ campaign, online }: { campaign: Campaign; online: boolean }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const navigate = useNavigate();
  const { update, remove } = useCampaignActions();
  const [name, setName] = useState(campaign.name);
  const [description, setDescription] = useState(campaign.description);
  const [deleting, setDeleting] = useState(false);
  const autosave = useAutosave<UpdateCampaignBody>((body) =>
    update.mutateAsync({ id: campaign.id, body }).catch((error: unknown) => {
      toast.error(error);
      throw error;
    }),
  );
  const statusText =
    autosave.status === 'saving' || autosave.status === 'waiting'
      ? t('settings.saving')
      : autosave.status === 'saved'
        ? t('settings.saved')
        : '';

  return (
    <>
      <section className="campaign-settings__section" aria-labelledby="campaign-invite">
        <h2 id="campaign-invite" className="eyebrow">
          {t('settings.invite')}
        </h2>
        <Suspense fallback={<p className="sheet-note">{t('common:loading')}</p>}>
          <InvitePanel campaign={campaign} online={online} />
        </Suspense>
      </section>

      <section className="campaign-settings__section">
        <TextField
          label={t('settings.name')}
          value={name}
          maxLength={CAMPAIGN_NAME_MAX}
          disabled={!online}
          error={name.trim() === '' ? t('create.nameRequired') : undefined}
          onValueChange={(value) => {
            setName(value);
            if (value.trim() === '') autosave.drop('name');
            else autosave.change({ name: value.trim() });
          }}
        />
        <label className="field">
          <span className="field__label">{t('settings.description')}</span>
          <textarea
            className="field__control campaign-form__description"
            value={description}
            maxLength={CAMPAIGN_DESCRIPTION_MAX}
            rows={4}
            disabled={!online}
            onChange={(event) => {
              setDescription(event.target.value);
              autosave.change({ description: event.target.value });
            }}
          />
        </label>
        <p className="campaign-settings__status" role="status">
          {statusText}
        </p>
        <SwitchField
          label={t('settings.active')}
          checked={campaign.active}
          disabled={!online || update.isPending}
          onCheckedChange={(active) =>
            update.mutate(
              { id: campaign.id, body: { active } },
              { onError: (error) => toast.error(error) },
            )
          }
        />
        <p className="sheet-note">{t('settings.activeHint')}</p>
      </section>

      <section className="campaign-settings__section">
        <button
          type="button"
          className="button button--danger-outline"
          disabled={campaign.active || !online}
          aria-describedby={campaign.active ? 'campaign-delete-hint' : undefined}
          onClick={() => setDeleting(true)}
        >
          {t('settings.delete')}
        </button>
        {campaign.active && (
          <p id="campaign-delete-hint" className="sheet-note">
            {t('settings.deleteHint')}
          </p>
        )}
      </section>
      <Modal
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('settings.deleteTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setDeleting(false)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(campaign.id, {
                  onSuccess: () => void navigate('/campaigns', { replace: true }),
                  onError: (error) => toast.error(error),
                })
              }
            >
              {t('list.delete')}
            </button>
          </>
        }
      >
        <p>{t('settings.deleteBody', { name: campaign.name })}</p>
      </Modal>
    </>
  );
}

function LeaveSection({
  campaign,
  userId,
  online,
}: {
  campaign: Campaign;
  userId: string;
  online: boolean;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const navigate = useNavigate();
  const { leave } = useMembership();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="campaign-settings__section">
      <button
        type="button"
        className="button button--danger-outline"
        disabled={!online}
        onClick={() => setConfirming(true)}
      >
        {t('settings.leave')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.leaveTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={leave.isPending}
              onClick={() =>
                leave.mutate(
                  { userId, campaignId: campaign.id },
                  {
                    onSuccess: () => {
                      toast.success(t('settings.left', { name: campaign.name }));
                      void navigate('/campaigns', { replace: true });
                    },
                    onError: (error) => toast.error(error),
                  },
                )
              }
            >
              {t('settings.leave')}
            </button>
          </>
        }
      >
        <p>{t('settings.leaveBody', { name: campaign.name })}</p>
      </Modal>
    </section>
  );
}
