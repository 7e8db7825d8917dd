import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import { ApiError } from '@hearth/contract';

import { OfflineIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCampaign } from '../../data/campaigns/queries.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useCurrentUser } from '../../data/user.ts';
import { PartyTab } from './PartyTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { StockTab } from './StockTab.tsx';

import '../../styles/character.css';
import './Campaigns.css';

const TABS = ['characters', 'inventory', 'settings'] as const;
export type CampaignTab = (typeof TABS)[number];

const isTab = (tab: string): tab is CampaignTab => (TABS as readonly string[]).includes(tab);
const pathOf = (id: string, tab: CampaignTab) =>
  tab === 'characters' ? `/campaign/${id}` : `/campaign/${id}/${tab}`;

/**
 * /campaign/{id}/{tab?} (spec platform §2): the party view (characters, the default), the
 * campaign's stock (inventory) and its settings.
 */
export default function CampaignScreen() {
  const { t } = useTranslation(['campaigns', 'routes', 'common']);
  const { id = '', tab = 'characters' } = useParams();
  const online = useOnline();
  const user = useCurrentUser();
  const campaign = useCampaign(id);
  if (!isTab(tab)) return <Navigate to={pathOf(id, 'characters')} replace />;

  const missing =
    campaign.error instanceof ApiError &&
    campaign.error.status >= 400 &&
    campaign.error.status < 500;
  const data = campaign.data;
  return (
    <main className="page campaign">
      <PageHeader title={data?.name ?? t('routes:title.campaign')} />
      {!online && (
        <p className="campaign-notice" role="status">
          <OfflineIcon /> {t('screen.offline')}
        </p>
      )}
      {missing ? (
        <div className="campaign-missing">
          <p>{t('screen.missing')}</p>
          <Link className="button" to="/campaigns">
            {t('screen.toList')}
          </Link>
        </div>
      ) : !data ? (
        <p className="campaign-list__empty">
          {campaign.isError ? t('party.loadFailed') : t('common:loading')}
        </p>
      ) : (
        <>
          <nav className="campaign-tabs" aria-label={t('tabs.label')}>
            {TABS.map((option) => (
              <Link
                key={option}
                to={pathOf(id, option)}
                replace
                aria-current={tab === option ? 'page' : undefined}
                className={
                  tab === option
                    ? 'campaign-tabs__tab campaign-tabs__tab--on'
                    : 'campaign-tabs__tab'
                }
              >
                {t(`tabs.${option}`)}
              </Link>
            ))}
          </nav>
          {tab === 'characters' && (
            <PartyTab campaign={data} userId={user?.id ?? ''} online={online} />
          )}
          {tab === 'inventory' && (
            <StockTab campaign={data} userId={user?.id ?? ''} online={online} />
          )}
          {tab === 'settings' && (
            <SettingsTab campaign={data} userId={user?.id ?? ''} online={online} />
          )}
        </>
      )}
    </main>
  );
}
