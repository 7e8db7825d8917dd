import { ensurePortalRoots } from '../components/portal/Portal.tsx';
import { startSession } from '../data/auth/startSession.ts';
import { applyUserLanguage } from '../data/auth/userLanguage.ts';
import { onlineStatus } from '../data/network/useOnline.ts';
import { loadPrefs } from '../data/prefs.ts';
import { clearDeviceCharactersOnSessionEnd } from '../data/sessionData.ts';
import { initI18n } from '../i18n/index.ts';
import { restoreLastRoute } from './routes/lastRoute.ts';

/**
 * Everything that must be ready before the first screen, with or without the router: the
 * stored theme, translations in the stored language, the session, then the last route — in
 * that order, because the restore must happen after auth init (spec §2). The loading shell
 * shows until it resolves. Neither the router nor the query library is needed for it, so the
 * landing page can start without them (main.tsx).
 */
export async function prepareApp(): Promise<void> {
  const prefs = loadPrefs();
  ensurePortalRoots();
  await initI18n(prefs.lang);
  // Wired before the session starts: a token refused at start-up clears the device copies too.
  clearDeviceCharactersOnSessionEnd();
  const session = await startSession();
  if (session.status === 'failed') {
    // Spec §4: a failed authentication on start goes to the root, not to the last route.
    window.history.replaceState(null, '', '/');
  } else {
    await applyUserLanguage(session.user);
    restoreLastRoute();
  }
  onlineStatus.start();
}
