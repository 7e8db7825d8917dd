import {
  createElement,
  startTransition,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { RouteObject } from 'react-router';
import { Router, useRoutes } from 'react-router';

import { RouteErrorScreen } from '../../screens/errors/RouteErrorScreen.tsx';
import type { AppRouter } from './appRouter.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { AppRouterContext, RouteMetaContext } from './routerContext.ts';
import type { RouteMeta } from './routeTable.ts';
import { ShellFallback } from './ShellFallback.tsx';

/** A route's screen: its code is in before the router shows its location. */
function RouteScreen({ route }: { route: RouteMeta }) {
  const router = useContext(AppRouterContext);
  if (!router) throw new Error('RouteScreen outside AppRoutes');
  // Only if React Router and matchRoute ever disagreed on a path (matchRoute.test.ts checks).
  const screen = router.screenOf(route) ?? use(router.load(route));
  // Looked up, not made here: the router keeps one component per route for the app's life.
  return createElement(screen);
}

/** One layout around every entry of the table. */
function routeTree(routes: readonly RouteMeta[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: routes.map((route) => ({
        path: route.path,
        element: <RouteScreen route={route} />,
      })),
    },
  ];
}

function RouteTree({ tree }: { tree: RouteObject[] }) {
  return useRoutes(tree);
}

/** The screens of the app, following `router` (see appRouter.ts). */
export function AppRoutes({ router }: { router: AppRouter }) {
  const [shown, setShown] = useState(router.state);
  const tree = useMemo(() => routeTree(router.routes), [router]);
  useEffect(() => {
    const showSettled = () => {
      const { state } = router;
      // A transition, as React Router's own: the screen renders in slices, the old one stays.
      if (!state.loading) startTransition(() => setShown(state));
    };
    showSettled();
    return router.subscribe(showSettled);
  }, [router]);

  // The static shell's frame, not a spinner, until the first screen's code is in.
  if (!shown.initialized) return <ShellFallback />;
  return (
    <AppRouterContext value={router}>
      <Router location={shown.location} navigationType={shown.action} navigator={router.history}>
        <RouteMetaContext value={shown.route}>
          <RouteErrorBoundary resetKey={shown.location.key}>
            {!('error' in shown) ? (
              <Suspense fallback={<ShellFallback />}>
                <RouteTree tree={tree} />
              </Suspense>
            ) : (
              <RouteErrorScreen error={shown.error} />
            )}
          </RouteErrorBoundary>
        </RouteMetaContext>
      </Router>
    </AppRouterContext>
  );
}
