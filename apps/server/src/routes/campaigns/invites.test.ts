import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Campaign, CampaignCharacter, CampaignSummary, InviteLink } from '@hearth/contract';

import { campaignInvites } from '../../db/schema/index.ts';
import { testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import type { Player } from './campaign-test-kit.ts';
import { campaignKit, dataOf, errorOf, signUpPlayer } from './campaign-test-kit.ts';

// Invite links, joining and leaving (spec platform §2 join page, §6, §8).

const clock = testClock();
const ctx = useTestApp({ build: { now: clock.now } });
const app = () => ctx.app;
const kit = campaignKit(app);
const { call } = kit;
let gm: Player;
let player: Player;
let newcomer: Player;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  gm = await signUpPlayer(ctx.app, ctx.config, 'gm-invites@example.com');
  player = await signUpPlayer(ctx.app, ctx.config, 'player-invites@example.com');
  newcomer = await signUpPlayer(ctx.app, ctx.config, 'newcomer-invites@example.com');
});

/** Asserts the one answer for every token that does not lead to a campaign (spec §8). */
async function expectNoCampaign(token: string, who: Player = newcomer) {
  for (const url of [`/api/campaigns/by-token/${token}`, `/api/campaigns/join/${token}`]) {
    const refused = await call('GET', url, who.token);
    expect(refused.statusCode, url).toBe(404);
    expect(errorOf(refused)).toEqual({
      code: 'CAMPAIGN.NOT_FOUND',
      message: 'The campaign does not exist',
    });
  }
}

describe('GET campaigns/{id}/invite-link', () => {
  it('makes an unguessable link that lasts 7 days, and stores only its hash', async () => {
    const campaign = await kit.newCampaign(gm);
    const made = await call(
      'GET',
      `/api/campaigns/${campaign.id}/invite-link?t=1764280000`,
      gm.token,
    );
    expect(made.statusCode, made.body).toBe(200);
    const link = dataOf<InviteLink>(made);
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.url_path).toBe(`/j/${link.token}`);
    const lifetime = Date.parse(link.expires_at) - clock.now().getTime();
    expect(lifetime).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY_MS);

    const stored = await ctx.app.database.db
      .select({ token: campaignInvites.token })
      .from(campaignInvites)
      .where(eq(campaignInvites.campaignId, campaign.id));
    expect(stored).toEqual([{ token: createHash('sha256').update(link.token).digest('hex') }]);
    // Two links are never the same.
    expect((await kit.inviteLink(gm, campaign.id)).token).not.toBe(link.token);
  });

  it('revokes the previous link when a new one is made', async () => {
    const campaign = await kit.newCampaign(gm, 'Revoked');
    const first = await kit.inviteLink(gm, campaign.id);
    const second = await kit.inviteLink(gm, campaign.id);
    await expectNoCampaign(first.token);
    const read = await call('GET', `/api/campaigns/by-token/${second.token}`, newcomer.token);
    expect(dataOf(read)).toEqual({ id: campaign.id, name: 'Revoked' });
    // The owner reads the live link's expiry without making a new one.
    const shown = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(shown.invite).toEqual({ expires_at: second.expires_at });
  });

  it('stops working once expired', async () => {
    const campaign = await kit.newCampaign(gm, 'Expiring');
    const link = await kit.inviteLink(gm, campaign.id);
    clock.advance(7 * DAY_MS - 60_000);
    const stillLive = await call('GET', `/api/campaigns/by-token/${link.token}`, newcomer.token);
    expect(stillLive.statusCode).toBe(200);
    clock.advance(60_001);
    await expectNoCampaign(link.token);
    const shown = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(shown.invite).toBeNull();
  });

  it('is refused for a hidden campaign, and a hidden campaign’s links stop working', async () => {
    const campaign = await kit.newCampaign(gm, 'Shelved');
    const link = await kit.inviteLink(gm, campaign.id);
    await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, { active: false });
    await expectNoCampaign(link.token);
    const refused = await call('GET', `/api/campaigns/${campaign.id}/invite-link`, gm.token);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Show the campaign again before inviting players');
  });
});

describe('GET campaigns/by-token/{token} and GET campaigns/join/{token}', () => {
  it('answers an unknown token as a revoked or expired one', async () => {
    await expectNoCampaign('x'.repeat(43));
    await expectNoCampaign('not-a-token');
  });

  it('joins as a member; the campaign then lists the newcomer and is in their list', async () => {
    const campaign = await kit.newCampaign(gm, 'Open Table');
    const link = await kit.inviteLink(gm, campaign.id);
    const joined = await call('GET', `/api/campaigns/join/${link.token}`, player.token);
    expect(joined.statusCode, joined.body).toBe(200);
    const view = dataOf<Campaign>(joined);
    expect(view).toMatchObject({ id: campaign.id, role: 'member', invite: null });
    expect(view.users.map((user) => [user.id, user.role])).toEqual([
      [gm.id, 'owner'],
      [player.id, 'member'],
    ]);
    const mine = dataOf<CampaignSummary[]>(await call('GET', '/api/campaigns', player.token));
    expect(mine.find((entry) => entry.id === campaign.id)).toMatchObject({ role: 'member' });

    // The same link works for others until it expires or is replaced.
    const again = await call('GET', `/api/campaigns/join/${link.token}`, newcomer.token);
    expect(again.statusCode).toBe(200);
  });

  it('refuses a second join with ALREADY_OF_CAMPAIGN carrying the campaign', async () => {
    const campaign = await kit.newCampaign(gm, 'Twice');
    const link = await kit.inviteLink(gm, campaign.id);
    await call('GET', `/api/campaigns/join/${link.token}`, player.token);
    for (const who of [player, gm]) {
      const refused = await call('GET', `/api/campaigns/join/${link.token}`, who.token);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: 'ALREADY_OF_CAMPAIGN',
        message: 'You are already a member of this campaign',
        details: { campaign_id: campaign.id },
      });
    }
    const view = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(view.users).toHaveLength(2);
  });
});

describe('GET campaigns/leave', () => {
  it('takes the member’s characters out with them; the rest stays', async () => {
    const { campaign, memberHero, ownerHero } = await kit.table(gm, player, 'Farewell');
    const left = await call(
      'GET',
      `/api/campaigns/leave?userId=${player.id}&campaignId=${campaign.id}`,
      player.token,
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(dataOf(left)).toEqual({
      campaign_id: campaign.id,
      user_id: player.id,
      characters: [memberHero.character.id],
    });

    const view = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(view.users.map((user) => user.id)).toEqual([gm.id]);
    expect(view.characters.map((character) => character.id)).toEqual([ownerHero.character.id]);
    const party = dataOf<CampaignCharacter[]>(
      await call('GET', `/api/campaigns/campaign-characters/${campaign.id}`, gm.token),
    );
    expect(party.map((entry) => entry.id)).toEqual([ownerHero.character.id]);

    // Gone from the table: no more reading the campaign, nor the owner's character.
    expect((await call('GET', `/api/campaigns/${campaign.id}`, player.token)).statusCode).toBe(404);
    const mate = await call('GET', `/api/characters/${ownerHero.character.id}`, player.token);
    expect(errorOf(mate).code).toBe('CHAR.NOT_FOUND');
    const gone = await call('GET', `/api/characters/${memberHero.character.id}`, gm.token);
    expect(errorOf(gone).code).toBe('CHAR.NOT_FOUND');
    // Their character is free to join another campaign.
    const next = await kit.newCampaign(player, 'Elsewhere');
    await kit.addCharacter(player, next.id, memberHero.character.id);
  });

  it('refuses the owner leaving their own campaign', async () => {
    const campaign = await kit.newCampaign(gm, 'Captain stays');
    const refused = await call(
      'GET',
      `/api/campaigns/leave?userId=${gm.id}&campaignId=${campaign.id}`,
      gm.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'CONFLICT',
      message: 'The owner cannot leave their own campaign',
    });
  });

  it('lets nobody leave for someone else', async () => {
    const campaign = await kit.newCampaign(gm, 'No proxies');
    await kit.join(gm, campaign.id, player);
    await kit.join(gm, campaign.id, newcomer);
    for (const [who, whom] of [
      [gm, player],
      [newcomer, player],
    ] as const) {
      const refused = await call(
        'GET',
        `/api/campaigns/leave?userId=${whom.id}&campaignId=${campaign.id}`,
        who.token,
      );
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
    }
    const view = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(view.users).toHaveLength(3);
  });

  it('refuses a call without its parameters', async () => {
    const refused = await call('GET', '/api/campaigns/leave?campaignId=x', player.token);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('VALIDATION');
  });
});
