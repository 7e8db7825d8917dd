import { matchRoutes } from 'react-router';

import { ROUTES } from './routeTable.ts';

const PATTERNS = ROUTES.map((meta) => ({ id: meta.id, path: meta.path }));

/**
 * Starts downloading the screen a path opens, while the app is still starting (translations,
 * session): the route's chunk then arrives alongside that work instead of after it, which
 * takes one round trip off the first paint on a slow network. The router's own `lazy` import
 * of the same module reuses this download; a failure is left for the router to report.
 */
export function preloadScreen(pathname: string): void {
  const [match] = matchRoutes(PATTERNS, pathname) ?? [];
  const meta = match && ROUTES.find((route) => route.id === match.route.id);
  void meta?.screen().catch(() => undefined);
}
