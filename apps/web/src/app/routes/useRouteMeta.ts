import { useContext } from 'react';

import { RouteMetaContext } from './routerContext.ts';
import type { RouteMeta } from './routeTable.ts';

/** The table entry of the route on screen. */
export function useRouteMeta(): RouteMeta | undefined {
  return useContext(RouteMetaContext);
}
