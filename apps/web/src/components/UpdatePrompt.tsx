import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import {
  dismissUpdateOffer,
  getUpdateOffer,
  subscribeUpdateOffer,
  updateApp,
} from '../data/catalogue/appUpdate.ts';
import { useOnline } from '../data/network/useOnline.ts';
import { useUnsentEdits } from '../data/outbox/unsent.ts';

import './UpdatePrompt.css';

// Only when refused edits hold the update back: the panel and its texts load on the tap.
const SyncPanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('../screens/sync/SyncPanel.tsx'),
    import('../i18n/index.ts').then(({ loadNamespaces }) => loadNamespaces(['sync'])),
  ]);
  return panel;
});

/**
 * A non-blocking banner offering the newer app version found by the catalogue sync. Unsent
 * edits hold the update back (the app never reloads over them): online, Update sends them
 * first; offline, or when the server refused some, the button waits and says why.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(subscribeUpdateOffer, getUpdateOffer, getUpdateOffer);
  const online = useOnline();
  const unsent = useUnsentEdits();
  const [updating, setUpdating] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  if (!offer) return null;

  // Refused edits are not sent again by themselves: the player resolves them on the character.
  const blockedBy = unsent.refused > 0 ? 'refused' : unsent.count > 0 && !online ? 'offline' : null;
  const update = () => {
    setUpdating(true);
    void updateApp().finally(() => setUpdating(false));
  };
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p className="update-prompt__message">
        {t(offer.forced ? 'update.required' : 'update.available', { version: offer.version })}
      </p>
      {blockedBy && (
        <p className="update-prompt__reason" id="update-prompt-reason">
          {blockedBy === 'refused'
            ? t('update.waitingRefused', { count: unsent.refused })
            : t('update.waitingOffline', { count: unsent.count })}
        </p>
      )}
      {blockedBy === 'refused' && (
        <button type="button" className="update-prompt__later" onClick={() => setReviewing(true)}>
          {t('update.review')}
        </button>
      )}
      {reviewing && (
        <Suspense fallback={null}>
          <SyncPanel characterId={null} onClose={() => setReviewing(false)} />
        </Suspense>
      )}
      <button type="button" className="update-prompt__later" onClick={dismissUpdateOffer}>
        {t('update.later')}
      </button>
      <button
        type="button"
        className="update-prompt__update"
        disabled={blockedBy !== null || updating}
        aria-describedby={blockedBy ? 'update-prompt-reason' : undefined}
        onClick={update}
      >
        {unsent.count > 0 ? t('update.sendFirst') : t('update.update')}
      </button>
    </div>
  );
}
