import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { APP_READY_EVENT } from './app/appReady.ts';
import { listenForInstallPrompt } from './app/install/installPrompt.ts';
import { LandingApp } from './app/LandingApp.tsx';
import { prepareApp } from './app/prepareApp.ts';
import type { StartedApp } from './app/routerApp.tsx';
import { startingPath } from './app/routes/lastRoute.ts';
import { preloadScreen } from './app/routes/preloadScreen.ts';
import { registerCatalogueSyncStart } from './data/catalogue/syncOnDemand.ts';
import { askPersistentStorageOnSignIn } from './data/device/persistentStorage.ts';
import { onlineStatus } from './data/network/useOnline.ts';
import { getToken, subscribeSession } from './data/session.ts';
import { readPendingKeys } from './data/storage.ts';
// In the entry's own graph (about 1 KB): on the landing page, its code arrives with the app's
// instead of one round trip later.
import LandingScreen from './screens/landing/LandingScreen.tsx';

import './theme/themes.css';
import './styles/base.css';

// Before anything waits: the browser may say the app is installable while the code still loads.
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The screen's code downloads while the app starts; index.html shows the shell meanwhile and
// React takes over once the app is ready. Any page but the landing needs the router (and the
// query cache): their code downloads meanwhile too.
const firstPath = startingPath();
preloadScreen(firstPath);
const loadRouterApp = () => import('./app/routerApp.tsx');
if (firstPath !== '/') void loadRouterApp();

let routerApp: Promise<StartedApp & { render: () => void }> | undefined;
/** The router and the query cache, made once: on start, or when the landing page needs them. */
function startRouterApp() {
  routerApp ??= loadRouterApp().then(({ createRouterApp, renderRouterApp }) => {
    const app = createRouterApp();
    return { ...app, render: () => renderRouterApp(root, app) };
  });
  return routerApp;
}

/**
 * Resolves once the router has the first route's screen (its lazy module): rendered before,
 * it would show its loading frame in place of the screen index.html already painted.
 */
function routerReady({ router }: StartedApp): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** A link on the landing page: its page opens in the router, which replaces the landing. */
async function leaveLanding(to: string): Promise<void> {
  try {
    const app = await startRouterApp();
    await app.router.navigate(to);
    app.render();
  } catch (error) {
    console.error('The app could not open the page in place; loading it instead.', error);
    window.location.assign(to);
  }
}

/** Ends the current task: the start's long steps run as separate tasks, input goes between. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first screen is already painted (index.html): React's first render is a transition, which
// it renders in slices that leave the main thread free between them, then shows in one commit.
await prepareApp();
await yieldToMain();
const root = createRoot(container);
if (window.location.pathname === '/') {
  // The landing page runs without the router until the visitor leaves it (app/LandingApp.tsx).
  startTransition(() =>
    root.render(
      <StrictMode>
        <LandingApp Screen={LandingScreen} leave={(to) => void leaveLanding(to)} />
      </StrictMode>,
    ),
  );
} else {
  const app = await startRouterApp();
  await routerReady(app);
  await yieldToMain();
  startTransition(() => app.render());
}

// The catalogue sync (and the app-version check) runs in a worker, from its own chunk, and never
// competes with the first paint: a screen that reads the catalogue starts it after it painted;
// a signed-in user's app starts it when the browser is idle after the first screen, so the
// catalogue is on the device for offline use soon after opening the app once. A visitor on the
// landing or sign-in page downloads none of it.
const startCatalogueSync = () =>
  void import('./data/catalogue/scheduler.ts').then(({ ensureCatalogueSync }) =>
    ensureCatalogueSync(onlineStatus),
  );
registerCatalogueSyncStart(startCatalogueSync);

const whenIdle = (task: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 3000 });
  } else {
    setTimeout(task, 1000); // Safari before 18 has no requestIdleCallback.
  }
};
// Only once the first screen is on screen (RootLayout or LandingApp announces it): before that,
// an idle moment while the screen's chunk downloads would start the background work first.
const whenFirstScreenReady = (task: () => void) => {
  if (document.querySelector('[data-testid="app-ready"]')) task();
  else window.addEventListener(APP_READY_EVENT, () => task(), { once: true });
};
whenFirstScreenReady(() =>
  whenIdle(() => {
    if (getToken()) startCatalogueSync();
    else {
      // A visitor still hears of a new version; the catalogue waits for a screen that shows it.
      void import('./data/catalogue/scheduler.ts').then(({ checkAppVersionOnly }) =>
        checkAppVersionOnly(),
      );
      // A visitor who signs in later gets the catalogue too, once idle after signing in.
      const stop = subscribeSession(() => {
        if (!getToken()) return;
        stop();
        whenIdle(startCatalogueSync);
      });
    }
    // The router, on the landing page: a link then opens its page without waiting for it.
    void startRouterApp();
    // A signed-in device holds the account's offline copies: ask the browser to keep them.
    askPersistentStorageOnSignIn();
    // Character edits queued on an earlier visit (offline, or closed before they were sent).
    // The runner brings the device store and the character schema with it: a visitor with
    // nothing queued gets it only on signing in, the first moment an edit can be queued.
    if (getToken() || readPendingKeys('').length > 0) startCharacterOutbox();
    else {
      const stop = subscribeSession(() => {
        if (!getToken()) return;
        stop();
        startCharacterOutbox();
      });
    }
  }),
);

function startCharacterOutbox(): void {
  void Promise.all([startRouterApp(), import('./data/characters/outboxRunner.ts')]).then(
    ([{ queryClient }, runner]) => runner.startCharacterOutbox(queryClient, onlineStatus),
  );
}
