import type { QueryClient } from '@tanstack/react-query';

import { ensurePortalRoots } from '../components/portal/Portal.tsx';
import { startSession } from '../data/auth/startSession.ts';
import { applyUserLanguage } from '../data/auth/userLanguage.ts';
import { onlineStatus } from '../data/network/useOnline.ts';
import { loadPrefs } from '../data/prefs.ts';
import { connectOnlineManager, createQueryClient } from '../data/queryClient.ts';
import { clearSession } from '../data/session.ts';
import { clearUserDataOnSessionEnd } from '../data/sessionData.ts';
import { initI18n } from '../i18n/index.ts';
import { restoreLastRoute } from './routes/lastRoute.ts';
import type { AppRouter } from './routes/router.tsx';
import { createAppRouter } from './routes/router.tsx';

export interface StartedApp {
  router: AppRouter;
  queryClient: QueryClient;
}

/**
 * Everything that must be ready before the first screen: the stored theme, translations in
 * the stored language, the session, then the last route — in that order, because the
 * restore must happen after auth init (spec §2). The loading screen shows until it resolves.
 */
export async function startApp(): Promise<StartedApp> {
  const prefs = loadPrefs();
  ensurePortalRoots();
  await initI18n(prefs.lang);
  // The router is made after the session starts (the last route is restored first).
  const started: { router?: AppRouter } = {};
  const queryClient = createQueryClient({
    onAuthFailure: () => {
      clearSession();
      void started.router?.navigate('/', { replace: true });
    },
  });
  // Wired before the session starts: a token refused at start-up clears the device copies too.
  clearUserDataOnSessionEnd(queryClient);
  const session = await startSession();
  if (session.status === 'failed') {
    // Spec §4: a failed authentication on start goes to the root, not to the last route.
    window.history.replaceState(null, '', '/');
  } else {
    await applyUserLanguage(session.user);
    restoreLastRoute();
  }

  const router = createAppRouter();
  started.router = router;
  connectOnlineManager(onlineStatus);
  onlineStatus.start();
  return { router, queryClient };
}
