import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';

import { onlineStatus } from '../data/network/useOnline.ts';
import { connectOnlineManager, createQueryClient } from '../data/queryClient.ts';
import { clearSession } from '../data/session.ts';
import { clearUserDataOnSessionEnd } from '../data/sessionData.ts';
import { App } from './App.tsx';
import type { AppRouter } from './routes/appRouter.ts';
import { createAppRouter } from './routes/appRouter.ts';

export interface StartedApp {
  router: AppRouter;
  queryClient: QueryClient;
}

/**
 * The router over every screen and the server-state cache, made once the app is prepared
 * (prepareApp.ts): at start on any page but the landing, and when a visitor leaves the
 * landing page, which runs without them (landingApp.tsx).
 */
export function createRouterApp(): StartedApp {
  const started: { router?: AppRouter } = {};
  const queryClient = createQueryClient({
    onAuthFailure: () => {
      clearSession();
      void started.router?.navigate('/', { replace: true });
    },
  });
  clearUserDataOnSessionEnd(queryClient);
  connectOnlineManager(onlineStatus);
  const router = createAppRouter();
  started.router = router;
  return { router, queryClient };
}

/** Shows the router's screens in the page's React root (in place of the landing page, if any). */
export function renderRouterApp(root: Root, { router, queryClient }: StartedApp): void {
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
