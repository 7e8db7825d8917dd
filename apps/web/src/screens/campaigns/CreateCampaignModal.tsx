import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX } from '@hearth/contract';

import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCampaignActions } from '../../data/campaigns/campaignActions.ts';

/** The create dialog (spec §5: name non-empty, the create button disabled without it). */
export default function CreateCampaignModal({
  online,
  onClose,
  onCreated,
}: {
  online: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  const { create } = useCampaignActions();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const formId = useId();
  const blank = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || !online) return;
    create.mutate(
      { name: name.trim(), description },
      {
        onSuccess: (campaign) => {
          onClose();
          onCreated(campaign.id);
        },
        onError: (error) => toast.error(error),
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('create.title')}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={blank || !online || create.isPending}
          >
            {t('create.submit')}
          </button>
        </>
      }
    >
      <form id={formId} className="campaign-form" onSubmit={submit}>
        {!online && <p className="campaign-notice">{t('create.offline')}</p>}
        <TextField
          label={t('create.name')}
          value={name}
          onValueChange={setName}
          maxLength={CAMPAIGN_NAME_MAX}
          required
          autoFocus
        />
        <label className="field">
          <span className="field__label">{t('create.description')}</span>
          <textarea
            className="field__control campaign-form__description"
            value={description}
            maxLength={CAMPAIGN_DESCRIPTION_MAX}
            rows={4}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
      </form>
    </Modal>
  );
}
