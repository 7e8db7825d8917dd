import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Campaign, CampaignSummary, Character, Inventory } from '@hearth/contract';
import { CAMPAIGN_NAME_MAX } from '@hearth/contract';

import { campaignMembers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import type { Player } from './campaign-test-kit.ts';
import { campaignKit, createFighter, dataOf, errorOf, signUpPlayer } from './campaign-test-kit.ts';

// Creating, listing, reading, changing and deleting campaigns (spec platform §2, §3, §4, §6).

const ctx = useTestApp();
const app = () => ctx.app;
const kit = campaignKit(app);
const { call } = kit;
let gm: Player;
let player: Player;
let stranger: Player;

beforeAll(async () => {
  gm = await signUpPlayer(ctx.app, ctx.config, 'gm@example.com');
  player = await signUpPlayer(ctx.app, ctx.config, 'player@example.com');
  stranger = await signUpPlayer(ctx.app, ctx.config, 'stranger@example.com');
});

describe('POST campaigns', () => {
  it('creates a campaign with a trimmed name, its owner as a member and a stock inventory', async () => {
    const created = await call('POST', '/api/campaigns', gm.token, {
      name: '  Curse of the Tides  ',
      description: 'Salt and storms',
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = dataOf<Campaign>(created);
    expect(campaign).toMatchObject({
      name: 'Curse of the Tides',
      description: 'Salt and storms',
      image: null,
      avatar: null,
      active: true,
      owner: gm.id,
      role: 'owner',
      users: [{ id: gm.id, role: 'owner' }],
      characters: [],
      invite: null,
    });
    expect(campaign.inventory).toEqual(expect.any(String));
    const members = await ctx.app.database.db
      .select()
      .from(campaignMembers)
      .where(eq(campaignMembers.campaignId, campaign.id));
    expect(members).toMatchObject([{ userId: gm.id, role: 'owner' }]);
    const stock = await call('GET', `/api/campaigns/${campaign.id}/inventories`, gm.token);
    expect(dataOf<Inventory[]>(stock)).toMatchObject([
      { id: campaign.inventory, campaign_id: campaign.id, character_id: null, items: [] },
    ]);
  });

  it('takes a name alone; the description is empty', async () => {
    const created = await call('POST', '/api/campaigns', gm.token, { name: 'Quiet Hills' });
    expect(created.statusCode, created.body).toBe(201);
    expect(dataOf<Campaign>(created).description).toBe('');
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['no name', { description: 'x' }],
    ['a name too long', { name: 'x'.repeat(CAMPAIGN_NAME_MAX + 1) }],
    ['an unknown field', { name: 'Ok', owner: 'someone-else' }],
  ])('refuses %s with a validation error naming the field', async (_case, payload) => {
    const refused = await call('POST', '/api/campaigns', gm.token, payload);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused).code).toBe('VALIDATION');
  });
});

describe('GET campaigns', () => {
  it('lists owned and joined campaigns, active first by last change, hidden ones after', async () => {
    const lister = await signUpPlayer(ctx.app, ctx.config, 'lister@example.com');
    const oldest = await kit.newCampaign(lister, 'Oldest');
    const hidden = await kit.newCampaign(lister, 'Hidden');
    const joined = await kit.newCampaign(gm, 'Joined');
    await kit.join(gm, joined.id, lister);
    await kit.newCampaign(lister, 'Newest');
    await call('PUT', `/api/campaigns/${hidden.id}`, lister.token, { active: false });
    // A change moves a campaign up its part of the list.
    await call('PUT', `/api/campaigns/${oldest.id}`, lister.token, { description: 'Touched' });

    const listed = dataOf<CampaignSummary[]>(await call('GET', '/api/campaigns', lister.token));
    expect(listed.map((entry) => [entry.name, entry.active, entry.role])).toEqual([
      ['Oldest', true, 'owner'],
      ['Newest', true, 'owner'],
      ['Joined', true, 'member'],
      ['Hidden', false, 'owner'],
    ]);
    const strangers = dataOf<CampaignSummary[]>(
      await call('GET', '/api/campaigns', stranger.token),
    );
    expect(strangers.map((entry) => entry.id)).not.toContain(oldest.id);
    expect(strangers.map((entry) => entry.id)).not.toContain(joined.id);
  });
});

describe('GET campaigns/{id}', () => {
  it('shows the people, the characters and, to the owner only, the invite’s expiry', async () => {
    const { campaign, memberHero, ownerHero } = await kit.table(gm, player);
    const link = await kit.inviteLink(gm, campaign.id);

    const asOwner = dataOf<Campaign>(await call('GET', `/api/campaigns/${campaign.id}`, gm.token));
    expect(asOwner.role).toBe('owner');
    expect(asOwner.users.map((user) => [user.id, user.role])).toEqual([
      [gm.id, 'owner'],
      [player.id, 'member'],
    ]);
    expect(asOwner.characters).toEqual([
      { id: memberHero.character.id, name: 'Morwen', user_id: player.id },
      { id: ownerHero.character.id, name: 'Gideon', user_id: gm.id },
    ]);
    expect(asOwner.invite).toEqual({ expires_at: link.expires_at });

    const asMember = dataOf<Campaign>(
      await call('GET', `/api/campaigns/${campaign.id}`, player.token),
    );
    expect(asMember).toMatchObject({ role: 'member', invite: null, owner: gm.id });
    expect(asMember.characters).toEqual(asOwner.characters);
  });

  it('answers a campaign that does not exist as it answers a stranger', async () => {
    const missing = await call('GET', '/api/campaigns/no-such-campaign', gm.token);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({
      code: 'CAMPAIGN.NOT_FOUND',
      message: 'The campaign does not exist',
    });
  });
});

describe('PUT campaigns/{id}', () => {
  it('renames, describes, hides and shows a campaign, bumping its version', async () => {
    const campaign = await kit.newCampaign(gm, 'Draft');
    const changed = await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, {
      name: ' Final ',
      description: 'Now with a plot',
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<Campaign>(changed)).toMatchObject({
      name: 'Final',
      description: 'Now with a plot',
      active: false,
      version: campaign.version + 1,
    });
    const shown = await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, { active: true });
    expect(dataOf<Campaign>(shown).active).toBe(true);
  });

  it('takes only pictures uploaded here by the owner', async () => {
    const campaign = await kit.newCampaign(gm, 'Pictured');
    const outside = await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, {
      image: 'https://tracker.example.com/pixel.png',
    });
    expect(outside.statusCode).toBe(400);
    const notStored = await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, {
      avatar: '/api/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(notStored.statusCode).toBe(400);
    expect(errorOf(notStored).code).toBe('VALIDATION');
  });

  it('refuses a blank name', async () => {
    const campaign = await kit.newCampaign(gm, 'Named');
    const refused = await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, { name: ' ' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('DELETE campaigns/{id}', () => {
  it('refuses an active campaign, then deletes it once hidden; its characters stay', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const refused = await call('DELETE', `/api/campaigns/${campaign.id}`, gm.token);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'CONFLICT',
      message: 'Hide the campaign before deleting it',
    });

    await call('PUT', `/api/campaigns/${campaign.id}`, gm.token, { active: false });
    const deleted = await call('DELETE', `/api/campaigns/${campaign.id}`, gm.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(dataOf(deleted)).toEqual({ id: campaign.id });

    expect((await call('GET', `/api/campaigns/${campaign.id}`, gm.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${campaign.id}`, player.token)).statusCode).toBe(404);
    const hero = await call('GET', `/api/characters/${memberHero.character.id}`, player.token);
    expect(dataOf<Character>(hero).id).toBe(memberHero.character.id);
    // No longer in a campaign: free to join another.
    const next = await kit.newCampaign(player, 'Next');
    await kit.addCharacter(player, next.id, memberHero.character.id);
  });
});

describe('campaign-mates and characters outside the campaign', () => {
  it('keeps a member’s other characters private from the table', async () => {
    await kit.table(gm, player);
    const elsewhere = await createFighter(app, player.token, 'Stay-at-home');
    const read = await call('GET', `/api/characters/${elsewhere.character.id}`, gm.token);
    expect(read.statusCode).toBe(404);
    expect(errorOf(read).code).toBe('CHAR.NOT_FOUND');
  });
});
