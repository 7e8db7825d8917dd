import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getSession, setActiveCharacter } from '../../data/session.ts';
import { STORAGE_KEYS } from '../../data/storage.ts';
import { apiError, makeUser, mockApi, NO_CONFIG, rateLimited } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('register', () => {
  it.each([
    ['', '', 'Email is required', 'Password is required'],
    ['ada@', 'short', 'Invalid email format', 'Password must be at least 8 characters'],
    ['ada@example.com', 'x'.repeat(64), null, 'Password must be less than 64 characters'],
  ])('checks %j / %j before calling the server', async (email, password, emailText, pwText) => {
    const api = mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    renderApp('/register');
    const user = await fillIn(email, password);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    if (emailText) expect(await screen.findByText(emailText)).toBeTruthy();
    expect(await screen.findByText(pwText)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows the verify-your-email message and the success toast', async () => {
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/register': { status: 201, body: { email: 'ada@example.com' } },
    });
    const { router } = renderApp('/register');
    const user = await fillIn('ada@example.com', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const notice = await screen.findByTestId('verify-notice');
    expect(within(notice).getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(notice.textContent).toMatch(/ada@example\.com/);
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect((await screen.findByTestId('toast')).textContent).toMatch('Registration successful');

    await user.click(within(notice).getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows a server error as a translated toast', async () => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/register': apiError(409, 'EMAIL_TAKEN', 'taken'),
    });
    renderApp('/register');
    const user = await fillIn('ada@example.com', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.type).toBe('error');
    expect(toast.textContent).toMatch('An account with this email already exists');
  });

  it('says how long to wait when registrations from here are limited', async () => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/register': rateLimited(1800),
    });
    renderApp('/register');
    const user = await fillIn('ada@example.com', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 30 minutes.',
    );
  });
});

describe('login', () => {
  const session = { token: 'tok-1', user: makeUser() };

  it('stores the token, caches the user and goes home without an active character', async () => {
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/login': { body: session },
    });
    const { router } = renderApp('/login');
    const user = await fillIn('ada@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getSession().token).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ id: 'u1' });
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret',
    });
  });

  it('goes to the character when one is active', async () => {
    setActiveCharacter('42');
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'POST /api/auth/login': { body: session } });
    const { router } = renderApp('/login');
    const user = await fillIn('ada@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/character'));
  });

  it("rejects an answer without a token with 'Token not found'", async () => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/login': { body: { user: makeUser() } },
    });
    const { router } = renderApp('/login');
    const user = await fillIn('ada@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('toast')).textContent).toMatch('Token not found');
    expect(getSession().token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the resend prompt on NOT_VERIFIED and updates the message after resending', async () => {
    const api = mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/login': apiError(403, 'NOT_VERIFIED', 'Email is not verified'),
      'POST /api/verify/resend': { body: { sent: true } },
    });
    renderApp('/login');
    const user = await fillIn('ada@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const prompt = await screen.findByRole('dialog', { name: 'Email is not verified' });
    await user.click(within(prompt).getByRole('button', { name: 'Resend confirmation' }));

    const notice = await screen.findByTestId('verify-notice');
    expect(notice.textContent).toMatch(/new confirmation link .*ada@example\.com/);
    expect(api.callsTo('POST /api/verify/resend')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [40, 'Too many attempts. Try again in 40 seconds.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    // Rounded up: coming back after 2 minutes would still be too early.
    [61, 'Too many attempts. Try again in 2 minutes.'],
  ])('says how long to wait when sign-in is throttled for %i s', async (seconds, text) => {
    mockApi({
      'GET /api/config': { body: NO_CONFIG },
      'POST /api/auth/login': rateLimited(seconds),
    });
    const { router } = renderApp('/login');
    const user = await fillIn('ada@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // In the form, where it stays while the user waits, not in a toast that goes in 4 s.
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['unreachable', 'network-error' as const],
    ['failing', apiError(503, 'SERVICE_UNAVAILABLE', 'down')],
  ])('says the server is not available when it is %s', async (_, answer) => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG }, 'POST /api/auth/login': answer });
    renderApp('/login');
    const user = await fillIn('ada@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Server is not available. Please try again later',
    );
  });

  it('shows social sign-in only for configured providers', async () => {
    mockApi({
      'GET /api/config': { body: { ...NO_CONFIG, telegram: { bot_name: 'hearth_bot' } } },
    });
    renderApp('/login');
    const widget = await screen.findByTestId('telegram-signin');
    expect(widget.querySelector('script')?.dataset.telegramLogin).toBe('hearth_bot');
    expect(screen.queryByTestId('google-signin')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('offers Continue and Show characters when signed in, Begin otherwise', async () => {
    mockApi({ 'GET /api/config': { body: NO_CONFIG } });
    const visitor = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Begin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play without account' }).getAttribute('href')).toBe(
      '/home',
    );
    visitor.unmount();

    window.localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/m');
    expect(screen.getByRole('link', { name: 'Show characters' }).getAttribute('href')).toBe(
      '/list',
    );
  });
});
