import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../test/mockFetch.ts';
import { makeCampaign, openCampaigns } from './campaignsTestKit.ts';

const byToken = { id: 'c1', name: 'Lost Mine' };

describe('/j/{token}', () => {
  it('says the campaign does not exist for an unknown or expired link', async () => {
    openCampaigns('/j/nope', {
      'GET /api/campaigns/by-token/nope': apiError(
        404,
        'CAMPAIGN.NOT_FOUND',
        'The campaign does not exist',
      ),
    });
    expect(await screen.findByText('The campaign does not exist')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('offers a member the way to the campaign', async () => {
    const { router } = openCampaigns('/j/tok', {
      'GET /api/campaigns/by-token/tok': { body: byToken },
      'GET /api/campaigns/join/tok': apiError(409, 'ALREADY_OF_CAMPAIGN', 'Already'),
      'GET /api/campaigns/c1': { body: makeCampaign() },
      'GET /api/campaigns/campaign-characters/c1': { body: [] },
    });
    expect(await screen.findByText('Lost Mine')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('You are already a member of this campaign. Go to the campaign?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/c1'));
  });

  it('joins, then brings a free character along and opens the campaign', async () => {
    const joined = makeCampaign({ role: 'member', owner: 'u2' });
    const { api, router } = openCampaigns('/j/tok', {
      'GET /api/campaigns/by-token/tok': { body: byToken },
      'GET /api/campaigns/join/tok': { body: joined },
      'GET /api/characters/user/u1': {
        body: [
          {
            id: 'free',
            name: 'Free Finn',
            active: true,
            user_id: 'u1',
            classes: [],
            updated_at: '2026-11-20T10:00:00.000Z',
          },
          {
            id: 'busy',
            name: 'Busy Bea',
            active: true,
            user_id: 'u1',
            classes: [],
            updated_at: '2026-11-19T10:00:00.000Z',
          },
        ],
      },
      'GET /api/campaigns/character-campaigns/free': { body: [] },
      'GET /api/campaigns/character-campaigns/busy': { body: [{ id: 'other', name: 'Other' }] },
      'POST /api/campaigns/add-character-to-campaign': { body: joined },
      'GET /api/campaigns/c1': { body: joined },
      'GET /api/campaigns/campaign-characters/c1': { body: [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Welcome to Lost Mine!')).toBeTruthy();
    const finn = await screen.findByRole('button', { name: 'Free Finn' });
    expect(screen.queryByRole('button', { name: 'Busy Bea' })).toBeNull();
    fireEvent.click(finn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/c1'));
    expect(api.callsTo('POST /api/campaigns/add-character-to-campaign')[0]?.body).toEqual({
      campaign_id: 'c1',
      character_id: 'free',
    });
  });
});
