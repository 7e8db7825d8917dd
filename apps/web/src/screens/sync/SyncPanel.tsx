import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

import type { Inventory } from '@hearth/contract';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { OfflineIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { characterKeys } from '../../data/characters/characterCache.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useOutboxEntries } from '../../data/outbox/outbox.ts';
import { humanize } from './changeText.ts';
import { OutboxEntryRow } from './OutboxEntryRow.tsx';

import './SyncPanel.css';

/** The name the device knows for an inventory line: its own, else its catalogue id in words. */
function useItemNames(characterId: string | null): (id: string) => string | undefined {
  // Opened from the update offer, the panel may sit outside the app's query client (the landing).
  const queryClient = useContext(QueryClientContext);
  return useCallback(
    (id: string) => {
      if (characterId === null || !queryClient) return undefined;
      const inventories = queryClient.getQueryData<Inventory[]>(
        characterKeys.inventories(characterId),
      );
      for (const inventory of inventories ?? []) {
        const item = inventory.items.find((each) => each.id === id);
        if (item)
          return item.item_data?.name ?? (item.item_id ? humanize(item.item_id) : undefined);
      }
      return undefined;
    },
    [queryClient, characterId],
  );
}

/**
 * The sync panel (issue 19): the connection, the character's edits still in the outbox (those
 * the server refused with their reason and Retry, Edit, Discard) and the way to its history.
 * Without a character (`null`, opened from the update offer) it lists every edit of the
 * account: one refused for a character deleted since can be discarded there.
 */
export default function SyncPanel({
  characterId,
  onClose,
}: {
  characterId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sync');
  const online = useOnline();
  const entries = useOutboxEntries(characterId);
  const itemName = useItemNames(characterId);

  return (
    <Drawer open onClose={onClose} title={t('panel.title')}>
      <div className="sync-panel" data-testid="sync-panel">
        <p
          className={
            online ? 'sync-panel__device' : 'sync-panel__device sync-panel__device--offline'
          }
          data-testid="sync-device"
          role="status"
        >
          {!online && <OfflineIcon />}
          {online ? t('panel.online') : t('panel.offline')}
        </p>
        {entries.length === 0 ? (
          <p className="sync-panel__empty">{t('panel.empty')}</p>
        ) : (
          <ul className="sync-panel__list">
            {entries.map((entry) => (
              <OutboxEntryRow key={entry.id} entry={entry} itemName={itemName} />
            ))}
          </ul>
        )}
        {characterId !== null && (
          <Link className="button sync-panel__history" to="/character/history" replace>
            {t('panel.history')}
          </Link>
        )}
      </div>
    </Drawer>
  );
}
