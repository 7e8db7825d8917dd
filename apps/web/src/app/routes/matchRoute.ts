import type { RouteMeta } from './routeTable.ts';
import { ROUTES } from './routeTable.ts';

/**
 * How well a pattern fits a path, or null when it does not: React Router's ranking in small
 * (a static segment beats a parameter, a parameter beats the catch-all), for the route table's
 * patterns only — `/static`, `/:param`, `/:optional?` and `*`. The app start uses it to fetch the
 * first screen's code without loading the router; matchRoute.test.ts checks it against React
 * Router's own matching for every route of the table.
 */
function score(pattern: string, pathname: string): number | null {
  if (pattern === '*') return 0;
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (given.length > wanted.length) return null;
  let total = 1;
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (value === undefined) {
      if (!segment.endsWith('?')) return null;
      continue;
    }
    if (segment.startsWith(':')) total += 3;
    else if (segment.toLowerCase() === decodeURIComponent(value).toLowerCase()) total += 10;
    else return null;
  }
  return total;
}

/** The table entry a path opens (the catch-all when no other fits). */
export function matchRoute(
  pathname: string,
  routes: readonly RouteMeta[] = ROUTES,
): RouteMeta | undefined {
  let best: RouteMeta | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const fit = score(route.path, pathname);
    if (fit !== null && fit > bestScore) {
      best = route;
      bestScore = fit;
    }
  }
  return best;
}
