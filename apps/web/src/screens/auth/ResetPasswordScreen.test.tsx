import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ACCOUNT_SECURITY_MESSAGES } from '@hearth/contract';

import { getSession, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { apiError, makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

type Routes = Parameters<typeof mockApi>[0];

function openReset(routes: Routes, token = 'reset-abc') {
  const api = mockApi({ 'GET /api/config': { body: NO_CONFIG }, ...routes });
  const view = renderApp(`/reset-password/${token}`);
  return { api, user: userEvent.setup(), ...view };
}

describe('reset password', () => {
  it('checks the new password, sets it and leads to login with the address filled in', async () => {
    const { api, user, router } = openReset({
      'POST /api/auth/password/reset': { body: { reset: true, email: 'ada@example.com' } },
    });
    const field = await screen.findByLabelText('New password');
    // The title is set by an effect after the screen renders.
    await waitFor(() => expect(document.title).toMatch('Set a new password'));
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/password/reset')).toHaveLength(0);

    // The toggle shows what was typed, for a form without a confirmation field.
    expect(field.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('switch', { name: 'Show password' }));
    expect(field.getAttribute('type')).toBe('text');

    await user.type(field, ' but longer');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/password/reset')[0]?.body).toEqual({
      token: 'reset-abc',
      password: 'short but longer',
    });

    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });

  it("shows the server's refusal of the password on its field", async () => {
    openReset({
      'POST /api/auth/password/reset': {
        status: 400,
        body: {
          data: {
            code: 'VALIDATION',
            message: 'Some fields are not valid',
            details: {
              fields: [
                { path: 'body.password', message: ACCOUNT_SECURITY_MESSAGES.passwordTooCommon },
              ],
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New password');
    await user.type(field, 'password1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a used or expired link and offers a new one', async () => {
    const { user, router } = openReset(
      {
        'POST /api/auth/password/reset': apiError(400, 'INVALID_LINK', 'invalid'),
      },
      'used-token',
    );
    await user.type(await screen.findByLabelText('New password'), 'a fine new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('signs this device out when the reset account is the one signed in here', async () => {
    setToken('tok-1');
    setCurrentUser(makeUser({ email: 'Ada@Example.com' }));
    openReset({
      'GET /api/auth/user': { body: makeUser({ email: 'Ada@Example.com' }) },
      'POST /api/auth/password/reset': { body: { reset: true, email: 'ada@example.com' } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a fine new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(getSession().token).toBeNull();
  });

  it('points a signed-in user with a dead link to settings', async () => {
    setToken('tok-1');
    setCurrentUser(makeUser());
    const { user } = openReset({
      'GET /api/auth/user': { body: makeUser() },
      'POST /api/auth/password/reset': apiError(400, 'INVALID_LINK', 'invalid'),
    });
    await user.type(await screen.findByLabelText('New password'), 'a fine new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('link', { name: 'Go to settings' })).getAttribute('href')).toBe(
      '/settings',
    );
    expect(getSession().token).toBe('tok-1');
  });
});
