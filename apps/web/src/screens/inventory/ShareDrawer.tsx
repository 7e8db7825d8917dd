import { useTranslation } from 'react-i18next';

import type { InventoryItem } from '@hearth/contract';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useShareToStock } from '../../data/campaigns/campaignActions.ts';
import { useCharacterCampaigns } from '../../data/campaigns/queries.ts';
import { useCharacterList } from '../../data/characters/queries.ts';
import { useItemTransfers } from '../../data/inventories/itemActions.ts';
import { useCurrentUser } from '../../data/user.ts';

/**
 * Shares an item (platform §4): gives it to another of the user's characters, or moves it to the
 * stock of the character's campaign (`GET campaigns/character-campaigns/{id}`; none: not
 * possible). Both need the connection.
 */
export function ShareDrawer({
  item,
  title,
  characterId,
  online,
  onClose,
}: {
  item: InventoryItem | undefined;
  title: string;
  characterId: string;
  online: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const user = useCurrentUser();
  const characters = useCharacterList(user?.id ?? null).data ?? [];
  const others = characters.filter((character) => character.id !== characterId);
  const { give } = useItemTransfers(characterId);
  const campaigns = useCharacterCampaigns(characterId, item !== undefined && online);
  const toStock = useShareToStock(characterId);
  const moveToStock = (campaignId: string) => {
    if (!item) return;
    toStock.mutateAsync({ item, campaignId }).then(
      () => toast.success(t('details.moved', { title })),
      (error: unknown) => toast.error(error),
    );
    onClose();
  };
  const giveTo = (to: string) => {
    if (!item) return;
    // The drawer closes at once; a failure is toasted and the inventories reloaded by the hook.
    give.mutateAsync({ item, to, title }).then(
      () => toast.success(t('details.moved', { title })),
      () => undefined,
    );
    onClose();
  };
  return (
    <Drawer open={item !== undefined} onClose={onClose} title={t('share.title', { title })}>
      <div className="form-stack">
        {!online && <p className="sheet-warning">{t('share.offline')}</p>}
        <h3 className="eyebrow">{t('share.give')}</h3>
        {others.length === 0 ? (
          <p className="sheet-note">{t('share.noCharacters')}</p>
        ) : (
          <ul className="share-list">
            {others.map((character) => (
              <li key={character.id}>
                <button
                  type="button"
                  className="button share-list__option"
                  disabled={!online}
                  onClick={() => giveTo(character.id)}
                >
                  {t('share.giveTo', { name: character.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <h3 className="eyebrow">{t('share.campaign')}</h3>
        {campaigns.data && campaigns.data.length > 0 ? (
          <ul className="share-list">
            {campaigns.data.map((campaign) => (
              <li key={campaign.id}>
                <button
                  type="button"
                  className="button share-list__option"
                  disabled={!online}
                  onClick={() => moveToStock(campaign.id)}
                >
                  {t('share.moveToCampaign', { name: campaign.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <button type="button" className="button" disabled aria-describedby="share-no-campaign">
              {t('share.campaign')}
            </button>
            <p id="share-no-campaign" className="sheet-note">
              {online && campaigns.isPending ? t('share.checking') : t('share.noCampaign')}
            </p>
          </>
        )}
      </div>
    </Drawer>
  );
}
