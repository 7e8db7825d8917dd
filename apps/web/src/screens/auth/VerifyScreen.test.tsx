import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError, mockApi } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('verify page', () => {
  it('welcomes the verified user and links to login', async () => {
    const api = mockApi({
      'GET /api/verify/abc123': { body: { verified: true, email: 'ada@example.com' } },
    });
    renderApp('/verify/abc123');
    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeTruthy();
    expect(screen.getByText(/ada@example\.com is verified/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('GET /api/verify/abc123')).toHaveLength(1);
  });

  it('shows the failure with the server message', async () => {
    mockApi({
      'GET /api/verify/old': apiError(400, 'INVALID_LINK', 'This link is invalid or has expired'),
    });
    renderApp('/verify/old');
    expect(await screen.findByRole('heading', { name: 'Somthing went wrong!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });
});
