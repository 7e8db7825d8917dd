import type { ComponentType } from 'react';
import type { Location, NavigationType, To } from 'react-router';
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';

import { loadNamespaces } from '../../i18n/index.ts';
import { matchRoute } from './matchRoute.ts';
import type { RouteMeta } from './routeTable.ts';
import { ROUTES } from './routeTable.ts';

/** The history the router follows: the browser's, or one in memory (tests). */
export type AppHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'listen' | 'push' | 'replace' | 'go' | 'createHref' | 'encodeLocation'
>;

/** What the app shows: a location whose screen's code (and texts) are in, or why they are not. */
export interface AppRouterState {
  location: Location;
  action: NavigationType;
  /** The table entry of `location` (the catch-all for an unknown path). */
  route: RouteMeta | undefined;
  /** False until the first location's screen is in: the shell shows meanwhile. */
  initialized: boolean;
  /** The screen's code or texts could not be loaded (offline, a chunk gone after an update). */
  error?: unknown;
  /** True while the code of a location the history moved to is still loading. */
  loading: boolean;
}

export interface AppRouter {
  readonly history: AppHistory;
  /** The route table it follows. */
  readonly routes: readonly RouteMeta[];
  readonly state: AppRouterState;
  /** Moves the history; resolves once the app shows the new location (or its error). */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  subscribe(listener: (state: AppRouterState) => void): () => void;
  /** The screen component of a route whose code is in. */
  screenOf(route: RouteMeta): ComponentType | undefined;
  /** Loads a route's screen (once: the same promise after). */
  load(route: RouteMeta): Promise<ComponentType>;
  dispose(): void;
}

const screens = new Map<RouteMeta, ComponentType>();
const loading = new Map<RouteMeta, Promise<ComponentType>>();

/** A route's screen and the text namespaces it needs, loaded once and kept. */
function loadScreen(route: RouteMeta): Promise<ComponentType> {
  let pending = loading.get(route);
  if (!pending) {
    pending = Promise.all([
      route.screen(),
      route.namespaces ? loadNamespaces(route.namespaces) : undefined,
    ]).then(([module]) => {
      screens.set(route, module.default);
      return module.default;
    });
    // A failed download may succeed on the next try (back online).
    pending.catch(() => loading.delete(route));
    loading.set(route, pending);
  }
  return pending;
}

/**
 * React Router's declarative `<Router>` driven by a history of our own, with each screen's code
 * loaded before its location is shown: the screen on view stays while the next one downloads
 * (`loading` drives the progress bar), as React Router's data router did — at a third of its
 * code (its loaders, actions, fetchers and server rendering were never used here).
 */
export function createAppRouter(
  history: AppHistory = browserHistory(),
  routes: readonly RouteMeta[] = ROUTES,
): AppRouter {
  const listeners = new Set<(state: AppRouterState) => void>();
  const settledWaiters = new Set<() => void>();
  let state: AppRouterState = {
    location: history.location,
    action: history.action,
    route: matchRoute(history.location.pathname, routes),
    initialized: false,
    loading: true,
  };
  /** Each move of the history; only the latest one's screen is shown. */
  let moves = 0;

  function set(next: AppRouterState) {
    state = next;
    for (const listener of listeners) listener(state);
    if (!state.loading) {
      for (const settle of settledWaiters) settle();
      settledWaiters.clear();
    }
  }

  function show(location: Location, action: NavigationType, route: RouteMeta | undefined) {
    set({ location, action, route, initialized: true, loading: false });
  }

  function follow(location: Location, action: NavigationType) {
    const move = ++moves;
    const route = matchRoute(location.pathname, routes);
    // A screen already in (a tab, a filter, Back) is shown at once, as the input that moved it.
    if (!route || screens.has(route)) {
      show(location, action, route);
      return;
    }
    if (!state.loading) set({ ...state, loading: true });
    loadScreen(route).then(
      () => {
        if (move === moves) show(location, action, route);
      },
      (error: unknown) => {
        if (move !== moves) return;
        set({ location, action, route, initialized: true, loading: false, error });
      },
    );
  }

  const stopListening = history.listen(({ action, location }) => follow(location, action));
  follow(history.location, history.action);

  return {
    history,
    routes,
    get state() {
      return state;
    },
    navigate(to, options) {
      const settled = new Promise<void>((resolve) => settledWaiters.add(resolve));
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to, options.state);
      else history.push(to, options?.state);
      if (!state.loading) {
        for (const settle of settledWaiters) settle();
        settledWaiters.clear();
      }
      return settled;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    screenOf: (route) => screens.get(route),
    load: loadScreen,
    dispose() {
      stopListening();
      listeners.clear();
    },
  };
}

function browserHistory(): AppHistory {
  // v5Compat: the listener hears pushes and replaces too, not only Back and Forward.
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

/** A history in memory, opened at `path` (tests, and nothing else). */
export function memoryHistory(path: string): AppHistory {
  return UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
}
