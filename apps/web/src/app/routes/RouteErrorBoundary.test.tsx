import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('a screen that fails to render', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is replaced by the error screen, and the next location renders again', async () => {
    // React and the error screen both report the failure on the console.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary resetKey="first">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    screen.getByRole('button', { name: 'Reload' });
    expect(logged).toHaveBeenCalledWith('Route failed', expect.any(Error));

    // The same location keeps the error screen; another one gets its chance.
    view.rerender(
      <RouteErrorBoundary resetKey="first">
        <p>Settings</p>
      </RouteErrorBoundary>,
    );
    screen.getByRole('alert');
    view.rerender(
      <RouteErrorBoundary resetKey="second">
        <p>Settings</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByText('Settings');
  });
});
