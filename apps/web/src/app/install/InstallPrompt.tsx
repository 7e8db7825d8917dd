import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { HearthMark } from '../../components/icons.tsx';
import { getUpdateOffer, subscribeUpdateOffer } from '../../data/catalogue/appUpdate.ts';
import type { InstallOffer } from './installPrompt.ts';
import {
  declineInstall,
  getInstallEvent,
  INSTALL_PROMPT_DELAY_MS,
  installOfferFor,
  isInstallSnoozed,
  isIosSafari,
  isStandalone,
  promptInstall,
  subscribeInstallEvent,
} from './installPrompt.ts';

import './InstallPrompt.css';

/** Milliseconds since the page started loading (a seam for tests). */
export const sinceLoad = { now: () => performance.now() };

/** True once the page has been open for the spec's 3 s. */
function useLoadDelayPassed(): boolean {
  const [passed, setPassed] = useState(() => sinceLoad.now() >= INSTALL_PROMPT_DELAY_MS);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(
      () => setPassed(true),
      Math.max(0, INSTALL_PROMPT_DELAY_MS - sinceLoad.now()),
    );
    return () => clearTimeout(timer);
  }, [passed]);
  return passed;
}

/**
 * The install prompt (spec §2, §9): 3 s after load, when the browser says the app can be
 * installed (or on iOS Safari, which only installs by hand) and the player did not decline in
 * the last 3 days; never in the installed app, never over the update offer.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const event = useSyncExternalStore(subscribeInstallEvent, getInstallEvent, getInstallEvent);
  const update = useSyncExternalStore(subscribeUpdateOffer, getUpdateOffer, getUpdateOffer);
  const passed = useLoadDelayPassed();
  const [closed, setClosed] = useState(false);
  // Read once per visit: a decline made here closes the card itself.
  const [snoozed] = useState(() => isInstallSnoozed());

  if (!passed || closed || update) return null;
  const offer: InstallOffer = installOfferFor({
    event,
    standalone: isStandalone(),
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    snoozed,
  });
  if (!offer) return null;

  const decline = () => {
    declineInstall();
    setClosed(true);
  };
  const install = () => {
    setClosed(true);
    void promptInstall();
  };
  return (
    <section
      className="install-prompt"
      aria-labelledby="install-prompt-title"
      data-testid="install-prompt"
    >
      <HearthMark className="install-prompt__mark" aria-hidden="true" />
      <div className="install-prompt__text">
        <h2 id="install-prompt-title" className="install-prompt__title">
          {t('install.title')}
        </h2>
        <p className="install-prompt__body">
          {offer === 'ios' ? t('install.iosSteps') : t('install.body')}
        </p>
      </div>
      <div className="install-prompt__actions">
        <button type="button" className="install-prompt__later" onClick={decline}>
          {offer === 'ios' ? t('install.gotIt') : t('install.notNow')}
        </button>
        {offer === 'prompt' && (
          <button type="button" className="install-prompt__install" onClick={install}>
            {t('install.install')}
          </button>
        )}
      </div>
    </section>
  );
}
