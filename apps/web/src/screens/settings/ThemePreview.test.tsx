import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { DEFAULT_AVATAR_COLOR } from '../../theme/avatarColors.ts';

describe('settings: theme preview', () => {
  it('is a sample only: nothing in it looks or acts like a control', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'GET /api/sources': { body: [] } });
    renderApp('/settings');
    const preview = await screen.findByRole('figure', { name: 'Preview of the current theme' });
    expect(within(preview).queryByRole('button')).toBeNull();
    expect(within(preview).queryByRole('link')).toBeNull();
    // The accent once sat on a 'Roll' chip that looked tappable; now it fills a hit point bar.
    expect(within(preview).queryByText('Roll')).toBeNull();
    expect(within(preview).getByText('HP 18/24')).toBeTruthy();
  });

  it('paints its avatar in the default avatar colour, the first of its swatches', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'GET /api/sources': { body: [] } });
    renderApp('/settings');
    const avatar = await screen.findByTestId('preview-avatar');
    const swatches = screen
      .getAllByTestId('preview-swatch')
      .map((swatch) => swatch.style.background);
    expect(avatar.style.background).toBe(DEFAULT_AVATAR_COLOR);
    expect(swatches[0]).toBe(DEFAULT_AVATAR_COLOR);
  });
});
