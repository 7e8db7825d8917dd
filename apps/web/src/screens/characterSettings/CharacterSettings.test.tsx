import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

// The screen's code and the catalogue load first: a busy machine takes over a second.
configure({ asyncUtilTimeout: 4000 });

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

  /** A server that keeps what it is sent, as the real one does, for saves one after another. */
  function serve() {
    let character = makeCharacter();
    return mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/characters/42': () => ({ body: character }),
      'GET /api/inventory/42': { body: [] },
      'POST /api/characters/42': (call) => {
        character = { ...character, ...(call.body as object), version: character.version + 1 };
        return { body: character };
      },
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
      // Issue 19: the name the edit replaced, and the device it came from.
      base: { name: 'Brienne' },
      device: expect.any(Object),
    });
  });

  it('hides and reorders menu entries, and the menu follows', async () => {
    const api = serve();
    renderApp('/character-settings');
    await screen.findByLabelText('Name');
    const menu = screen.getByRole('navigation', { name: 'Character menu' });
    // The unbuilt Notes is out of the bar until the player asks for it; Beasts can go.
    expect(within(menu).queryByRole('link', { name: 'Notes' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notes' }));
    expect(within(menu).getByRole('link', { name: 'Notes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beasts' }));
    expect(within(menu).queryByRole('link', { name: 'Beasts' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move Features down' }));
    const order = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(order.slice(0, 3)).toEqual(['Character', 'Magic', 'Features']);
    type Sent = { settings: { menu: Record<string, { show: boolean; order: number }> } };
    const lastMenu = () =>
      (api.callsTo('POST /api/characters/42').at(-1)?.body as Sent | undefined)?.settings.menu;
    // Saves are debounced: the last one carries every change.
    // Numbered from 1: Character, Magic, Features.
    await waitFor(() => expect(lastMenu()?.['/features/view']?.order).toBe(3), { timeout: 3000 });
    const menuSent = lastMenu()!;
    expect(menuSent['/notes']?.show).toBe(true);
    expect(menuSent['/beasts']?.show).toBe(false);
    expect(menuSent['/features']?.order).toBeUndefined();
  });
});
