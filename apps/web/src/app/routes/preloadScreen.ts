import { matchRoute } from './matchRoute.ts';

/**
 * Starts downloading the screen a path opens, while the app is still starting (translations,
 * session): the route's chunk then arrives alongside that work instead of after it, which
 * takes one round trip off the first paint on a slow network. The router's own `lazy` import
 * of the same module reuses this download; a failure is left for the router to report.
 * Matched without React Router, so the landing page need not load the router to start.
 */
export function preloadScreen(pathname: string): void {
  void matchRoute(pathname)
    ?.screen()
    .catch(() => undefined);
}
