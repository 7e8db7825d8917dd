import type { Campaign, InviteLink } from '@hearth/contract';

import { signUp } from '../test/accounts.ts';
import type { ConformanceCall } from './spec-conformance.calls.ts';
import type { World } from './spec-conformance.world.ts';
import { sendAsSpecClient } from './spec-conformance.world.ts';

/**
 * The built calls of spec platform §7 Campaigns as {@link ConformanceCall}s: exactly the spec's
 * payload, the set-up each needs (made through the API), and its answer.
 */

const CAMPAIGN = ['id', 'name', 'description', 'image', 'avatar', 'active', 'owner'] as const;
const CAMPAIGN_VIEW = [...CAMPAIGN, 'users', 'characters', 'inventory', 'updated_at'] as const;

let campaigns = 0;
const freshName = () => `The Sunless Sea ${(campaigns += 1)}`;

/** A campaign of the conformance user's own. */
const ownCampaign = ({ api }: World) =>
  api<Campaign>('POST', 'campaigns', { name: freshName(), description: 'Below the city' });

let hosts = 0;
/**
 * A campaign of another user's, with an invite link to it: what the conformance user joins.
 * Answers the host's token too, for set-ups that need the host to act.
 */
async function hostedCampaign({ app, config }: World) {
  const host = await signUp(app, config, `spec-host-${(hosts += 1)}@example.com`);
  const send = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const response = await sendAsSpecClient(
      app,
      method,
      { url, ...(payload ? { payload } : {}) },
      host,
    );
    if (response.statusCode >= 300) throw new Error(`host ${url} answered ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const campaign = await send<Campaign>('POST', 'campaigns', { name: freshName() });
  const link = await send<InviteLink>('GET', `campaigns/${campaign.id}/invite-link`);
  return { campaign, link };
}

/** A campaign of the conformance user's own with one of their characters in it. */
async function campaignWithCharacter(world: World) {
  const campaign = await ownCampaign(world);
  const { character } = await world.character();
  await world.api('POST', 'campaigns/add-character-to-campaign', {
    campaign_id: campaign.id,
    character_id: character.id,
  });
  return { campaign, character };
}

export const CAMPAIGN_CALLS: readonly ConformanceCall[] = [
  {
    call: 'GET campaigns',
    method: 'GET',
    request: async (world) => {
      await ownCampaign(world);
      return { url: 'campaigns' };
    },
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST campaigns',
    method: 'POST',
    request: async () => ({ url: 'campaigns', payload: { name: 'The Sunless Sea' } }),
    status: 201,
    answer: CAMPAIGN_VIEW,
  },
  {
    call: 'GET campaigns/{id}',
    method: 'GET',
    request: async (world) => ({ url: `campaigns/${(await ownCampaign(world)).id}` }),
    status: 200,
    answer: CAMPAIGN_VIEW,
  },
  {
    call: 'PUT campaigns/{id}',
    method: 'PUT',
    request: async (world) => ({
      url: `campaigns/${(await ownCampaign(world)).id}`,
      payload: { name: 'The Sunless Sea', description: 'Renamed', active: true },
    }),
    status: 200,
    answer: CAMPAIGN_VIEW,
  },
  {
    call: 'DELETE campaigns/{id}',
    method: 'DELETE',
    request: async (world) => {
      const campaign = await ownCampaign(world);
      // Only a hidden campaign can be deleted (spec §4).
      await world.api('PUT', `campaigns/${campaign.id}`, { active: false });
      return { url: `campaigns/${campaign.id}` };
    },
    status: 200,
    answer: ['id'],
  },
  {
    call: 'GET campaigns/{id}/invite-link',
    method: 'GET',
    request: async (world) => ({
      url: `campaigns/${(await ownCampaign(world)).id}/invite-link`,
      payload: { t: 1764280000 },
    }),
    status: 200,
    answer: ['token', 'expires_at', 'url_path'],
  },
  {
    call: 'GET campaigns/by-token/{token}',
    method: 'GET',
    request: async (world) => ({
      url: `campaigns/by-token/${(await hostedCampaign(world)).link.token}`,
    }),
    status: 200,
    answer: ['id', 'name'],
  },
  {
    call: 'GET campaigns/join/{token}',
    method: 'GET',
    request: async (world) => ({
      url: `campaigns/join/${(await hostedCampaign(world)).link.token}`,
    }),
    status: 200,
    answer: CAMPAIGN_VIEW,
  },
  {
    call: 'GET campaigns/leave',
    method: 'GET',
    request: async (world) => {
      const { campaign, link } = await hostedCampaign(world);
      await world.api('GET', `campaigns/join/${link.token}`);
      return { url: 'campaigns/leave', payload: { userId: world.userId, campaignId: campaign.id } };
    },
    status: 200,
    answer: ['campaign_id', 'user_id', 'characters'],
  },
  {
    call: 'GET campaigns/campaign-characters/{campaignId}',
    method: 'GET',
    request: async (world) => ({
      url: `campaigns/campaign-characters/${(await campaignWithCharacter(world)).campaign.id}`,
    }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'GET campaigns/character-campaigns/{characterId}',
    method: 'GET',
    request: async (world) => ({
      url: `campaigns/character-campaigns/${(await campaignWithCharacter(world)).character.id}`,
    }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST campaigns/add-character-to-campaign',
    method: 'POST',
    request: async (world) => {
      const campaign = await ownCampaign(world);
      const { character } = await world.character();
      return {
        url: 'campaigns/add-character-to-campaign',
        payload: { campaign_id: campaign.id, character_id: character.id },
      };
    },
    status: 200,
    answer: CAMPAIGN_VIEW,
  },
  {
    call: 'PUT campaigns/{campaignId}/characters/{characterId}',
    method: 'PUT',
    request: async (world) => {
      const { campaign, character } = await campaignWithCharacter(world);
      return {
        url: `campaigns/${campaign.id}/characters/${character.id}`,
        payload: { active: true },
      };
    },
    status: 200,
    answer: ['id', 'name', 'user_id', 'active'],
  },
  {
    call: 'DELETE campaigns/{campaignId}/characters/{characterId}',
    method: 'DELETE',
    request: async (world) => {
      const { campaign, character } = await campaignWithCharacter(world);
      return { url: `campaigns/${campaign.id}/characters/${character.id}` };
    },
    status: 200,
    answer: ['campaign_id', 'character_id'],
  },
  {
    call: 'GET campaigns/{campaignId}/inventories',
    method: 'GET',
    request: async (world) => ({ url: `campaigns/${(await ownCampaign(world)).id}/inventories` }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST campaigns/{campaignId}/inventory/add-item',
    method: 'POST',
    request: async (world) => ({
      url: `campaigns/${(await ownCampaign(world)).id}/inventory/add-item`,
      payload: { itemId: 'rope', quantity: 1 },
    }),
    status: 201,
    answer: ['id', 'item_id', 'quantity', 'inventory_id'],
  },
];
