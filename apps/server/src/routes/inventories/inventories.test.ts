import { beforeAll, describe, expect, it } from 'vitest';

import type { CharacterSheet, Inventory, InventoryItem } from '@hearth/contract';

import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf, inventoriesOf } from './inventory-test-kit.ts';

const ctx = useTestApp();
const app = () => ctx.app;
const call = caller(app);
let alice: string;
let bob: string;

type ErrorAnswer = {
  data: {
    code: string;
    message: string;
    details?: { fields?: { path: string; message: string }[] };
  };
};
const errorOf = (response: { json: <R>() => R }) => response.json<ErrorAnswer>().data;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'keeper@example.com');
  bob = await signUp(ctx.app, ctx.config, 'thief@example.com');
});

describe('creating, changing and deleting inventories', () => {
  it('creates an inventory with a trimmed name, then renames, retypes and closes it', async () => {
    const { character } = await createFighter(app, alice);
    const created = await call('POST', `/api/inventory/${character.id}`, alice, {
      name: '  Saddlebags ',
      type: 'mount',
      capacity: 120.5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const bags = dataOf<Inventory>(created);
    expect(bags).toMatchObject({
      character_id: character.id,
      campaign_id: null,
      name: 'Saddlebags',
      type: 'mount',
      capacity: 120.5,
      opened: true,
      items: [],
    });
    const changed = await call('PUT', `/api/inventory/${bags.id}`, alice, {
      name: 'Mule packs',
      type: 'storage',
      capacity: null,
      opened: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<Inventory>(changed)).toMatchObject({
      id: bags.id,
      name: 'Mule packs',
      type: 'storage',
      capacity: null,
      opened: false,
    });
    const listed = await inventoriesOf(app, alice, character.id);
    expect(listed.map((inventory) => inventory.name)).toEqual(['Equipment', 'Mule packs']);
  });

  it('refuses a blank name, an unknown type and a negative capacity', async () => {
    const { character, inventory } = await createFighter(app, alice);
    const blank = await call('POST', `/api/inventory/${character.id}`, alice, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).details?.fields?.[0]?.path).toBe('body.name');
    for (const payload of [
      { name: 'Bag', type: 'pocket-dimension' },
      { name: 'Bag', capacity: -1 },
    ]) {
      expect(
        (await call('POST', `/api/inventory/${character.id}`, alice, payload)).statusCode,
      ).toBe(400);
    }
    const renamed = await call('PUT', `/api/inventory/${inventory.id}`, alice, { name: '' });
    expect(renamed.statusCode).toBe(400);
    expect((await inventoriesOf(app, alice, character.id)).map((entry) => entry.name)).toEqual([
      'Equipment',
    ]);
  });

  it('takes the spec’s characterId in the body, and refuses one naming another character', async () => {
    const { character } = await createFighter(app, alice);
    const other = await createFighter(app, alice, 'Jaime');
    const created = await call('POST', `/api/inventory/${character.id}`, alice, {
      characterId: character.id,
      name: 'Saddlebags',
      type: 'mount',
      capacity: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(dataOf<Inventory>(created)).toMatchObject({ character_id: character.id });
    const mismatched = await call('POST', `/api/inventory/${character.id}`, alice, {
      characterId: other.character.id,
      name: 'Cart',
    });
    expect(mismatched.statusCode).toBe(400);
    expect(errorOf(mismatched)).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [{ path: 'body.characterId' }] },
    });
    const names = async (id: string) =>
      (await inventoriesOf(app, alice, id)).map((inventory) => inventory.name);
    expect(await names(character.id)).not.toContain('Cart');
    expect(await names(other.character.id)).not.toContain('Cart');
  });

  it('keeps exactly one body inventory, which cannot be deleted or retyped', async () => {
    const { character, inventory } = await createFighter(app, alice);
    expect(inventory.type).toBe('body');
    const deleted = await call('DELETE', `/api/inventory/${inventory.id}`, alice);
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted).message).toContain('cannot be deleted');
    expect(
      (await call('PUT', `/api/inventory/${inventory.id}`, alice, { type: 'backpack' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Two', type: 'body' }))
        .statusCode,
    ).toBe(409);
    const sack = dataOf<Inventory>(
      await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Sack' }),
    );
    expect(sack.type).toBe('backpack');
    expect(
      (await call('PUT', `/api/inventory/${sack.id}`, alice, { type: 'body' })).statusCode,
    ).toBe(409);
    const listed = await inventoriesOf(app, alice, character.id);
    expect(listed.map((entry) => entry.type)).toEqual(['body', 'backpack']);
  });

  it('deletes an inventory with the items in it', async () => {
    const { character } = await createFighter(app, alice);
    const stash = dataOf<Inventory>(
      await call('POST', `/api/inventory/${character.id}`, alice, {
        name: 'Stash',
        type: 'storage',
      }),
    );
    const added = await call('POST', `/api/inventory/${stash.id}/items`, alice, {
      itemId: 'rope',
    });
    const rope = dataOf<InventoryItem>(added);
    const deleted = await call('DELETE', `/api/inventory/${stash.id}`, alice);
    expect(deleted.json()).toEqual({ data: { id: stash.id } });
    expect(
      (await call('PUT', `/api/inventory/item/${rope.id}`, alice, { notes: 'x' })).statusCode,
    ).toBe(404);
    expect((await inventoriesOf(app, alice, character.id)).map((entry) => entry.name)).toEqual([
      'Equipment',
    ]);
  });

  it('answers another user as if the character or inventory did not exist', async () => {
    const { character, inventory } = await createFighter(app, alice);
    const create = await call('POST', `/api/inventory/${character.id}`, bob, { name: 'Mine' });
    expect(create.statusCode).toBe(404);
    expect(errorOf(create)).toMatchObject({
      code: 'CHAR.NOT_FOUND',
      message: 'Character not found',
    });
    const rename = await call('PUT', `/api/inventory/${inventory.id}`, bob, { name: 'Mine' });
    expect(rename.statusCode).toBe(404);
    expect(errorOf(rename).message).toBe('Inventory not found');
    expect((await call('DELETE', `/api/inventory/${inventory.id}`, bob)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/inventory/${inventory.id}/items`, bob, { itemId: 'rope' }))
        .statusCode,
    ).toBe(404);
    const custom = await call('POST', '/api/inventory/add-custom-item', bob, {
      name: 'Planted evidence',
      inventory_id: inventory.id,
    });
    expect(custom.statusCode).toBe(404);
    const [after] = await inventoriesOf(app, alice, character.id);
    expect(after).toEqual(inventory);
  });

  it('creates an inventory once when the request is replayed', async () => {
    const { character } = await createFighter(app, alice);
    const key = { 'idempotency-key': `create-inventory-${character.id}` };
    const first = await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Bag' }, key);
    const again = await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Bag' }, key);
    expect(again.json()).toEqual(first.json());
    expect(await inventoriesOf(app, alice, character.id)).toHaveLength(2);
  });
});

describe('adding catalogue items', () => {
  /** A fresh inventory of the fighter's, without the arrows it starts with. */
  async function quiver(characterId: string) {
    return dataOf<Inventory>(
      await call('POST', `/api/inventory/${characterId}`, alice, { name: 'Quiver' }),
    );
  }

  it('stacks a countable item: adding arrows twice makes one stack', async () => {
    const { character } = await createFighter(app, alice);
    const inventory = await quiver(character.id);
    const first = await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      itemId: 'arrows',
      quantity: 20,
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = dataOf<InventoryItem>(
      await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
        itemId: 'arrows',
        quantity: 5,
      }),
    );
    expect(second).toMatchObject({ id: dataOf<InventoryItem>(first).id, quantity: 25 });
    const after = (await inventoriesOf(app, alice, character.id)).find(
      (entry) => entry.id === inventory.id,
    );
    expect(after!.items.filter((entry) => entry.item_id === 'arrows')).toHaveLength(1);
  });

  it('counts both of two concurrent adds in one stack', async () => {
    const { character } = await createFighter(app, alice);
    const inventory = await quiver(character.id);
    const add = () =>
      call('POST', `/api/inventory/${inventory.id}/items`, alice, {
        itemId: 'arrows',
        quantity: 3,
      });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const after = (await inventoriesOf(app, alice, character.id)).find(
      (entry) => entry.id === inventory.id,
    );
    const arrows = after!.items.filter((entry) => entry.item_id === 'arrows');
    expect(arrows.map((entry) => entry.quantity)).toEqual([6]);
  });

  it('takes the spec’s inventoryId in the body, and refuses one naming another inventory', async () => {
    const { character, inventory } = await createFighter(app, alice);
    const added = await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      inventoryId: inventory.id,
      itemId: 'rope',
      quantity: 1,
      containerId: null,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(dataOf<InventoryItem>(added)).toMatchObject({ inventory_id: inventory.id });
    const stash = await quiver(character.id);
    const other = await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      inventoryId: stash.id,
      itemId: 'rope',
    });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other)).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [{ path: 'body.inventoryId' }] },
    });
    const stashItems = (await inventoriesOf(app, alice, character.id)).find(
      (entry) => entry.id === stash.id,
    )!.items;
    expect(stashItems.filter((entry) => entry.item_id === 'rope')).toEqual([]);
  });

  it('puts an item in a container, never in a non-container or another inventory’s', async () => {
    const { character, inventory, item } = await createFighter(app, alice);
    const backpack = item('backpack');
    const packed = await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      itemId: 'rope',
      containerId: backpack.id,
    });
    expect(dataOf<InventoryItem>(packed)).toMatchObject({ container_id: backpack.id, quantity: 1 });
    const notContainer = await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      itemId: 'rope',
      containerId: item('torch').id,
    });
    expect(notContainer.statusCode).toBe(400);
    expect(errorOf(notContainer).details?.fields?.[0]).toEqual({
      path: 'body.containerId',
      message: 'Only a container can hold items',
      key: 'container.not-a-container',
    });
    const stash = dataOf<Inventory>(
      await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Stash' }),
    );
    const elsewhere = await call('POST', `/api/inventory/${stash.id}/items`, alice, {
      itemId: 'rope',
      containerId: backpack.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    const unknown = await call('POST', `/api/inventory/${inventory.id}/items`, alice, {
      itemId: 'bag-of-everything',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('fills a quiver with arrows only and a flask with no item, however the item gets there', async () => {
    const { character, inventory } = await createFighter(app, alice);
    const add = async (itemId: string, containerId?: string) =>
      call('POST', `/api/inventory/${inventory.id}/items`, alice, { itemId, containerId });
    const quiver = dataOf<InventoryItem>(await add('quiver'));
    const flask = dataOf<InventoryItem>(await add('flask'));
    const sword = dataOf<InventoryItem>(await add('longsword'));

    const arrows = await add('arrows', quiver.id);
    expect(dataOf<InventoryItem>(arrows)).toMatchObject({ container_id: quiver.id, quantity: 1 });
    const fieldOf = (response: Awaited<ReturnType<typeof add>>) => {
      expect(response.statusCode).toBe(400);
      return errorOf(response).details?.fields?.[0];
    };
    expect(fieldOf(await add('bolts', quiver.id))).toEqual({
      path: 'body.containerId',
      message: 'A Quiver holds only Arrows',
      key: 'container.made-for-others',
    });
    expect(fieldOf(await add('arrows', flask.id))).toEqual({
      path: 'body.containerId',
      message: 'A Flask holds only liquids',
      key: 'container.liquids-only',
    });

    const moved = await call('PUT', `/api/inventory/item/${sword.id}`, alice, {
      container_id: quiver.id,
    });
    expect(fieldOf(moved)).toMatchObject({
      path: 'body.container_id',
      key: 'container.made-for-others',
    });
    const poured = await call('PUT', `/api/inventory/item/${sword.id}`, alice, {
      container_id: flask.id,
    });
    expect(fieldOf(poured)).toMatchObject({ key: 'container.liquids-only' });

    const custom = (item_id?: string) =>
      call('POST', '/api/inventory/add-custom-item', alice, {
        name: 'Elven arrows',
        inventory_id: inventory.id,
        container_id: quiver.id,
        ...(item_id ? { item_id } : {}),
      });
    expect(fieldOf(await custom())).toMatchObject({
      path: 'body.container_id',
      key: 'container.made-for-others',
    });
    const elven = await custom('arrows');
    expect(elven.statusCode, elven.body).toBe(201);
    expect(dataOf<InventoryItem>(elven)).toMatchObject({
      container_id: quiver.id,
      item_data: { name: 'Elven arrows', base_item_id: 'arrows' },
    });

    // The refused requests changed nothing: the sword is loose, the flask empty.
    const [after] = await inventoriesOf(app, alice, character.id);
    const inQuiver = after!.items.filter((entry) => entry.container_id === quiver.id);
    expect(inQuiver.map((entry) => entry.item_data?.name ?? entry.item_id).sort()).toEqual([
      'Elven arrows',
      'arrows',
    ]);
    expect(after!.items.filter((entry) => entry.container_id === flask.id)).toEqual([]);
    expect(after!.items.find((entry) => entry.id === sword.id)?.container_id).toBeNull();
  });
});

describe('custom items', () => {
  it('creates a custom item with its name, weight, value and description', async () => {
    const { character, inventory, item } = await createFighter(app, alice);
    const created = await call('POST', '/api/inventory/add-custom-item', alice, {
      name: ' Lucky coin ',
      weight: 0.02,
      value: 0.5,
      description: 'From home',
      attunement: true,
      inventory_id: inventory.id,
      container_id: item('backpack').id,
      item_id: 'pouch',
    });
    expect(created.statusCode, created.body).toBe(201);
    const coin = dataOf<InventoryItem>(created);
    expect(coin).toMatchObject({
      inventory_id: inventory.id,
      item_id: null,
      custom: true,
      quantity: 1,
      container_id: item('backpack').id,
      item_data: {
        name: 'Lucky coin',
        weight: 0.02,
        value: 0.5,
        description: 'From home',
        attunement: true,
      },
    });
    const [after] = await inventoriesOf(app, alice, character.id);
    expect(after!.items.find((entry) => entry.id === coin.id)).toEqual(coin);
  });

  it('requires a name, non-negative numbers, a known base item and a real container', async () => {
    const { character, inventory, item } = await createFighter(app, alice);
    const nameless = await call('POST', '/api/inventory/add-custom-item', alice, {
      name: '  ',
      inventory_id: inventory.id,
    });
    expect(nameless.statusCode).toBe(400);
    expect(errorOf(nameless).details?.fields?.[0]).toMatchObject({
      path: 'body.name',
      message: 'Please enter item name',
    });
    for (const payload of [
      { name: 'Rock', weight: -1 },
      { name: 'Rock', value: -0.5 },
      { name: 'Rock', quantity: 1.5 },
      { name: 'Rock', item_id: 'philosophers-stone' },
      { name: 'Rock', container_id: item('torch').id },
    ]) {
      const refused = await call('POST', '/api/inventory/add-custom-item', alice, {
        ...payload,
        inventory_id: inventory.id,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [after] = await inventoriesOf(app, alice, character.id);
    expect(after!.items.some((entry) => entry.custom)).toBe(false);
  });
});

describe('carried weight', () => {
  it('stops counting what goes to a mount, and counts it again when it is carried', async () => {
    const { character, item } = await createFighter(app, alice);
    const carried = async () =>
      dataOf<CharacterSheet>(await call('GET', `/api/characters/${character.id}/sheet`, alice))
        .carry.weight;
    const before = await carried();
    const horse = dataOf<Inventory>(
      await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Horse', type: 'mount' }),
    );
    const armor = item('chain-mail');
    const moved = await call('PUT', `/api/inventory/item/${armor.id}`, alice, {
      inventory_id: horse.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await carried()).toBeCloseTo(before - 55, 6);
    await call('PUT', `/api/inventory/${horse.id}`, alice, { type: 'backpack' });
    expect(await carried()).toBeCloseTo(before, 6);
  });
});
