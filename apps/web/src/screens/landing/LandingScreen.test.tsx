import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('landing page for a visitor', () => {
  it('starts on home, tells what works apart from what is coming, and credits the SRD', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    renderApp('/');
    expect(
      (await screen.findByRole('link', { name: 'Start adventure' })).getAttribute('href'),
    ).toBe('/home');

    const works = screen.getByRole('region', { name: 'What Hearth does' });
    const today = within(works).getByRole('list').textContent ?? '';
    // What is built is listed as such; only sync between devices is still to come.
    expect(today).toMatch(/without an account/);
    expect(today).toMatch(/Campaigns joined by link or QR code/);
    expect(today).toMatch(/Daggerheart characters \(beta\), kept on your device/);
    expect(today).not.toMatch(/merged field by field/);
    const coming = screen.getByRole('region', { name: 'Coming' });
    const planned = within(coming)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(planned).toEqual(['Edits from two devices merged field by field']);

    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(credits.textContent).toContain('System Reference Document 5.2 ("SRD 5.2")');
    expect(credits.textContent).toContain('Creative Commons Attribution 4.0');
    expect(
      within(credits).getByRole('link', { name: 'Credits and licences' }).getAttribute('href'),
    ).toBe('/about');
  });
});
