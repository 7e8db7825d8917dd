import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { pageTitle } from './usePageMeta.ts';

function description(): string | null | undefined {
  return document.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('page title and description', () => {
  it('joins the product and page names', () => {
    expect(pageTitle('Hearth', 'Settings')).toBe('Hearth · Settings');
    expect(pageTitle('Hearth', null)).toBe('Hearth');
  });

  it('is just the product name on the landing', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Hearth' });
    await waitFor(() => expect(document.title).toBe('Hearth'));
    expect(description()).toMatch(/characters, spells, inventory/);
  });

  it('follows navigation and uses the route description or the default', async () => {
    const { router } = renderApp('/settings');
    await waitFor(() => expect(document.title).toBe('Hearth · Settings'));
    expect(description()).toMatch(/Language, colour theme/);

    await act(() => router.navigate('/privacy-policy'));
    await waitFor(() => expect(document.title).toBe('Hearth · Privacy policy'));
    expect(description()).toMatch(/Your tabletop companion/);
  });

  it('is translated with the interface', async () => {
    renderApp('/dh/list');
    await waitFor(() => expect(document.title).toBe('Hearth · Daggerheart characters'));
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(document.title).toBe('Hearth · Персонажи Daggerheart'));
  });
});
