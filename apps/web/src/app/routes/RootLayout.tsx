import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ToastViewport } from '../../components/toast/ToastViewport.tsx';
import { UpdatePrompt } from '../../components/UpdatePrompt.tsx';
import { trackPageview } from '../../data/analytics.ts';
import { announceAppReady } from '../appReady.ts';
import { ConnectionStatus } from '../ConnectionStatus.tsx';
import { InstallPrompt } from '../install/InstallPrompt.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { useScrollMemory } from './scrollMemory.ts';
import { usePageMeta } from './usePageMeta.ts';
import { useRememberRoute } from './useRememberRoute.ts';
import { useRouteMeta } from './useRouteMeta.ts';

/** Wraps every route: guard, page title, last-route memory and the app-wide overlays. */
export function RootLayout() {
  useEffect(announceAppReady, []);
  const meta = useRouteMeta();
  usePageMeta(meta);
  // Reopening the app on a 404 would help nobody.
  useRememberRoute(meta !== undefined && meta.id !== 'notFound');
  // Without it the window kept the last page's offset (Features, Inventory, Items half-way down).
  useScrollMemory();
  const { pathname, search } = useLocation();
  // Spec §2: a page hit after each navigation (analytics.ts decides whether it is sent).
  useEffect(() => {
    void trackPageview(window.location.origin + pathname + search);
  }, [pathname, search]);
  return (
    <>
      <NavigationProgress />
      {/* Before the screen: offline, its bar pushes the screen down rather than covering it. */}
      <ConnectionStatus />
      <RouteGuard access={meta?.access ?? 'open'}>
        <Outlet />
      </RouteGuard>
      {/* End-to-end tests wait for this: the app started and the first screen's code is in. */}
      <span data-testid="app-ready" hidden />
      <UpdatePrompt />
      <InstallPrompt />
      <ToastViewport />
    </>
  );
}
