import type { ComponentType } from 'react';
import { useCallback, useEffect, useState } from 'react';

import { AppLinkNavigateProvider } from '../components/link/AppLink.tsx';
import { ToastViewport } from '../components/toast/ToastViewport.tsx';
import { UpdatePrompt } from '../components/UpdatePrompt.tsx';
import { trackPageview } from '../data/analytics.ts';
import { announceAppReady } from './appReady.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { InstallPrompt } from './install/InstallPrompt.tsx';
import { rememberRoute } from './routes/lastRoute.ts';
import { NavigationProgressBar } from './routes/NavigationProgressBar.tsx';
import { ROUTES } from './routes/routeTable.ts';
import { usePageMeta } from './routes/usePageMeta.ts';

const LANDING = ROUTES.find((route) => route.id === 'landing');

interface LandingAppProps {
  /** The landing screen's module, loaded before this renders. */
  Screen: ComponentType;
  /** Starts the router and opens `to` in it; this tree is replaced once the page is ready. */
  leave: (to: string) => void;
}

/**
 * The landing page as the app's first screen without the router or the query cache (about
 * 40 KB gzip less to load before a visitor sees it): what the router's layout does for it —
 * page title, last-route memory, page hit, connection status, update prompt, toasts — done
 * here. Its links load the router and open their page in it (a progress bar shows meanwhile);
 * from then on the landing is an ordinary route of the router.
 */
export function LandingApp({ Screen, leave }: LandingAppProps) {
  const [leaving, setLeaving] = useState(false);
  useEffect(announceAppReady, []);
  usePageMeta(LANDING);
  useEffect(() => {
    const { pathname, search } = window.location;
    rememberRoute(pathname + search);
    void trackPageview(window.location.origin + pathname + search);
  }, []);
  const navigate = useCallback(
    (to: string) => {
      setLeaving(true);
      leave(to);
    },
    [leave],
  );
  return (
    <AppLinkNavigateProvider value={navigate}>
      {leaving && <NavigationProgressBar />}
      <ConnectionStatus />
      <Screen />
      {/* End-to-end tests wait for this: the app started and the first screen's code is in. */}
      <span data-testid="app-ready" hidden />
      <UpdatePrompt />
      <InstallPrompt />
      <ToastViewport />
    </AppLinkNavigateProvider>
  );
}
