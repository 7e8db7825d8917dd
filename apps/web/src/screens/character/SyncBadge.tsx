import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { OfflineIcon } from '../../components/icons.tsx';
import { useOnline } from '../../data/network/useOnline.ts';
import { useSyncState } from '../../data/outbox/syncState.ts';

import '../sync/SyncBadge.css';

// The panel is its own chunk: the header of every character page carries only the badge.
const loadPanel = () => import('../sync/SyncPanel.tsx');
const SyncPanel = lazy(loadPanel);

export type SyncBadgeState = 'synced' | 'pending' | 'refused';

/**
 * The character's sync state in the header (issue 19): Synced, Pending N (edits on their way;
 * the offline mark when there is no connection) or Not synced N (edits the server refused).
 * A tap opens the sync panel. It follows the outbox and the connection only, so a tap that
 * changes hit points does not re-render it (issue 16).
 */
export const SyncBadge = memo(function SyncBadge({ characterId }: { characterId: string }) {
  const { t } = useTranslation(['sync', 'common']);
  const online = useOnline();
  const { pending, refused } = useSyncState(characterId);
  const [open, setOpen] = useState(false);
  const state: SyncBadgeState = refused > 0 ? 'refused' : pending > 0 ? 'pending' : 'synced';
  const text =
    state === 'refused'
      ? t('badge.refused', { count: refused })
      : state === 'pending'
        ? t('badge.pending', { count: pending })
        : t('badge.synced');
  return (
    <>
      <button
        type="button"
        className="sync-badge"
        data-testid="sync-badge"
        data-state={state}
        data-online={online}
        title={online ? text : `${text}. ${t('badge.offline')}`}
        aria-haspopup="dialog"
        onPointerDown={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        {!online && (
          <span className="sync-badge__offline" role="img" aria-label={t('common:network.offline')}>
            <OfflineIcon />
          </span>
        )}
        <span className="sync-badge__text">{text}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel characterId={characterId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
