import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeCampaign, openCampaigns } from './campaignsTestKit.ts';

const invite = { token: 'tok-1', expires_at: '2026-11-27T10:00:00.000Z', url_path: '/j/tok-1' };

function openSettings(role: 'owner' | 'member' = 'owner', extra = {}) {
  const campaign = makeCampaign({ role, owner: role === 'owner' ? 'u1' : 'u2' });
  return openCampaigns('/campaign/c1/settings', {
    'GET /api/campaigns/c1': { body: campaign },
    'GET /api/campaigns/c1/invite-link': { body: invite },
    'PUT /api/campaigns/c1': (call) => ({ body: { ...campaign, ...(call.body as object) } }),
    'GET /api/campaigns/leave': { body: { campaign_id: 'c1', user_id: 'u1', characters: [] } },
    'GET /api/campaigns': { body: [] },
    ...extra,
  });
}

function setNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

async function makeInvite() {
  openSettings();
  fireEvent.click(await screen.findByRole('button', { name: 'Make invite link' }));
  return screen.findByTestId('invite-link');
}

describe('/campaign/{id}/settings', () => {
  afterEach(() => {
    vi.useRealTimers();
    setNavigator('share', undefined);
    setNavigator('clipboard', undefined);
  });

  it('saves the name 1000 ms after the last change, with the description', async () => {
    const { api } = openSettings();
    const name = await screen.findByLabelText('Name');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(name, { target: { value: 'Lost Mines' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    fireEvent.change(name, { target: { value: 'Lost Mines of Phandelver' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Goblins' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(api.callsTo('PUT /api/campaigns/c1')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await waitFor(() => expect(api.callsTo('PUT /api/campaigns/c1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/campaigns/c1')[0]?.body).toEqual({
      name: 'Lost Mines of Phandelver',
      description: 'Goblins',
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('never saves a blank name', async () => {
    const { api } = openSettings();
    const name = await screen.findByLabelText('Name');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(name, { target: { value: '  ' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(api.callsTo('PUT /api/campaigns/c1')).toHaveLength(0);
    expect(screen.getByText('Please enter a campaign name')).toBeTruthy();
  });

  it('makes an invite with a QR code, copies it and shares it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    const link = await makeInvite();
    expect(link.textContent).toBe(`${window.location.origin}/j/tok-1`);
    expect(screen.getByRole('img', { name: 'QR code of the invite link' })).toBeTruthy();
    expect(screen.getByText('A new link stops the previous one from working.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/j/tok-1`);

    const share = vi.fn(() => Promise.resolve());
    setNavigator('share', share);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link shared successfully')).toBeTruthy();
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/j/tok-1` }),
    );
  });

  it('says nothing when the share sheet is closed, and tells other share failures', async () => {
    await makeInvite();
    setNavigator('share', () => Promise.reject(new DOMException('closed', 'AbortError')));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText('Error sharing link')).toBeNull();

    setNavigator('share', () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Error sharing link')).toBeTruthy();
  });

  it('says when the Share API is missing', async () => {
    await makeInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share API not supported')).toBeTruthy();
  });

  it('toasts a failed invite', async () => {
    openSettings('owner', {
      'GET /api/campaigns/c1/invite-link': {
        status: 500,
        body: { data: { code: 'INTERNAL', message: 'x' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make invite link' }));
    expect(await screen.findByText('Failed to generate invite link')).toBeTruthy();
  });

  it('shows a member no owner controls and lets them leave after confirming', async () => {
    const { api, router } = openSettings('member');
    const leave = await screen.findByRole('button', { name: 'Leave the campaign' });
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByRole('button', { name: /invite/i })).toBeNull();
    fireEvent.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Leave the campaign?' });
    expect(api.callsTo('GET /api/campaigns/leave')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(api.calls.find((call) => call.path === '/api/campaigns/leave')).toBeTruthy();
  });
});
