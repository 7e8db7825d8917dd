import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import type { Campaign, InviteLink } from '@hearth/contract';

import type { Config } from '../../config.ts';
import { bearer, signUp } from '../../test/accounts.ts';
import { caller, createFighter, dataOf } from '../inventories/inventory-test-kit.ts';

export { caller, createFighter, dataOf };

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

/** A signed-in user of a test: their token and id. */
export interface Player {
  token: string;
  id: string;
}

export type ErrorAnswer = {
  data: {
    code: string;
    message: string;
    details?: { fields?: { path: string; message: string }[] } & Record<string, unknown>;
  };
};
export const errorOf = (response: { json: <R>() => R }) => response.json<ErrorAnswer>().data;

/** Signs a user up and reads their id. */
export async function signUpPlayer(
  app: FastifyInstance,
  config: Config,
  email: string,
): Promise<Player> {
  const token = await signUp(app, config, email);
  const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  return { token, id: dataOf<{ id: string }>(me).id };
}

/** Campaign set-ups through the API, failing loudly when one fails. */
export function campaignKit(app: () => FastifyInstance) {
  const call = caller(app);
  const expectOk = (response: LightMyRequestResponse, what: string) => {
    if (response.statusCode >= 300) {
      throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  };

  async function newCampaign(owner: Player, name = 'The Sunless Sea'): Promise<Campaign> {
    return dataOf<Campaign>(
      expectOk(await call('POST', '/api/campaigns', owner.token, { name }), 'create'),
    );
  }

  async function inviteLink(owner: Player, campaignId: string): Promise<InviteLink> {
    const response = await call('GET', `/api/campaigns/${campaignId}/invite-link`, owner.token);
    return dataOf<InviteLink>(expectOk(response, 'invite-link'));
  }

  async function join(owner: Player, campaignId: string, player: Player): Promise<Campaign> {
    const { token } = await inviteLink(owner, campaignId);
    const response = await call('GET', `/api/campaigns/join/${token}`, player.token);
    return dataOf<Campaign>(expectOk(response, 'join'));
  }

  async function addCharacter(player: Player, campaignId: string, characterId: string) {
    const response = await call('POST', '/api/campaigns/add-character-to-campaign', player.token, {
      campaign_id: campaignId,
      character_id: characterId,
    });
    return dataOf<Campaign>(expectOk(response, 'add-character'));
  }

  /**
   * A table: the owner's campaign, the member joined with a fighter of theirs in it, and a
   * fighter of the owner's in it too.
   */
  async function table(owner: Player, member: Player, name?: string) {
    const campaign = await newCampaign(owner, name);
    await join(owner, campaign.id, member);
    const memberHero = await createFighter(app, member.token, 'Morwen');
    await addCharacter(member, campaign.id, memberHero.character.id);
    const ownerHero = await createFighter(app, owner.token, 'Gideon');
    await addCharacter(owner, campaign.id, ownerHero.character.id);
    return { campaign, memberHero, ownerHero };
  }

  /** Calls as `player`, or anonymously when there is none. */
  const as = (player: Player | null, method: Method, url: string, payload?: object) =>
    player
      ? call(method, url, player.token, payload)
      : app().inject({
          method,
          url,
          ...(payload ? { headers: { 'content-type': 'application/json' }, payload } : {}),
        });

  return { call, as, newCampaign, inviteLink, join, addCharacter, table };
}
