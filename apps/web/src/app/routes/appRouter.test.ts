import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import { createAppRouter, memoryHistory } from './appRouter.ts';
import type { RouteMeta } from './routeTable.ts';

/** A screen module whose download the test finishes (or fails) when it wants. */
function deferredScreen() {
  const Screen: ComponentType = () => null;
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  let calls = 0;
  let pending: Promise<{ default: ComponentType }> | undefined;
  return {
    Screen,
    screen: () => {
      calls += 1;
      pending ??= new Promise((resolve, reject) => {
        finish = () => resolve({ default: Screen });
        fail = (error) => {
          pending = undefined;
          reject(error);
        };
      });
      return pending;
    },
    finish: () => finish(),
    fail: (error: unknown) => fail(error),
    calls: () => calls,
  };
}

function route(id: RouteMeta['id'], path: string, screen: RouteMeta['screen']): RouteMeta {
  return { id, path, access: 'open', screen };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A router on /home, shown, with /list still to download. */
async function homeShown() {
  const home = deferredScreen();
  const list = deferredScreen();
  const router = createAppRouter(memoryHistory('/home'), [
    route('home', '/home', home.screen),
    route('list', '/list', list.screen),
  ]);
  home.finish();
  await settle();
  return { router, list };
}

describe('app router', () => {
  it('shows the first location only once its screen is in', async () => {
    const home = deferredScreen();
    const router = createAppRouter(memoryHistory('/home'), [route('home', '/home', home.screen)]);
    expect(router.state).toMatchObject({ initialized: false, loading: true });
    expect(router.screenOf(router.state.route!)).toBeUndefined();

    home.finish();
    await settle();
    expect(router.state).toMatchObject({ initialized: true, loading: false });
    expect(router.state.route?.id).toBe('home');
    expect(router.screenOf(router.state.route!)).toBe(home.Screen);
  });

  it('keeps the screen on view while the next one loads, then shows it', async () => {
    const { router, list } = await homeShown();

    let arrived = false;
    const moved = router.navigate('/list').then(() => (arrived = true));
    expect(router.history.location.pathname).toBe('/list');
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.loading).toBe(true);
    await settle();
    expect(arrived).toBe(false);

    list.finish();
    await moved;
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state).toMatchObject({ loading: false, action: 'PUSH' });
  });

  it('shows a location whose screen is in at once (a tab, a filter, Back)', async () => {
    const list = deferredScreen();
    const router = createAppRouter(memoryHistory('/list'), [route('list', '/list', list.screen)]);
    list.finish();
    await settle();
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.search));

    void router.navigate('/list?sort=name', { replace: true });
    expect(router.state.location.search).toBe('?sort=name');
    expect(router.state.action).toBe('REPLACE');
    expect(seen).toEqual(['?sort=name']);
    expect(list.calls()).toBe(1);
  });

  it('shows only the latest of two moves when the earlier one loads last', async () => {
    const home = deferredScreen();
    const slow = deferredScreen();
    const fast = deferredScreen();
    const router = createAppRouter(memoryHistory('/home'), [
      route('home', '/home', home.screen),
      route('list', '/list', slow.screen),
      route('settings', '/settings', fast.screen),
    ]);
    home.finish();
    await settle();

    void router.navigate('/list');
    const second = router.navigate('/settings');
    fast.finish();
    await second;
    expect(router.state.location.pathname).toBe('/settings');
    slow.finish();
    await settle();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.loading).toBe(false);
  });

  it('shows a download that failed as an error, and tries again on the next visit', async () => {
    const { router, list } = await homeShown();

    const failed = router.navigate('/list');
    const offline = new TypeError('Failed to fetch dynamically imported module');
    list.fail(offline);
    await failed;
    expect(router.state).toMatchObject({ loading: false, error: offline });
    expect(router.state.location.pathname).toBe('/list');

    await router.navigate('/home');
    expect('error' in router.state).toBe(false);
    const again = router.navigate('/list');
    expect(list.calls()).toBe(2);
    list.finish();
    await again;
    expect(router.state.route?.id).toBe('list');
    expect('error' in router.state).toBe(false);
  });

  it('follows Back and stops following once disposed', async () => {
    const { router, list } = await homeShown();
    const toList = router.navigate('/list');
    list.finish();
    await toList;
    await router.navigate(-1);
    expect(router.state).toMatchObject({ action: 'POP', location: { pathname: '/home' } });

    router.dispose();
    router.history.push('/list');
    expect(router.state.location.pathname).toBe('/home');
  });
});
