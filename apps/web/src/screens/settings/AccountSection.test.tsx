import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getSession, setToken } from '../../data/session.ts';
import { getCurrentUser, setCurrentUser } from '../../data/user.ts';
import { apiError, makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('settings: delete account', () => {
  it('asks for the password, deletes, and signs out to the root', async () => {
    setToken('tok-1');
    setCurrentUser(makeUser() as never);
    let attempts = 0;
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'GET /api/sources': { body: [] },
      'DELETE /api/auth/user': () =>
        ++attempts === 1
          ? apiError(401, 'WRONG_CREDENTIALS', 'Wrong credentials')
          : { body: { deleted: true } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const modal = screen.getByRole('dialog', { name: 'Delete account' });
    await user.type(within(modal).getByLabelText('Password'), 'wrong');
    await user.click(within(modal).getByRole('button', { name: 'Delete forever' }));
    expect((await screen.findByTestId('toast')).textContent).toMatch('Wrong credentials');
    expect(getSession().token).toBe('tok-1');

    await user.clear(within(modal).getByLabelText('Password'));
    await user.type(within(modal).getByLabelText('Password'), 'secret');
    await user.click(within(modal).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('DELETE /api/auth/user')[1]?.body).toEqual({ password: 'secret' });
    expect(getSession().token).toBeNull();
    expect(getCurrentUser()).toBeNull();
  });
});
