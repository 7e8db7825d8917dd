import type { Campaign, CampaignCharacter, CampaignSummary, PartyDigest } from '@hearth/contract';

import { clearToasts } from '../../components/toast/toastStore.ts';
import { setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

export function makeSummary(overrides: Partial<CampaignSummary> & { id: string }): CampaignSummary {
  return {
    name: `Campaign ${overrides.id}`,
    description: '',
    image: null,
    avatar: null,
    active: true,
    owner: 'u1',
    role: 'owner',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    ...makeSummary({ id: 'c1', name: 'Lost Mine' }),
    users: [
      { id: 'u1', name: 'Ada', avatar_color: null, avatar_id: null, role: 'owner' },
      { id: 'u2', name: 'Bo', avatar_color: null, avatar_id: null, role: 'member' },
    ],
    characters: [],
    inventory: 'stock-1',
    invite: null,
    version: 1,
    ...overrides,
  };
}

export function makeDigest(overrides: Partial<PartyDigest> = {}): PartyDigest {
  return {
    level: 3,
    classes: [{ id: 'fighter', level: 3 }],
    hp: { current: 28, max: 28, temp: 0, bloodied: false },
    vital: 'up',
    unconscious: false,
    death_saves: { successes: 0, failures: 0 },
    ac: 16,
    passive: { perception: 13, insight: 11, investigation: 10 },
    speed: 30,
    conditions: [],
    exhaustion: 0,
    concentration: null,
    spell_save_dc: [],
    ...overrides,
  };
}

export function makePartyMember(
  overrides: Partial<CampaignCharacter> & { id: string; name: string },
): CampaignCharacter {
  return {
    user_id: 'u2',
    avatar: null,
    active: true,
    player: 'Bo',
    updated_at: '2026-11-20T10:00:00.000Z',
    party: makeDigest(),
    ...overrides,
  };
}

/** Opens `path` signed in as Ada (u1) with the mocked server's `routes`. */
export function openCampaigns(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  clearToasts();
  setToken('t');
  setCurrentUser(makeUser());
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/health': { body: { status: 'ok' } },
    ...routes,
  });
  return { api, ...renderApp(path) };
}
