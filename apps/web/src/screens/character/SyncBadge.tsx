import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { readPending, subscribeOutbox } from '../../data/characters/outbox.ts';
import { useOnline } from '../../data/network/useOnline.ts';

/** Tells the player that edits are kept on this device until the server has them. */
export const SyncBadge = memo(function SyncBadge({ characterId }: { characterId: string }) {
  const { t } = useTranslation('character');
  const online = useOnline();
  const pending = useSyncExternalStore(
    subscribeOutbox,
    () => readPending(characterId) !== null,
    () => false,
  );
  if (!pending) return null;
  return (
    <span
      className="sync-badge"
      role="status"
      title={online ? t('sync.saving') : t('sync.offline')}
    >
      {online ? t('sync.saving') : t('sync.offline')}
    </span>
  );
});
