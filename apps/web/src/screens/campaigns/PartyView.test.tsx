import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getSession } from '../../data/session.ts';
import { makeCampaign, makeDigest, makePartyMember, openCampaigns } from './campaignsTestKit.ts';

const hurt = makePartyMember({
  id: 'ch-hurt',
  name: 'Hurt Hal',
  party: makeDigest({
    hp: { current: 10, max: 28, temp: 5, bloodied: true },
    concentration: 'bless',
    spell_save_dc: [{ class_id: 'cleric', dc: 15 }],
    conditions: ['poisoned'],
  }),
});
const dying = makePartyMember({
  id: 'ch-dying',
  name: 'Dying Dee',
  party: makeDigest({
    hp: { current: 0, max: 20, temp: 0, bloodied: true },
    vital: 'dying',
    unconscious: true,
    death_saves: { successes: 2, failures: 1 },
  }),
});
const shaped = makePartyMember({
  id: 'ch-shaped',
  name: 'Thorn',
  party: makeDigest({ ac: 12, speed: 40, wild_shape: { beast_id: 'wolf', title: 'Wolf' } }),
});
const mine = makePartyMember({ id: 'ch-mine', name: 'My Mira', user_id: 'u1', player: 'Ada' });

const card = (name: string) => screen.getByRole('listitem', { name });

function openParty(role: 'owner' | 'member', party = [hurt, dying, mine]) {
  const campaign = makeCampaign({ role, owner: role === 'owner' ? 'u1' : 'u2' });
  return openCampaigns('/campaign/c1', {
    'GET /api/campaigns/c1': { body: campaign },
    'GET /api/campaigns/campaign-characters/c1': { body: party },
    'DELETE /api/campaigns/c1/characters/ch-hurt': {
      body: { campaign_id: 'c1', character_id: 'ch-hurt' },
    },
    'GET /api/characters/ch-hurt/sheet': {
      status: 404,
      body: { data: { code: 'NOT_FOUND', message: 'x' } },
    },
  });
}

describe('/campaign/{id}: the party view', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks bloodied, temp HP, concentration, conditions and a dying character’s death saves', async () => {
    openParty('owner');
    await screen.findByText('Hurt Hal');
    const hal = card('Hurt Hal');
    expect(within(hal).getByText('Bloodied')).toBeTruthy();
    expect(within(hal).getByTestId('party-hp').textContent).toBe('10 / 28');
    expect(within(hal).getByText('+5 temp')).toBeTruthy();
    expect(within(hal).getByText(/Concentrating: /)).toBeTruthy();
    expect(within(hal).getByTestId('party-ac').textContent).toBe('16');
    expect(within(hal).getByTestId('party-perception').textContent).toBe('13');
    expect(within(hal).getByText('15')).toBeTruthy();
    expect(within(hal).getByRole('list', { name: 'Conditions' }).textContent).toMatch(/oisoned/);
    expect(within(hal).queryByText('Death saves')).toBeNull();

    const dee = card('Dying Dee');
    expect(within(dee).getByText('Dying')).toBeTruthy();
    expect(within(dee).getByText('Death saves')).toBeTruthy();
    expect(within(dee).getByRole('img', { name: 'Successes 2 of 3' })).toBeTruthy();
    expect(within(dee).getByRole('img', { name: 'Failures 1 of 3' })).toBeTruthy();
    expect(within(card('My Mira')).queryByText(/Bloodied|Dying/)).toBeNull();
    expect(within(card('My Mira')).queryByTestId('party-wild-shape')).toBeNull();
  });

  it('says which Wild Shape form a druid is in, with the form’s numbers the server sent', async () => {
    openParty('owner', [shaped, mine]);
    await screen.findByText('Thorn');
    const thorn = card('Thorn');
    expect(within(thorn).getByTestId('party-wild-shape').textContent).toBe('Wild Shape: Wolf');
    expect(within(thorn).getByTestId('party-ac').textContent).toBe('12');
  });

  it('asks for the party again every 10 seconds while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = openParty('owner');
    await screen.findByText('Hurt Hal');
    const reads = () => api.callsTo('GET /api/campaigns/campaign-characters/c1').length;
    const first = reads();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(reads()).toBe(first);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(reads()).toBe(first + 1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(reads()).toBe(first + 2));
  });

  it('lets the owner remove any character after a confirming second tap', async () => {
    const { api } = openParty('owner');
    await screen.findByText('Hurt Hal');
    for (const name of ['Hurt Hal', 'Dying Dee', 'My Mira']) {
      expect(within(card(name)).getByRole('button', { name: `Remove ${name}` })).toBeTruthy();
    }
    fireEvent.click(within(card('Hurt Hal')).getByRole('button', { name: 'Remove Hurt Hal' }));
    expect(api.callsTo('DELETE /api/campaigns/c1/characters/ch-hurt')).toHaveLength(0);
    fireEvent.click(within(card('Hurt Hal')).getByRole('button', { name: 'Tap again to remove' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /api/campaigns/c1/characters/ch-hurt')).toHaveLength(1),
    );
  });

  it('lets a member remove only their own character; another’s opens read-only', async () => {
    const { router } = openParty('member');
    await screen.findByText('Hurt Hal');
    expect(within(card('Hurt Hal')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(card('Dying Dee')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(card('My Mira')).getByRole('button', { name: 'Remove My Mira' })).toBeTruthy();

    fireEvent.click(within(card('Hurt Hal')).getByRole('button', { name: /^Hurt Hal/ }));
    const peek = await screen.findByRole('dialog', { name: 'Hurt Hal' });
    expect(within(peek).getByText(/Read only/)).toBeTruthy();
    fireEvent.click(within(peek).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(card('My Mira')).getByRole('button', { name: /^My Mira/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/character'));
    expect(getSession().characterId).toBe('ch-mine');
  });
});
