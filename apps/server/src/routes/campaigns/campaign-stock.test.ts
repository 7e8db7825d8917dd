import { beforeAll, describe, expect, it } from 'vitest';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { useTestApp } from '../../test/app.ts';
import { inventoriesOf } from '../inventories/inventory-test-kit.ts';
import type { Player } from './campaign-test-kit.ts';
import { campaignKit, createFighter, dataOf, errorOf, signUpPlayer } from './campaign-test-kit.ts';

// The campaign's stock (spec platform §4 item sharing, §7 campaign inventories): members add
// to it, share into it from their characters in the campaign, take from it; the owner clears it.

const ctx = useTestApp();
const app = () => ctx.app;
const kit = campaignKit(app);
const { call } = kit;
let gm: Player;
let player: Player;
let stranger: Player;

type Given = { given: InventoryItem; left: InventoryItem | null };

beforeAll(async () => {
  gm = await signUpPlayer(ctx.app, ctx.config, 'gm-stock@example.com');
  player = await signUpPlayer(ctx.app, ctx.config, 'player-stock@example.com');
  stranger = await signUpPlayer(ctx.app, ctx.config, 'stranger-stock@example.com');
});

const stockOf = async (campaignId: string, token: string) => {
  const [stock] = dataOf<Inventory[]>(
    await call('GET', `/api/campaigns/${campaignId}/inventories`, token),
  );
  return stock!;
};
const give = (token: string, payload: object) =>
  call('POST', '/api/inventory/give', token, payload);

describe('POST campaigns/{campaignId}/inventory/add-item', () => {
  it('adds catalogue items to the stock; countable ones join a stack', async () => {
    const campaign = await kit.newCampaign(gm);
    await kit.join(gm, campaign.id, player);
    const url = `/api/campaigns/${campaign.id}/inventory/add-item`;
    const rope = await call('POST', url, player.token, { itemId: 'rope', quantity: 2 });
    expect(rope.statusCode, rope.body).toBe(201);
    expect(dataOf<InventoryItem>(rope)).toMatchObject({
      item_id: 'rope',
      quantity: 2,
      inventory_id: campaign.inventory,
      container_id: null,
    });
    await call('POST', url, gm.token, { itemId: 'arrows', quantity: 20 });
    await call('POST', url, player.token, { itemId: 'arrows', quantity: 5 });

    const stock = await stockOf(campaign.id, player.token);
    expect(stock).toMatchObject({ id: campaign.inventory, campaign_id: campaign.id });
    expect(stock.items.map((item) => [item.item_id, item.quantity])).toEqual([
      ['rope', 2],
      ['arrows', 25],
    ]);
  });

  it('adds a magic item with its variant and base, and asks for them when missing', async () => {
    const campaign = await kit.newCampaign(gm);
    const url = `/api/campaigns/${campaign.id}/inventory/add-item`;
    const sword = await call('POST', url, gm.token, {
      itemId: 'magic-weapon',
      variant: 'plus-1',
      base: 'longsword',
    });
    expect(sword.statusCode, sword.body).toBe(201);
    expect(dataOf<InventoryItem>(sword).item_data).toEqual({
      variant: 'plus-1',
      base: 'longsword',
    });
    const noBase = await call('POST', url, gm.token, { itemId: 'magic-weapon', variant: 'plus-1' });
    expect(noBase.statusCode).toBe(400);
    expect(errorOf(noBase).details?.fields?.[0]).toEqual({
      path: 'body.base',
      message: 'Choose the weapon it is made from',
    });
    const noKind = await call('POST', url, gm.token, { itemId: 'belt-of-giant-strength' });
    expect(errorOf(noKind).details?.fields?.[0]?.path).toBe('body.variant');
    expect((await stockOf(campaign.id, gm.token)).items).toHaveLength(1);
  });

  it('refuses an unknown item, a quantity of 0 and strangers', async () => {
    const campaign = await kit.newCampaign(gm);
    const url = `/api/campaigns/${campaign.id}/inventory/add-item`;
    const unknown = await call('POST', url, gm.token, { itemId: 'no-such-thing' });
    expect(unknown.statusCode).toBe(400);
    expect((await call('POST', url, gm.token, { itemId: 'rope', quantity: 0 })).statusCode).toBe(
      400,
    );
    const refused = await call('POST', url, stranger.token, { itemId: 'rope' });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('CAMPAIGN.NOT_FOUND');
    expect((await stockOf(campaign.id, gm.token)).items).toEqual([]);
  });
});

describe('sharing into the stock with POST inventory/give', () => {
  it('moves a worn item into the stock, no longer worn, loose', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const worn = memberHero.inventory.items.find((item) => item.equipped)!;
    const shared = await give(player.token, { itemId: worn.id, inventoryId: campaign.inventory });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(dataOf<Given>(shared).given).toMatchObject({
      id: worn.id,
      inventory_id: campaign.inventory,
      equipped: false,
      attuned: false,
      container_id: null,
    });
    const stock = await stockOf(campaign.id, gm.token);
    expect(stock.items.map((item) => item.id)).toEqual([worn.id]);
    const left = await inventoriesOf(app, player.token, memberHero.character.id);
    expect(left.flatMap((inventory) => inventory.items).map((item) => item.id)).not.toContain(
      worn.id,
    );
  });

  it('moves part of a packed stack out of its container', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const packed = memberHero.inventory.items.find(
      (item) => item.container_id !== null && item.quantity > 1,
    )!;
    const shared = await give(player.token, {
      itemId: packed.id,
      inventoryId: campaign.inventory,
      quantity: 1,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const { given, left } = dataOf<Given>(shared);
    expect(given).toMatchObject({ quantity: 1, container_id: null });
    expect(left).toMatchObject({ id: packed.id, quantity: packed.quantity - 1 });
  });

  it('takes only from a character in that campaign, and names no receiving character', async () => {
    const { campaign, memberHero } = await kit.table(gm, player);
    const outsider = await createFighter(app, player.token, 'Outsider');
    const fromOutside = await give(player.token, {
      itemId: outsider.item('torch').id,
      inventoryId: campaign.inventory,
    });
    expect(fromOutside.statusCode).toBe(400);
    expect(errorOf(fromOutside).code).toBe('VALIDATION');
    const withCharacter = await give(player.token, {
      itemId: memberHero.item('torch').id,
      inventoryId: campaign.inventory,
      characterId: memberHero.character.id,
    });
    expect(withCharacter.statusCode).toBe(400);
    const strangers = await createFighter(app, stranger.token, 'Thief');
    const intoOthers = await give(stranger.token, {
      itemId: strangers.item('torch').id,
      inventoryId: campaign.inventory,
    });
    expect(intoOthers.statusCode).toBe(404);
    expect((await stockOf(campaign.id, gm.token)).items).toEqual([]);
  });
});

describe('taking from the stock with POST inventory/give', () => {
  it('lets any member take a stock item into their own character of the campaign', async () => {
    const { campaign, memberHero, ownerHero } = await kit.table(gm, player);
    const torch = ownerHero.item('torch');
    await give(gm.token, { itemId: torch.id, inventoryId: campaign.inventory });

    const taken = await give(player.token, {
      itemId: torch.id,
      characterId: memberHero.character.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(dataOf<Given>(taken).given).toMatchObject({
      id: torch.id,
      inventory_id: memberHero.inventory.id,
    });
    expect((await stockOf(campaign.id, gm.token)).items).toEqual([]);
  });

  it('refuses taking into a character outside the campaign, or another’s, or as a stranger', async () => {
    const { campaign, ownerHero } = await kit.table(gm, player);
    const rope = dataOf<InventoryItem>(
      await call('POST', `/api/campaigns/${campaign.id}/inventory/add-item`, gm.token, {
        itemId: 'rope',
      }),
    );
    const outsider = await createFighter(app, player.token, 'Outsider');
    const outside = await give(player.token, {
      itemId: rope.id,
      characterId: outsider.character.id,
    });
    expect(outside.statusCode).toBe(400);
    const anothers = await give(player.token, {
      itemId: rope.id,
      characterId: ownerHero.character.id,
    });
    expect(errorOf(anothers).code).toBe('CHAR.NOT_FOUND');
    const strangers = await createFighter(app, stranger.token, 'Thief');
    const stolen = await give(stranger.token, {
      itemId: rope.id,
      characterId: strangers.character.id,
    });
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).message).toBe('Item not found');
    expect((await stockOf(campaign.id, gm.token)).items.map((item) => item.id)).toEqual([rope.id]);
  });
});

describe('removing and changing stock items', () => {
  it('lets the owner delete a stock item, not a member; nobody edits one in place', async () => {
    const campaign = await kit.newCampaign(gm);
    await kit.join(gm, campaign.id, player);
    const rope = dataOf<InventoryItem>(
      await call('POST', `/api/campaigns/${campaign.id}/inventory/add-item`, player.token, {
        itemId: 'rope',
      }),
    );
    const byMember = await call('DELETE', `/api/inventory/item/${rope.id}`, player.token);
    expect(byMember.statusCode).toBe(403);
    const edited = await call('PUT', `/api/inventory/item/${rope.id}`, gm.token, { quantity: 9 });
    expect(edited.statusCode).toBe(404);
    const byStranger = await call('DELETE', `/api/inventory/item/${rope.id}`, stranger.token);
    expect(byStranger.statusCode).toBe(404);

    const byOwner = await call('DELETE', `/api/inventory/item/${rope.id}`, gm.token);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await stockOf(campaign.id, player.token)).items).toEqual([]);
  });

  it('keeps the stock out of the character inventory calls', async () => {
    const campaign = await kit.newCampaign(gm);
    const renamed = await call('PUT', `/api/inventory/${campaign.inventory}`, gm.token, {
      name: 'Mine',
    });
    expect(renamed.statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/inventory/${campaign.inventory}`, gm.token);
    expect(deleted.statusCode).toBe(404);
    expect((await stockOf(campaign.id, gm.token)).name).toBe('Campaign stock');
  });
});
