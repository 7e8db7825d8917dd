import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { getSession } from '../../data/session.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

const STORES = {
  classes: ['wizard', 'cleric'],
  species: ['human'],
  backgrounds: ['soldier'],
  spells: ['magic-missile', 'fire-bolt', 'cure-wounds'],
  items: ['longsword', 'dagger', 'rope'],
  rules: ['prone', 'blinded', 'arcana', 'elvish'],
};

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
  await putCatalogue(STORES);
});
afterAll(() => clearCatalogue(Object.keys(STORES)));

/** A visitor: no token, no character. */
function openAsVisitor(path: string) {
  expect(getSession().token).toBeNull();
  mockApi({ 'GET /api/config': { body: NO_CONFIG } });
  return renderApp(path);
}

describe('/catalogue for a visitor', () => {
  it('lists every spell and opens one, without sending the visitor to sign in', async () => {
    const user = userEvent.setup();
    const { router } = openAsVisitor('/catalogue/spells');
    await user.click(await screen.findByRole('button', { name: 'Magic Missile' }));
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByText('Level 1 Evocation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fire Bolt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cure Wounds' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/catalogue/spells');
  });

  it('lists the items and opens one', async () => {
    const user = userEvent.setup();
    openAsVisitor('/catalogue/items');
    await user.click(await screen.findByRole('button', { name: 'Longsword' }));
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByRole('heading', { name: 'Longsword' })).toBeTruthy();
    // Browsing only: nothing to add an item to.
    expect(within(drawer).queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('groups the rules by type, searches them and opens their text', async () => {
    const user = userEvent.setup();
    openAsVisitor('/catalogue/rules');
    const conditions = await screen.findByRole('region', { name: 'Conditions' });
    expect(
      within(conditions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Blinded', 'Prone']);
    expect(screen.getByText('Intelligence check')).toBeTruthy();
    expect(screen.getByText('Standard language')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search rules' }), 'pro');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Blinded' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('1 entry');
    await user.click(screen.getByRole('button', { name: 'Prone' }));
    const drawer = await screen.findByTestId('drawer');
    expect(within(drawer).getByRole('heading', { name: 'Prone' })).toBeTruthy();
    expect(within(drawer).getByText(/An attacker within 5 feet of you has Advantage/)).toBeTruthy();
  });

  it('switches sections with the tabs and sends an unknown one to the spells', async () => {
    const user = userEvent.setup();
    const { router } = openAsVisitor('/catalogue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/spells'));
    const tabs = await screen.findByRole('navigation', { name: 'Catalogue sections' });
    expect(within(tabs).getByRole('link', { name: 'Spells' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Items' }));
    expect(await screen.findByRole('button', { name: 'Rope' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/catalogue/items');
  });
});
