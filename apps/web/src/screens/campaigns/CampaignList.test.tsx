import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeCampaign, makeSummary, openCampaigns } from './campaignsTestKit.ts';

const older = makeSummary({ id: 'a', name: 'Ashes', updated_at: '2026-11-01T10:00:00.000Z' });
const newer = makeSummary({
  id: 'b',
  name: 'Brightwater',
  role: 'member',
  owner: 'u2',
  updated_at: '2026-11-21T10:00:00.000Z',
});
const hidden = makeSummary({ id: 'c', name: 'Cinder', active: false });

describe('/campaigns', () => {
  it('lists active campaigns newest first and the hidden ones in a collapsible section', async () => {
    const { api } = openCampaigns('/campaigns', {
      'GET /api/campaigns': { body: [older, hidden, newer] },
      'PUT /api/campaigns/c': { body: makeCampaign({ ...hidden, active: true }) },
      'DELETE /api/campaigns/c': { body: { id: 'c' } },
    });
    const list = await screen.findByRole('list', { name: 'Your campaigns' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'Brightwater',
      'Ashes',
    ]);
    // Only the owner hides a campaign.
    expect(within(rows[0]!).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(screen.queryByText('Cinder')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Inactive campaigns \(1\)/ }));
    const inactive = screen.getByRole('list', { name: 'Inactive campaigns' });
    await userEvent.click(within(inactive).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo('PUT /api/campaigns/c')).toHaveLength(1));
    expect(api.callsTo('PUT /api/campaigns/c')[0]?.body).toEqual({ active: true });

    await userEvent.click(within(inactive).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete campaign?' });
    expect(api.callsTo('DELETE /api/campaigns/c')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/campaigns/c')).toHaveLength(1));
  });

  it('shows the empty text', async () => {
    openCampaigns('/campaigns', { 'GET /api/campaigns': { body: [] } });
    expect(await screen.findByText(/You are in no campaigns yet/)).toBeTruthy();
  });

  it('creates a campaign only with a name, then opens it', async () => {
    const created = makeCampaign({ id: 'new', name: 'Storm King' });
    const { api, router } = openCampaigns('/campaigns', {
      'GET /api/campaigns': { body: [] },
      'POST /api/campaigns': { status: 201, body: created },
      'GET /api/campaigns/new': { body: created },
      'GET /api/campaigns/campaign-characters/new': { body: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    expect(create.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Storm King');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Giants');
    expect(create.hasAttribute('disabled')).toBe(false);
    await userEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new'));
    expect(api.callsTo('POST /api/campaigns')[0]?.body).toEqual({
      name: 'Storm King',
      description: 'Giants',
    });
  });
});
