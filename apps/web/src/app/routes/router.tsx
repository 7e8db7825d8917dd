import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';

import { loadNamespaces } from '../../i18n/index.ts';
import { RouteErrorScreen } from '../../screens/errors/RouteErrorScreen.tsx';
import { RootLayout } from './RootLayout.tsx';
import { ROUTES } from './routeTable.ts';
import { ShellFallback } from './ShellFallback.tsx';

/** The route tree: one layout around every entry of the table, each screen loaded lazily. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      // The static shell's frame, not a spinner, until the first screen's code is in.
      HydrateFallback: ShellFallback,
      ErrorBoundary: RouteErrorScreen,
      children: ROUTES.map((meta) => ({
        id: meta.id,
        path: meta.path,
        handle: meta,
        lazy: async () => {
          const [screen] = await Promise.all([
            meta.screen(),
            meta.namespaces ? loadNamespaces(meta.namespaces) : undefined,
          ]);
          return { Component: screen.default };
        },
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
