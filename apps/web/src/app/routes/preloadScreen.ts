import { matchRoute } from './matchRoute.ts';

/**
 * Starts downloading the screen a path opens, while the app is still starting (translations,
 * session): the route's chunk then arrives alongside that work instead of after it, which
 * takes one round trip off the first paint on a slow network. The router's own import
 * of the same module reuses this download; a failure is left for the router to report.
 * Matched without React Router, so the landing page need not load the router to start.
 *
 * In a task of its own: the preload adds a <link> to the page for each of the screen's chunks and
 * stylesheets (some 40 for /spells), and under the service worker each costs about a millisecond
 * (4 on a phone); done while main.tsx starts the app, they made that its longest task.
 */
export function preloadScreen(pathname: string): void {
  const screen = matchRoute(pathname)?.screen;
  if (!screen) return;
  setTimeout(() => void screen().catch(() => undefined), 0);
}
