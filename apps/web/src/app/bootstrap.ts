import { prepareApp } from './prepareApp.ts';
import type { StartedApp } from './routerApp.tsx';
import { createRouterApp } from './routerApp.tsx';

export type { StartedApp } from './routerApp.tsx';

/**
 * The whole app started at once: prepared (session, language, last route), then the router
 * and the query cache. main.tsx runs the same two steps apart, so that the landing page can
 * show before the router is loaded.
 */
export async function startApp(): Promise<StartedApp> {
  await prepareApp();
  return createRouterApp();
}
