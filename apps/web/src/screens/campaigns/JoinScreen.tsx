import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { ApiError } from '@hearth/contract';

import { Link } from '../../components/link/RouterLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import {
  useCampaignCharacterActions,
  useMembership,
} from '../../data/campaigns/campaignActions.ts';
import { useFreeCharacters } from '../../data/campaigns/freeCharacters.ts';
import { useInviteCampaign } from '../../data/campaigns/queries.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useCurrentUser } from '../../data/user.ts';
import { errorCodeOf } from '../../i18n/errorText.ts';
import { CharacterChoice } from './PartyDrawers.tsx';

import '../../styles/character.css';
import './Campaigns.css';

/**
 * /j/{token} (spec platform §2, §8): the campaign an invite leads to and a Join button; a
 * member is offered the way to the campaign; an unknown or expired link says the campaign does
 * not exist. After joining, one of the user's free characters may come along.
 */
export default function JoinScreen() {
  const { t } = useTranslation(['campaigns', 'routes', 'common']);
  const { token = '' } = useParams();
  const online = useOnline();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const invited = useInviteCampaign(token);
  const { join } = useMembership();
  const joined = join.data;
  const campaignId = joined?.id ?? invited.data?.id ?? '';
  const { add } = useCampaignCharacterActions(campaignId);
  const free = useFreeCharacters(user?.id ?? null, joined !== undefined);
  const already = errorCodeOf(join.error) === 'ALREADY_OF_CAMPAIGN';
  const missing =
    (invited.error instanceof ApiError &&
      invited.error.status >= 400 &&
      invited.error.status < 500) ||
    (join.error instanceof ApiError && join.error.status === 404);
  const toCampaign = () => void navigate(`/campaign/${campaignId}`, { replace: true });

  let body;
  if (missing) {
    body = (
      <>
        <p className="join__name">{t('join.missing')}</p>
        <Link className="button" to="/campaigns">
          {t('join.toList')}
        </Link>
      </>
    );
  } else if (!invited.data) {
    body = (
      <p className="sheet-note">{invited.isError ? t('party.loadFailed') : t('common:loading')}</p>
    );
  } else if (already) {
    body = (
      <>
        <p className="join__name">{invited.data.name}</p>
        <p>{t('join.already')}</p>
        <button type="button" className="button button--primary" onClick={toCampaign}>
          {t('join.goTo')}
        </button>
      </>
    );
  } else if (joined) {
    body = (
      <>
        <p className="join__name">{t('join.joined', { name: joined.name })}</p>
        <p>{t('join.addCharacter')}</p>
        {!free.pending && free.free.length === 0 ? (
          <p className="sheet-note">{t('join.noFreeCharacters')}</p>
        ) : (
          <CharacterChoice
            free={free.free}
            pending={free.pending}
            disabled={!online || add.isPending}
            onPick={(character) =>
              add.mutate(character.id, {
                onSuccess: () => {
                  toast.success(t('party.added', { name: character.name }));
                  toCampaign();
                },
                onError: (error) => toast.error(error),
              })
            }
          />
        )}
        <button type="button" className="button" onClick={toCampaign}>
          {t('join.skip')}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p className="sheet-note">{t('join.invited')}</p>
        <p className="join__name">{invited.data.name}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={!online || join.isPending}
          onClick={() =>
            join.mutate(token, {
              onError: (error) => {
                if (errorCodeOf(error) !== 'ALREADY_OF_CAMPAIGN') toast.error(error);
              },
            })
          }
        >
          {t('join.join')}
        </button>
      </>
    );
  }

  return (
    <main className="page join">
      <PageHeader title={t('routes:title.join')} />
      <section className="join__card" aria-live="polite">
        {body}
      </section>
    </main>
  );
}
