import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('/character-settings', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue({ classes: ['fighter'], species: ['human'], backgrounds: ['soldier'] });
  });

  afterEach(async () => {
    await clearCatalogue(['classes', 'species', 'backgrounds']);
  });

  function serve() {
    const character = makeCharacter();
    return mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/42': { body: character },
      'GET /api/inventory/42': { body: [] },
      'POST /api/characters/42': (call) => ({ body: { ...character, ...(call.body as object) } }),
    });
  }

  it('renames the character, refusing a blank name', async () => {
    const api = serve();
    renderApp('/character-settings');
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: '  ' } });
    expect(screen.getByText('Enter a name')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Brienne the Blue' } });
    await waitFor(() => expect(api.callsTo('POST /api/characters/42').length).toBeGreaterThan(0), {
      timeout: 2000,
    });
    expect(api.callsTo('POST /api/characters/42').at(-1)?.body).toEqual({
      name: 'Brienne the Blue',
    });
  });

  it('hides and reorders menu entries, and the menu follows', async () => {
    const api = serve();
    renderApp('/character-settings');
    await screen.findByLabelText('Name');
    const menu = screen.getByRole('navigation', { name: 'Character menu' });
    expect(within(menu).getByRole('link', { name: 'Notes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notes' }));
    expect(within(menu).queryByRole('link', { name: 'Notes' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move Features down' }));
    const order = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(order.slice(0, 3)).toEqual(['Character', 'Magic', 'Features']);
    await waitFor(() => expect(api.callsTo('POST /api/characters/42').length).toBeGreaterThan(0), {
      timeout: 2000,
    });
    const sent = api.callsTo('POST /api/characters/42').at(-1)?.body as {
      settings: { menu: Record<string, { show: boolean; order: number }> };
    };
    expect(sent.settings.menu['/notes']?.show).toBe(false);
    expect(sent.settings.menu['/features']?.order).toBeUndefined();
    expect(sent.settings.menu['/features/view']?.order).toBe(2);
  });
});
