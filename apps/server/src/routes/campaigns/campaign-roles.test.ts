import { beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/app.ts';
import type { Player } from './campaign-test-kit.ts';
import { campaignKit, createFighter, errorOf, signUpPlayer } from './campaign-test-kit.ts';

// Every campaign route and every read a campaign opens, for the four roles: the campaign's
// owner, a member, a stranger (signed in, not in the campaign: answered as if it did not
// exist) and an anonymous caller (401 before anything is looked at).

const ctx = useTestApp();
const app = () => ctx.app;
const kit = campaignKit(app);

type Role = 'owner' | 'member' | 'stranger' | 'anonymous';
const ROLES: readonly Role[] = ['owner', 'member', 'stranger', 'anonymous'];
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

interface Request {
  method: Method;
  url: string;
  payload?: object;
}
/** A status, and the error code when it is a refusal. */
type Outcome = readonly [number, string?];

interface RouteCase {
  route: string;
  /** Sets a fresh table up and answers what `actor` (null: anonymous) sends. */
  request: (actor: Player | null, role: Role) => Promise<Request>;
  expected: Record<Role, Outcome>;
}

let players: Record<Exclude<Role, 'anonymous'>, Player>;
const actorOf = (role: Role) => (role === 'anonymous' ? null : players[role]);

beforeAll(async () => {
  players = {
    owner: await signUpPlayer(ctx.app, ctx.config, 'gm-roles@example.com'),
    member: await signUpPlayer(ctx.app, ctx.config, 'player-roles@example.com'),
    stranger: await signUpPlayer(ctx.app, ctx.config, 'stranger-roles@example.com'),
  };
});

/** The owner's campaign with the member joined (no characters). */
async function campaignWithMember() {
  const campaign = await kit.newCampaign(players.owner);
  await kit.join(players.owner, campaign.id, players.member);
  return campaign;
}

const ANONYMOUS: Outcome = [401, 'FAILED_AUTHENTICATION'];
const NO_CAMPAIGN: Outcome = [404, 'CAMPAIGN.NOT_FOUND'];
const NO_CHARACTER: Outcome = [404, 'CHAR.NOT_FOUND'];
const OWNER_ONLY: Outcome = [403, 'FORBIDDEN'];

const CASES: readonly RouteCase[] = [
  {
    route: 'GET campaigns',
    request: async () => {
      await campaignWithMember();
      return { method: 'GET', url: '/api/campaigns' };
    },
    expected: { owner: [200], member: [200], stranger: [200], anonymous: ANONYMOUS },
  },
  {
    route: 'POST campaigns',
    request: async () => ({ method: 'POST', url: '/api/campaigns', payload: { name: 'Tide' } }),
    expected: { owner: [201], member: [201], stranger: [201], anonymous: ANONYMOUS },
  },
  {
    route: 'GET campaigns/{id}',
    request: async () => ({
      method: 'GET',
      url: `/api/campaigns/${(await campaignWithMember()).id}`,
    }),
    expected: { owner: [200], member: [200], stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'PUT campaigns/{id}',
    request: async () => ({
      method: 'PUT',
      url: `/api/campaigns/${(await campaignWithMember()).id}`,
      payload: { name: 'Renamed' },
    }),
    expected: { owner: [200], member: OWNER_ONLY, stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'DELETE campaigns/{id}',
    request: async () => {
      const campaign = await campaignWithMember();
      await kit.call('PUT', `/api/campaigns/${campaign.id}`, players.owner.token, {
        active: false,
      });
      return { method: 'DELETE', url: `/api/campaigns/${campaign.id}` };
    },
    expected: { owner: [200], member: OWNER_ONLY, stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'GET campaigns/{id}/invite-link',
    request: async () => ({
      method: 'GET',
      url: `/api/campaigns/${(await campaignWithMember()).id}/invite-link?t=1764280000`,
    }),
    expected: { owner: [200], member: OWNER_ONLY, stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'GET campaigns/by-token/{token}',
    request: async () => {
      const { token } = await kit.inviteLink(players.owner, (await campaignWithMember()).id);
      return { method: 'GET', url: `/api/campaigns/by-token/${token}` };
    },
    // Anyone signed in with the link reads its campaign's id and name: that is the join page.
    expected: { owner: [200], member: [200], stranger: [200], anonymous: ANONYMOUS },
  },
  {
    route: 'GET campaigns/join/{token}',
    request: async () => {
      const { token } = await kit.inviteLink(players.owner, (await campaignWithMember()).id);
      return { method: 'GET', url: `/api/campaigns/join/${token}` };
    },
    expected: {
      owner: [409, 'ALREADY_OF_CAMPAIGN'],
      member: [409, 'ALREADY_OF_CAMPAIGN'],
      stranger: [200],
      anonymous: ANONYMOUS,
    },
  },
  {
    route: 'GET campaigns/leave',
    request: async (actor) => {
      const campaign = await campaignWithMember();
      const userId = actor?.id ?? players.member.id;
      return {
        method: 'GET',
        url: `/api/campaigns/leave?userId=${userId}&campaignId=${campaign.id}`,
      };
    },
    expected: {
      owner: [409, 'CONFLICT'],
      member: [200],
      stranger: NO_CAMPAIGN,
      anonymous: ANONYMOUS,
    },
  },
  {
    route: 'GET campaigns/campaign-characters/{campaignId}',
    request: async () => {
      const { campaign } = await kit.table(players.owner, players.member);
      return { method: 'GET', url: `/api/campaigns/campaign-characters/${campaign.id}` };
    },
    expected: { owner: [200], member: [200], stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'GET campaigns/character-campaigns/{characterId} (the member’s character)',
    request: async () => {
      const { memberHero } = await kit.table(players.owner, players.member);
      return {
        method: 'GET',
        url: `/api/campaigns/character-campaigns/${memberHero.character.id}`,
      };
    },
    expected: { owner: [200], member: [200], stranger: NO_CHARACTER, anonymous: ANONYMOUS },
  },
  {
    route: 'POST campaigns/add-character-to-campaign (one’s own character)',
    request: async (actor) => {
      const campaign = await campaignWithMember();
      const hero = await createFighter(app, (actor ?? players.stranger).token, 'Newcomer');
      return {
        method: 'POST',
        url: '/api/campaigns/add-character-to-campaign',
        payload: { campaign_id: campaign.id, character_id: hero.character.id },
      };
    },
    expected: { owner: [200], member: [200], stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'PUT campaigns/{campaignId}/characters/{characterId} (one’s own character)',
    request: async (_actor, role) => {
      const { campaign, memberHero, ownerHero } = await kit.table(players.owner, players.member);
      const hero = role === 'owner' ? ownerHero : memberHero;
      return {
        method: 'PUT',
        url: `/api/campaigns/${campaign.id}/characters/${hero.character.id}`,
        payload: { active: false },
      };
    },
    // A stranger names the member's character: neither the campaign nor it is theirs.
    expected: { owner: [200], member: [200], stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'DELETE campaigns/{campaignId}/characters/{characterId} (the member’s character)',
    request: async () => {
      const { campaign, memberHero } = await kit.table(players.owner, players.member);
      return {
        method: 'DELETE',
        url: `/api/campaigns/${campaign.id}/characters/${memberHero.character.id}`,
      };
    },
    expected: { owner: [200], member: [200], stranger: NO_CAMPAIGN, anonymous: ANONYMOUS },
  },
  {
    route: 'GET characters/{id} (the member’s character, in the campaign)',
    request: async () => {
      const { memberHero } = await kit.table(players.owner, players.member);
      return { method: 'GET', url: `/api/characters/${memberHero.character.id}` };
    },
    expected: { owner: [200], member: [200], stranger: NO_CHARACTER, anonymous: ANONYMOUS },
  },
  {
    route: 'GET characters/{id}/sheet (the member’s character, in the campaign)',
    request: async () => {
      const { memberHero } = await kit.table(players.owner, players.member);
      return { method: 'GET', url: `/api/characters/${memberHero.character.id}/sheet` };
    },
    expected: { owner: [200], member: [200], stranger: NO_CHARACTER, anonymous: ANONYMOUS },
  },
  {
    route: 'GET inventory/{characterId} (the member’s character, in the campaign)',
    request: async () => {
      const { memberHero } = await kit.table(players.owner, players.member);
      return { method: 'GET', url: `/api/inventory/${memberHero.character.id}` };
    },
    expected: { owner: [200], member: [200], stranger: NO_CHARACTER, anonymous: ANONYMOUS },
  },
  {
    route: 'POST characters/{id} (the member’s character: only its owner writes it)',
    request: async () => {
      const { memberHero } = await kit.table(players.owner, players.member);
      return {
        method: 'POST',
        url: `/api/characters/${memberHero.character.id}`,
        payload: { name: 'Renamed by someone' },
      };
    },
    expected: { owner: NO_CHARACTER, member: [200], stranger: NO_CHARACTER, anonymous: ANONYMOUS },
  },
];

describe.each(CASES.map((entry) => [entry.route, entry] as const))('%s', (_route, entry) => {
  it.each(ROLES.map((role) => [role, entry.expected[role]] as const))(
    'as the %s: %j',
    async (role, [status, code]) => {
      const actor = actorOf(role);
      const request = await entry.request(actor, role);
      const response = await kit.as(actor, request.method, request.url, request.payload);
      expect(response.statusCode, response.body).toBe(status);
      if (code) expect(errorOf(response).code).toBe(code);
    },
  );
});
