import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { CampaignSummary } from '@hearth/contract';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { ChevronIcon, OfflineIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PullToRefresh } from '../../components/PullToRefresh.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCampaignActions } from '../../data/campaigns/campaignActions.ts';
import { useCampaignList } from '../../data/campaigns/queries.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useCurrentUser } from '../../data/user.ts';

import './Campaigns.css';

const loadCreate = () => import('./CreateCampaignModal.tsx');
const CreateCampaignModal = lazy(loadCreate);

/**
 * /campaigns (spec platform §2): active campaigns by last update, the hidden ones in a
 * collapsible section with Show and Delete (the owner's), pull-to-refresh, the offline notice,
 * and the create dialog (online only).
 */
export default function CampaignListScreen() {
  const { t } = useTranslation(['campaigns', 'routes', 'common']);
  const user = useCurrentUser();
  const online = useOnline();
  const navigate = useNavigate();
  const list = useCampaignList(user?.id ?? null);
  const { update, remove } = useCampaignActions();
  const [inactiveOpen, setInactiveOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CampaignSummary | null>(null);
  useChunkAfterPaint(loadCreate);
  const campaigns = list.data ?? [];
  const active = campaigns.filter((campaign) => campaign.active);
  const inactive = campaigns.filter((campaign) => !campaign.active);

  const setActive = (campaign: CampaignSummary, value: boolean) =>
    update.mutate(
      { id: campaign.id, body: { active: value } },
      { onError: (error) => toast.error(error) },
    );

  const row = (campaign: CampaignSummary, actions: ReactNode) => (
    <li key={campaign.id} className="campaign-list__item">
      <Link className="campaign-list__open" to={`/campaign/${campaign.id}`}>
        <span className="campaign-list__text">
          <strong>{campaign.name}</strong>
          <span>
            {campaign.role === 'owner' ? t('list.owner') : t('list.member')}
            {campaign.description ? ` · ${campaign.description}` : ''}
          </span>
        </span>
        <ChevronIcon />
      </Link>
      {campaign.role === 'owner' && <div className="campaign-list__actions">{actions}</div>}
    </li>
  );

  return (
    <main className="page campaign-list">
      <PageHeader title={t('routes:title.campaigns')} />
      {!online && (
        <p className="campaign-notice" role="status">
          <OfflineIcon /> {t('list.offline')}
        </p>
      )}
      <PullToRefresh disabled={!online} onRefresh={() => list.refetch()}>
        {list.isPending ? (
          <p className="campaign-list__empty">{t('common:loading')}</p>
        ) : campaigns.length === 0 ? (
          <p className="campaign-list__empty">{t('list.empty')}</p>
        ) : (
          <ul className="campaign-list__items" aria-label={t('list.active')}>
            {active.map((campaign) =>
              row(
                campaign,
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={!online || update.isPending}
                  onClick={() => setActive(campaign, false)}
                >
                  {t('list.hide')}
                </button>,
              ),
            )}
          </ul>
        )}
        {inactive.length > 0 && (
          <section className="campaign-list__inactive">
            <button
              type="button"
              className="campaign-list__toggle"
              aria-expanded={inactiveOpen}
              onClick={() => setInactiveOpen((value) => !value)}
            >
              <span>{t('list.inactive', { count: inactive.length })}</span>
              <ChevronIcon />
            </button>
            {inactiveOpen && (
              <ul className="campaign-list__items" aria-label={t('list.inactiveTitle')}>
                {inactive.map((campaign) =>
                  row(
                    campaign,
                    <>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={!online || update.isPending}
                        onClick={() => setActive(campaign, true)}
                      >
                        {t('list.show')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost campaign-list__delete"
                        disabled={!online}
                        onClick={() => setDeleting(campaign)}
                      >
                        {t('list.delete')}
                      </button>
                    </>,
                  ),
                )}
              </ul>
            )}
          </section>
        )}
      </PullToRefresh>
      <button
        type="button"
        className="button button--primary campaign-list__create"
        disabled={!online}
        onClick={() => setCreating(true)}
      >
        {t('list.create')}
      </button>
      {creating && (
        <Suspense fallback={null}>
          <CreateCampaignModal
            online={online}
            onClose={() => setCreating(false)}
            onCreated={(id) => void navigate(`/campaign/${id}`)}
          />
        </Suspense>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('list.deleteTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setDeleting(null)}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending || !online}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => setDeleting(null),
                  onError: (error) => toast.error(error),
                })
              }
            >
              {t('list.delete')}
            </button>
          </>
        }
      >
        <p>{t('list.deleteBody', { name: deleting?.name ?? '' })}</p>
      </Modal>
    </main>
  );
}
