import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../../data/storage.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { THEMES } from '../../theme/themes.ts';

const storedPrefs = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.prefs) ?? '{}');

describe('settings', () => {
  it('switches the language at once, re-renders and remembers it', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect([...(language as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'English',
      'Русский (beta)',
    ]);

    await user.selectOptions(language, 'ru');

    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Тема' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    expect(storedPrefs()).toMatchObject({ lang: 'ru' });
  });

  it('lists the ten themes by name and repaints on change', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    const options = [...(theme as HTMLSelectElement).options];
    expect(options.map((option) => option.value)).toEqual([...THEMES]);
    expect(options.map((option) => option.text)).toContain('Dark Ember');

    await user.selectOptions(theme, 'parchment');

    expect(document.documentElement.dataset.theme).toBe('parchment');
    expect(storedPrefs()).toMatchObject({ theme: 'parchment', scheme: 'dark', lang: 'en' });
  });

  it('has a dark mode switch that sets the scheme and persists it', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const dark = await screen.findByRole('switch', { name: 'Dark mode' });
    expect((dark as HTMLInputElement).checked).toBe(true);

    await user.click(dark);

    expect((dark as HTMLInputElement).checked).toBe(false);
    expect(document.documentElement.dataset.scheme).toBe('light');
    expect(storedPrefs()).toMatchObject({ scheme: 'light' });
  });

  it('opens the about drawer with the SRD credits', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'About Hearth' }));
    const drawer = screen.getByRole('dialog', { name: 'About Hearth' });
    expect(drawer.textContent).toMatch(/System Reference Document 5\.2/);
    await user.click(screen.getByTestId('drawer-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
