import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import {
  dismissUpdateOffer,
  getUpdateOffer,
  subscribeUpdateOffer,
  updateApp,
} from '../data/catalogue/appUpdate.ts';

import './UpdatePrompt.css';

/** A non-blocking banner offering the newer app version found by the catalogue sync. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const version = useSyncExternalStore(subscribeUpdateOffer, getUpdateOffer, getUpdateOffer);
  if (!version) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p className="update-prompt__message">{t('update.available', { version })}</p>
      <button type="button" className="update-prompt__later" onClick={dismissUpdateOffer}>
        {t('update.later')}
      </button>
      <button type="button" className="update-prompt__update" onClick={() => void updateApp()}>
        {t('update.update')}
      </button>
    </div>
  );
}
