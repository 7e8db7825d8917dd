import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Campaign, CampaignCharacter } from '@hearth/contract';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { useCampaignCharacterActions } from '../../data/campaigns/campaignActions.ts';
import { useCampaignCharacters } from '../../data/campaigns/queries.ts';
import { setActiveCharacter } from '../../data/session.ts';
import { PartyCard } from './PartyCard.tsx';
import { usePartyNames } from './usePartyNames.ts';

const loadDrawers = () => import('./PartyDrawers.tsx');
const PeekDrawer = lazy(() => loadDrawers().then((module) => ({ default: module.PeekDrawer })));
const AddCharacterDrawer = lazy(() =>
  loadDrawers().then((module) => ({ default: module.AddCharacterDrawer })),
);

/**
 * The party view: a card per character with what a game master glances at, read again every
 * 10 s. One's own character opens its sheet; another's opens a read-only look.
 */
export function PartyTab({
  campaign,
  userId,
  online,
}: {
  campaign: Campaign;
  userId: string;
  online: boolean;
}) {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const party = useCampaignCharacters(campaign.id);
  const { remove } = useCampaignCharacterActions(campaign.id);
  const names = usePartyNames();
  const [peek, setPeek] = useState<CampaignCharacter | null>(null);
  const [adding, setAdding] = useState(false);
  useChunkAfterPaint(loadDrawers);
  const characters = party.data ?? [];

  const open = (character: CampaignCharacter) => {
    if (character.user_id === userId) {
      setActiveCharacter(character.id);
      void navigate('/character');
    } else {
      setPeek(character);
    }
  };
  const removeCharacter = (character: CampaignCharacter) =>
    remove.mutate(character.id, {
      onSuccess: () => toast.success(t('party.removed', { name: character.name })),
      onError: (error) => toast.error(error),
    });

  return (
    <section className="party" aria-label={t('tabs.characters')}>
      {party.isPending ? null : party.isError && characters.length === 0 ? (
        <p className="campaign-list__empty">{t('party.loadFailed')}</p>
      ) : characters.length === 0 ? (
        <p className="campaign-list__empty">{t('party.empty')}</p>
      ) : (
        <ul className="party__cards">
          {characters.map((character) => (
            <PartyCard
              key={character.id}
              character={character}
              names={names}
              onOpen={() => open(character)}
              onRemove={
                campaign.role === 'owner' || character.user_id === userId
                  ? () => removeCharacter(character)
                  : undefined
              }
              removeDisabled={!online || remove.isPending}
            />
          ))}
        </ul>
      )}
      <p className="sheet-note party__refresh">{t('party.refreshing')}</p>
      <button
        type="button"
        className="button button--primary campaign-list__create"
        disabled={!online}
        onClick={() => setAdding(true)}
      >
        {t('party.add')}
      </button>
      <Suspense fallback={null}>
        {peek && <PeekDrawer character={peek} onClose={() => setPeek(null)} />}
        {adding && (
          <AddCharacterDrawer
            campaignId={campaign.id}
            userId={userId}
            online={online}
            onClose={() => setAdding(false)}
          />
        )}
      </Suspense>
    </section>
  );
}
