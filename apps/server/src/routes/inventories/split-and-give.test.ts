import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { inventories } from '../../db/schema/index.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf, inventoriesOf } from './inventory-test-kit.ts';

const ctx = useTestApp();
const app = () => ctx.app;
const call = caller(app);
let alice: string;
let bob: string;

type Split = { item: InventoryItem; created: InventoryItem };
type Given = { given: InventoryItem; left: InventoryItem | null };
type ErrorAnswer = { data: { code: string; message: string } };
const errorOf = (response: { json: <R>() => R }) => response.json<ErrorAnswer>().data;

/** Every stack of a catalogue item across a character's inventories. */
async function stacksOf(token: string, characterId: string, itemId: string) {
  return (await inventoriesOf(app, token, characterId))
    .flatMap((inventory) => inventory.items)
    .filter((entry) => entry.item_id === itemId);
}
const total = (stacks: InventoryItem[]) => stacks.reduce((sum, entry) => sum + entry.quantity, 0);

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'keeper@example.com');
  bob = await signUp(ctx.app, ctx.config, 'thief@example.com');
});

describe('splitting a stack', () => {
  it('splits arrows into two stacks in the same place', async () => {
    const { character, item } = await createFighter(app, alice);
    const arrows = item('arrows');
    const response = await call('POST', `/api/inventory/${arrows.id}/split`, alice, {
      quantity: 12,
      newQuantity: arrows.quantity - 12,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { item: kept, created } = dataOf<Split>(response);
    expect(kept).toMatchObject({ id: arrows.id, quantity: 12 });
    expect(created).toMatchObject({
      inventory_id: arrows.inventory_id,
      item_id: 'arrows',
      container_id: arrows.container_id,
      quantity: arrows.quantity - 12,
      equipped: false,
      attuned: false,
    });
    expect(created.id).not.toBe(arrows.id);
    const stacks = await stacksOf(alice, character.id, 'arrows');
    expect(stacks.map((entry) => entry.quantity)).toEqual([12, arrows.quantity - 12]);
  });

  it('copies a renamed item’s name and notes; the original keeps being worn', async () => {
    const { item } = await createFighter(app, alice);
    const javelins = item('javelin');
    await call('PUT', `/api/inventory/item/${javelins.id}`, alice, {
      equipped: true,
      notes: 'Balanced',
      item_data: { name: 'Storm spears' },
    });
    const { item: kept, created } = dataOf<Split>(
      await call('POST', `/api/inventory/${javelins.id}/split`, alice, {
        quantity: 1,
        newQuantity: javelins.quantity - 1,
      }),
    );
    expect(kept).toMatchObject({ equipped: true, quantity: 1 });
    expect(created).toMatchObject({
      equipped: false,
      notes: 'Balanced',
      item_data: { name: 'Storm spears' },
    });
  });

  it('refuses parts that do not add up, zero or fractional parts, and a packed container', async () => {
    const { character, item, inventory } = await createFighter(app, alice);
    const arrows = item('arrows');
    const stale = await call('POST', `/api/inventory/${arrows.id}/split`, alice, {
      quantity: 1,
      newQuantity: arrows.quantity,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT', message: 'Failed to split item' });
    for (const parts of [
      { quantity: 0, newQuantity: arrows.quantity },
      { quantity: 1.5, newQuantity: arrows.quantity - 1.5 },
    ]) {
      expect(
        (await call('POST', `/api/inventory/${arrows.id}/split`, alice, parts)).statusCode,
      ).toBe(400);
    }
    const packs = dataOf<InventoryItem>(
      await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
        itemId: 'backpack',
        quantity: 2,
      }),
    );
    await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      itemId: 'rope',
      containerId: packs.id,
    });
    const packed = await call('POST', `/api/inventory/${packs.id}/split`, alice, {
      quantity: 1,
      newQuantity: 1,
    });
    expect(packed.statusCode).toBe(409);
    expect((await stacksOf(alice, character.id, 'arrows')).map((e) => e.quantity)).toEqual([
      arrows.quantity,
    ]);
  });

  it('applies a replayed split once, and lets only the owner split', async () => {
    const { character, item } = await createFighter(app, alice);
    const arrows = item('arrows');
    const parts = { quantity: 5, newQuantity: arrows.quantity - 5 };
    const stolen = await call('POST', `/api/inventory/${arrows.id}/split`, bob, parts);
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).message).toBe('Item not found');
    const key = { 'idempotency-key': `split-${arrows.id}` };
    const first = await call('POST', `/api/inventory/${arrows.id}/split`, alice, parts, key);
    const again = await call('POST', `/api/inventory/${arrows.id}/split`, alice, parts, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stacksOf(alice, character.id, 'arrows')).toHaveLength(2);
  });

  it('keeps the count when two splits of one stack race', async () => {
    const { character, item } = await createFighter(app, alice);
    const arrows = item('arrows');
    const split = (keep: number) =>
      call('POST', `/api/inventory/${arrows.id}/split`, alice, {
        quantity: keep,
        newQuantity: arrows.quantity - keep,
      });
    const answers = await Promise.all([split(5), split(8)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stacks = await stacksOf(alice, character.id, 'arrows');
    expect(stacks).toHaveLength(2);
    expect(total(stacks)).toBe(arrows.quantity);
  });
});

describe('giving an item to another character', () => {
  it('moves a backpack with its contents, no longer worn or attuned', async () => {
    const giver = await createFighter(app, alice, 'Brienne');
    const taker = await createFighter(app, alice, 'Pod');
    const backpack = giver.item('backpack');
    const rope = giver.item('rope');
    await call('PUT', `/api/inventory/item/${rope.id}`, alice, { container_id: backpack.id });
    const response = await call('POST', '/api/inventory/give', alice, {
      itemId: backpack.id,
      characterId: taker.character.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { given, left } = dataOf<Given>(response);
    expect(left).toBeNull();
    expect(given).toMatchObject({
      id: backpack.id,
      inventory_id: taker.inventory.id,
      container_id: null,
    });
    const [takerBody] = await inventoriesOf(app, alice, taker.character.id);
    expect(takerBody!.items.find((entry) => entry.id === rope.id)).toMatchObject({
      container_id: backpack.id,
    });
    const [giverBody] = await inventoriesOf(app, alice, giver.character.id);
    expect(giverBody!.items.some((entry) => [backpack.id, rope.id].includes(entry.id))).toBe(false);

    const armor = giver.item('chain-mail');
    expect(armor.equipped).toBe(true);
    const worn = dataOf<Given>(
      await call('POST', '/api/inventory/give', alice, {
        itemId: armor.id,
        characterId: taker.character.id,
      }),
    );
    expect(worn.given).toMatchObject({ equipped: false, attuned: false });
  });

  it('gives part of a stack, which joins the taker’s own stack', async () => {
    const giver = await createFighter(app, alice, 'Brienne');
    const taker = await createFighter(app, alice, 'Pod');
    const arrows = giver.item('arrows');
    const theirs = taker.item('arrows');
    const { given, left } = dataOf<Given>(
      await call('POST', '/api/inventory/give', alice, {
        itemId: arrows.id,
        characterId: taker.character.id,
        quantity: 5,
      }),
    );
    expect(given).toMatchObject({ id: theirs.id, quantity: theirs.quantity + 5 });
    expect(left).toMatchObject({ id: arrows.id, quantity: arrows.quantity - 5 });
    expect(await stacksOf(alice, taker.character.id, 'arrows')).toHaveLength(1);
  });

  it('gives into a chosen inventory of the target, or makes it a body inventory', async () => {
    const giver = await createFighter(app, alice, 'Brienne');
    const taker = await createFighter(app, alice, 'Pod');
    const chest = dataOf<Inventory>(
      await call('POST', `/api/inventory/${taker.character.id}`, alice, { name: 'Chest' }),
    );
    const torch = giver.item('torch');
    const given = dataOf<Given>(
      await call('POST', '/api/inventory/give', alice, {
        itemId: torch.id,
        characterId: taker.character.id,
        inventoryId: chest.id,
        quantity: 1,
      }),
    ).given;
    expect(given).toMatchObject({ inventory_id: chest.id, quantity: 1, item_id: 'torch' });
    const notTheirs = await call('POST', '/api/inventory/give', alice, {
      itemId: torch.id,
      characterId: taker.character.id,
      inventoryId: giver.inventory.id,
    });
    expect(notTheirs.statusCode).toBe(400);

    const bare = await createFighter(app, alice, 'Hot Pie');
    // Without a body inventory (only reachable in data), a give makes one.
    await ctx.database.connection.db
      .delete(inventories)
      .where(eq(inventories.id, bare.inventory.id));
    const landed = dataOf<Given>(
      await call('POST', '/api/inventory/give', alice, {
        itemId: giver.item('rope').id,
        characterId: bare.character.id,
      }),
    ).given;
    const [made] = await inventoriesOf(app, alice, bare.character.id);
    expect(made).toMatchObject({ type: 'body', name: 'Equipment', id: landed.inventory_id });
  });

  it('refuses more than the stack, the same character, and others’ items or characters', async () => {
    const giver = await createFighter(app, alice, 'Brienne');
    const taker = await createFighter(app, alice, 'Pod');
    const stranger = await createFighter(app, bob, 'Arya');
    const arrows = giver.item('arrows');
    const tooMany = await call('POST', '/api/inventory/give', alice, {
      itemId: arrows.id,
      characterId: taker.character.id,
      quantity: arrows.quantity + 1,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('body.quantity');
    const self = await call('POST', '/api/inventory/give', alice, {
      itemId: arrows.id,
      characterId: giver.character.id,
    });
    expect(self.statusCode).toBe(400);
    const toStranger = await call('POST', '/api/inventory/give', alice, {
      itemId: arrows.id,
      characterId: stranger.character.id,
    });
    expect(toStranger.statusCode).toBe(404);
    expect(errorOf(toStranger)).toMatchObject({ code: 'CHAR.NOT_FOUND' });
    const theft = await call('POST', '/api/inventory/give', bob, {
      itemId: arrows.id,
      characterId: stranger.character.id,
    });
    expect(theft.statusCode).toBe(404);
    expect(errorOf(theft).message).toBe('Item not found');
    expect(await stacksOf(alice, giver.character.id, 'arrows')).toEqual([arrows]);
  });

  it('applies a replayed give once', async () => {
    const giver = await createFighter(app, alice, 'Brienne');
    const taker = await createFighter(app, alice, 'Pod');
    const arrows = giver.item('arrows');
    const key = { 'idempotency-key': `give-${arrows.id}` };
    const payload = { itemId: arrows.id, characterId: taker.character.id, quantity: 2 };
    const first = await call('POST', '/api/inventory/give', alice, payload, key);
    const again = await call('POST', '/api/inventory/give', alice, payload, key);
    expect(again.json()).toEqual(first.json());
    expect(total(await stacksOf(alice, giver.character.id, 'arrows'))).toBe(arrows.quantity - 2);
  });

  it('gives a whole item once when two gives to different characters race', async () => {
    const giver = await createFighter(app, alice, 'Brienne');
    const first = await createFighter(app, alice, 'Pod');
    const second = await createFighter(app, alice, 'Podrick');
    const armor = giver.item('chain-mail');
    const give = (characterId: string) =>
      call('POST', '/api/inventory/give', alice, {
        itemId: armor.id,
        characterId,
        fromCharacterId: giver.character.id,
      });
    const answers = await Promise.all([give(first.character.id), give(second.character.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holders = await Promise.all(
      [giver, first, second].map(async ({ character }) =>
        (await inventoriesOf(app, alice, character.id))
          .flatMap((inventory) => inventory.items)
          .filter((entry) => entry.id === armor.id),
      ),
    );
    expect(holders.flat()).toHaveLength(1);
  });
});
