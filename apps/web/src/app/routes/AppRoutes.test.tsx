import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import { createAppRouter, memoryHistory } from './appRouter.ts';
import { AppRoutes } from './AppRoutes.tsx';
import type { RouteMeta } from './routeTable.ts';

/** A route whose screen's download the test finishes when it wants. */
function slowRoute(id: RouteMeta['id'], path: string, Screen: ComponentType) {
  let finish!: () => void;
  const downloaded = new Promise<{ default: ComponentType }>((resolve) => {
    finish = () => resolve({ default: Screen });
  });
  const route: RouteMeta = { id, path, access: 'open', screen: () => downloaded };
  return { route, finish: () => act(() => finish()) };
}

function Home() {
  return <h1>Home</h1>;
}

function Inventory() {
  const { id } = useParams();
  return <h1>Inventory {id}</h1>;
}

describe('the screens the router shows', () => {
  afterEach(() => {
    onlineStatus.stop();
    vi.restoreAllMocks();
  });

  it('shows the shell, then the screen; the screen stays with a progress bar while the next loads', async () => {
    const home = slowRoute('home', '/home', Home);
    const inventory = slowRoute('inventory', '/inventory/:id', Inventory);
    const router = createAppRouter(memoryHistory('/home'), [home.route, inventory.route]);
    render(<AppRoutes router={router} />);
    expect(screen.getByTestId('loading-screen')).toBeDefined();

    await home.finish();
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('progressbar')).toBeNull();

    let moved: Promise<void> | undefined;
    act(() => {
      moved = router.navigate('/inventory/7');
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Opening the page…' })).toBeDefined();

    await inventory.finish();
    await act(() => moved);
    await screen.findByRole('heading', { name: 'Inventory 7' });
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the error screen when a screen cannot be downloaded, and the app goes on after', async () => {
    const home = slowRoute('home', '/home', Home);
    const offline: RouteMeta = {
      id: 'settings',
      path: '/settings',
      access: 'open',
      screen: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    const router = createAppRouter(memoryHistory('/settings'), [home.route, offline]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<AppRoutes router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(logged).toHaveBeenCalledWith('Route failed', expect.any(TypeError));

    const back = router.navigate('/home');
    await home.finish();
    await act(() => back);
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
