import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('profile drawer: avatar colours', () => {
  it('offers the default colour, chosen until another is picked, and returns to it', async () => {
    setToken('tok-1');
    setCurrentUser(makeUser({ avatar_color: null }) as never);
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/campaigns/user': (call) => ({
        body: { user: makeUser(call.body as Record<string, unknown>) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const drawer = screen.getByRole('dialog', { name: 'Profile' });
    const theme = within(drawer).getByRole('radio', { name: 'Theme colour (the default)' });
    expect((theme as HTMLInputElement).checked).toBe(true);

    vi.useFakeTimers();
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Colour #3fa7d6' }));
    expect((theme as HTMLInputElement).checked).toBe(false);
    fireEvent.click(theme);
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();

    expect((theme as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('POST /api/campaigns/user').map((call) => call.body)).toEqual([
      { avatar_color: null },
    ]);
  });
});
