import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { User } from '@hearth/contract';
import { ACCOUNT_SECURITY_MESSAGES } from '@hearth/contract';

import { getSession, setToken } from '../../data/session.ts';
import { getCurrentUser, setCurrentUser } from '../../data/user.ts';
import { apiError, makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

type Routes = Parameters<typeof mockApi>[0];

/** The settings page of a signed-in user, with the password calls answered by `routes`. */
function openSettings(user: User, routes: Routes) {
  setToken('tok-1');
  setCurrentUser(user);
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/sources': { body: [] },
    'GET /api/auth/user': { body: user },
    'GET /api/auth/sessions': { body: { sessions: [] } },
    ...routes,
  });
  renderApp('/settings');
  return { api, user: userEvent.setup() };
}

/** The error text announced with a field (its aria-describedby), or null. */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function validationError(fields: { path: string; message: string }[]) {
  return {
    status: 400,
    body: {
      data: { code: 'VALIDATION', message: 'Some fields are not valid', details: { fields } },
    },
  };
}

describe('settings: change password', () => {
  it('checks both fields before calling the server', async () => {
    const { api, user } = openSettings(makeUser(), {});
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const modal = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(modal).getByLabelText('New password'), 'short');
    await user.click(within(modal).getByRole('button', { name: 'Change password' }));

    expect(errorOf(within(modal).getByLabelText('Current password'))).toBe('Password is required');
    expect(errorOf(within(modal).getByLabelText('New password'))).toBe(
      'Password must be at least 8 characters',
    );
    expect(api.callsTo('POST /api/auth/password')).toHaveLength(0);
  });

  it("shows the server's refusals on the fields they are about", async () => {
    let attempt = 0;
    const { api, user } = openSettings(makeUser(), {
      'POST /api/auth/password': () =>
        ++attempt === 1
          ? validationError([
              {
                path: 'body.current_password',
                message: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong,
              },
            ])
          : validationError([
              { path: 'body.new_password', message: ACCOUNT_SECURITY_MESSAGES.passwordTooCommon },
            ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const modal = screen.getByRole('dialog', { name: 'Change password' });
    const current = within(modal).getByLabelText('Current password');
    const next = within(modal).getByLabelText('New password');
    await user.type(current, 'not my password');
    await user.type(next, 'password123');
    await user.click(within(modal).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(errorOf(current)).toBe('The current password is wrong'));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(next.getAttribute('aria-invalid')).toBeNull();

    await user.click(within(modal).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(errorOf(next)).toBe('This password is too common. Choose one that is harder to guess'),
    );
    expect(current.getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo('POST /api/auth/password')[0]?.body).toEqual({
      current_password: 'not my password',
      new_password: 'password123',
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('changes the password, says the other devices were signed out and keeps this one', async () => {
    const { api, user } = openSettings(makeUser(), {
      'POST /api/auth/password': { body: { changed: true, ended_sessions: 2 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const modal = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(modal).getByLabelText('Current password'), 'old secret');
    await user.type(within(modal).getByLabelText('New password'), 'a sturdier secret');
    await user.click(within(modal).getByRole('button', { name: 'Change password' }));

    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.type).toBe('success');
    expect(toast.textContent).toMatch('Your password is changed. 2 other devices were signed out.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/auth/password')[0]?.body).toEqual({
      current_password: 'old secret',
      new_password: 'a sturdier secret',
    });
    expect(getSession().token).toBe('tok-1');
    // The device list below is read again without the signed-out devices.
    await waitFor(() => expect(api.callsTo('GET /api/auth/sessions')).toHaveLength(2));
  });

  it('offers "Set a password" without a current password to a social-only account', async () => {
    const { api, user } = openSettings(makeUser({ has_password: false, providers: ['google'] }), {
      'POST /api/auth/password': { body: { changed: true, ended_sessions: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Set a password' }));
    const modal = screen.getByRole('dialog', { name: 'Set a password' });
    expect(within(modal).queryByLabelText('Current password')).toBeNull();
    await user.type(within(modal).getByLabelText('New password'), 'my first password');
    await user.click(within(modal).getByRole('button', { name: 'Set password' }));

    expect((await screen.findByTestId('toast')).textContent).toBe('Your password is set.');
    expect(api.callsTo('POST /api/auth/password')[0]?.body).toEqual({
      new_password: 'my first password',
    });
    // From now on the account has a password to change.
    expect(getCurrentUser()?.has_password).toBe(true);
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it.each([
    [
      'unreachable',
      'network-error' as const,
      'alert',
      'Server is not available. Please try again later',
    ],
    [
      'rate-limited',
      apiError(429, 'RATE_LIMITED', 'Too many requests'),
      'toast',
      'Too many requests, please try again later',
    ],
  ])('says so when the server is %s', async (_, answer, where, text) => {
    const { user } = openSettings(makeUser(), { 'POST /api/auth/password': answer });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const modal = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(modal).getByLabelText('Current password'), 'old secret');
    await user.type(within(modal).getByLabelText('New password'), 'a sturdier secret');
    await user.click(within(modal).getByRole('button', { name: 'Change password' }));

    const shown =
      where === 'alert'
        ? await within(modal).findByRole('alert')
        : await screen.findByTestId('toast');
    expect(shown.textContent).toBe(text);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });
});
