import { useMatches } from 'react-router';

import type { RouteMeta } from './routeTable.ts';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'access' in handle && 'id' in handle;
}

/** The table entry of the route on screen (the deepest match carrying one). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
