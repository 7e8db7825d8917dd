import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setToken } from '../../data/session.ts';
import { mockApi, NO_CONFIG, rateLimited } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('forgot password', () => {
  it('is linked under the password field of login only, carrying the typed address', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Already have an account? Login' }));
    // The login form replaces the register one (keyed by mode): type into the new one.
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    // The title is set by an effect after the screen renders.
    await waitFor(() => expect(document.title).toMatch('Forgot password'));
  });

  it('checks the address, sends the link and answers neutrally, then leads back to login', async () => {
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/password/forgot': { body: { sent: true } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/forgot-password');
    const email = await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(email, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/password/forgot')).toHaveLength(0);

    await user.type(email, 'example.com ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account exists for ada@example.com, we sent a link to set a new password. It works for 60 minutes.',
    );
    expect(api.callsTo('POST /api/auth/password/forgot')[0]?.body).toEqual({
      email: 'ada@example.com',
    });

    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });

  it.each([
    ['as this server sets it', { body: { ...NO_CONFIG, password_reset_ttl_minutes: 15 } }, 15],
    ['as the default while the set-up cannot be read', 'network-error' as const, 60],
    [
      'in the singular for one minute',
      { body: { ...NO_CONFIG, password_reset_ttl_minutes: 1 } },
      1,
    ],
  ])('says how long the link works %s', async (_, config, minutes) => {
    mockApi({
      'GET /api/config': config,
      'POST /api/auth/password/forgot': { body: { sent: true } },
    });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const sent = await screen.findByRole('status');
    // The set-up may arrive after the answer: the text follows it.
    await waitFor(() =>
      expect(sent.textContent).toMatch(
        `It works for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ),
    );
  });

  it.each([
    [
      'unreachable',
      'network-error' as const,
      'alert',
      'Server is not available. Please try again later',
    ],
    ['rate-limited', rateLimited(90), 'alert', 'Too many attempts. Try again in 2 minutes.'],
  ])('says so when the server is %s', async (_, answer, where, text) => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'POST /api/auth/password/forgot': answer });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const shown =
      where === 'alert' ? await screen.findByRole('alert') : await screen.findByTestId('toast');
    expect(shown.textContent).toBe(text);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is for guests: a signed-in user goes to the character list', async () => {
    setToken('tok-1');
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const { router } = renderApp('/forgot-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });
});
