import { createContext, useContext, useSyncExternalStore } from 'react';

import type { AppRouter } from './appRouter.ts';
import type { RouteMeta } from './routeTable.ts';

export const AppRouterContext = createContext<AppRouter | null>(null);

/** The table entry of the route on screen. */
export const RouteMetaContext = createContext<RouteMeta | undefined>(undefined);

/** True while the next screen's code loads (the screen on view stays meanwhile). */
export function useNavigationLoading(): boolean {
  const router = useContext(AppRouterContext);
  return useSyncExternalStore(
    (listener) => router?.subscribe(listener) ?? (() => undefined),
    () => router?.state.loading ?? false,
  );
}
