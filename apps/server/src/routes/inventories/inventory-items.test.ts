import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { customItems, inventoryItems } from '../../db/schema/index.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf } from './inventory-test-kit.ts';

const ctx = useTestApp();
const call = caller(() => ctx.app);
const fighterWithInventory = (token: string) => createFighter(() => ctx.app, token);
let alice: string;
let bob: string;

/** A custom item that needs attunement, put into the inventory through the API. */
async function addCustomAttunable(token: string, inventoryId: string, name: string, quantity = 1) {
  const added = await call('POST', '/api/inventory/add-custom-item', token, {
    name,
    attunement: true,
    inventory_id: inventoryId,
    quantity,
  });
  return dataOf<InventoryItem>(added).id;
}

/** How many custom item definitions the database keeps. */
async function customItemCount(): Promise<number> {
  return (await ctx.database.connection.db.select().from(customItems)).length;
}

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'keeper@example.com');
  bob = await signUp(ctx.app, ctx.config, 'thief@example.com');
});

describe('changing an inventory item', () => {
  it('renames a scroll and stores its spell, then uses one of the stack', async () => {
    const { item } = await fighterWithInventory(alice);
    const scroll = item('spell-scroll');
    const named = await call('PUT', `/api/inventory/item/${scroll.id}`, alice, {
      item_data: { name: 'Scroll of Magic Missile', spell: 'magic-missile' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<{ data: InventoryItem }>().data.item_data).toEqual({
      name: 'Scroll of Magic Missile',
      spell: 'magic-missile',
    });
    const used = await call('PUT', `/api/inventory/item/${scroll.id}`, alice, { quantity: 1 });
    expect(used.json<{ data: InventoryItem }>().data.quantity).toBe(1);
    const unknown = await call('PUT', `/api/inventory/item/${scroll.id}`, alice, {
      item_data: { spell: 'wish-upon-a-star' },
    });
    expect(unknown.statusCode).toBe(400);
    const notScroll = await call('PUT', `/api/inventory/item/${item('greatsword').id}`, alice, {
      item_data: { spell: 'magic-missile' },
    });
    expect(notScroll.statusCode).toBe(400);
  });

  it('equips weapons and armor only, and never a negative quantity', async () => {
    const { item } = await fighterWithInventory(alice);
    const torch = item('torch');
    const refused = await call('PUT', `/api/inventory/item/${torch.id}`, alice, { equipped: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('item.not-equippable');
    const sword = await call('PUT', `/api/inventory/item/${item('greatsword').id}`, alice, {
      equipped: false,
    });
    expect(sword.json<{ data: InventoryItem }>().data.equipped).toBe(false);
    expect(
      (await call('PUT', `/api/inventory/item/${torch.id}`, alice, { quantity: -1 })).statusCode,
    ).toBe(400);
  });

  it('attunes at most three items, only those that need it', async () => {
    const { inventory, item } = await fighterWithInventory(alice);
    const ids: string[] = [];
    for (const name of ['Amulet', 'Ring', 'Cloak', 'Boots']) {
      ids.push(await addCustomAttunable(alice, inventory.id, name));
    }
    for (const id of ids.slice(0, 3)) {
      expect(
        (await call('PUT', `/api/inventory/item/${id}`, alice, { attuned: true })).statusCode,
      ).toBe(200);
    }
    const fourth = await call('PUT', `/api/inventory/item/${ids[3]}`, alice, { attuned: true });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.body).toContain('attunement.max');
    expect(
      (await call('PUT', `/api/inventory/item/${ids[0]}`, alice, { attuned: false })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/inventory/item/${ids[3]}`, alice, { attuned: true })).statusCode,
    ).toBe(200);
    const rope = await call('PUT', `/api/inventory/item/${item('rope').id}`, alice, {
      attuned: true,
    });
    expect(rope.body).toContain('item.no-attunement');
  });

  it('puts items in a container of the same inventory, never a bag inside itself', async () => {
    const { item } = await fighterWithInventory(alice);
    const backpack = item('backpack');
    const torch = item('torch');
    const packed = await call('PUT', `/api/inventory/item/${torch.id}`, alice, {
      container_id: backpack.id,
    });
    expect(packed.json<{ data: InventoryItem }>().data.container_id).toBe(backpack.id);
    expect(
      (
        await call('PUT', `/api/inventory/item/${item('rope').id}`, alice, {
          container_id: torch.id,
        })
      ).statusCode,
    ).toBe(400);
    const self = await call('PUT', `/api/inventory/item/${backpack.id}`, alice, {
      container_id: backpack.id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.body).toContain('cannot go inside itself');
    const out = await call('PUT', `/api/inventory/item/${torch.id}`, alice, { container_id: null });
    expect(out.json<{ data: InventoryItem }>().data.container_id).toBeNull();
  });

  it('moves an item with its contents to another of the character’s inventories', async () => {
    const { item, character } = await fighterWithInventory(alice);
    const db = ctx.database.connection.db;
    const pack = dataOf<Inventory>(
      await call('POST', `/api/inventory/${character.id}`, alice, { name: 'Mule', type: 'mount' }),
    );
    const backpack = item('backpack');
    await call('PUT', `/api/inventory/item/${item('torch').id}`, alice, {
      container_id: backpack.id,
    });
    const moved = await call('PUT', `/api/inventory/item/${backpack.id}`, alice, {
      inventory_id: pack.id,
    });
    expect(moved.json<{ data: InventoryItem }>().data).toMatchObject({
      inventory_id: pack.id,
      container_id: null,
    });
    const [torch] = await db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item('torch').id));
    expect(torch).toMatchObject({ inventoryId: pack.id, containerId: backpack.id });
    const stranger = await fighterWithInventory(bob);
    const refused = await call('PUT', `/api/inventory/item/${item('rope').id}`, alice, {
      inventory_id: stranger.inventory.id,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lets only the owner touch an item, and replays a request once', async () => {
    const { item } = await fighterWithInventory(alice);
    const scroll = item('spell-scroll');
    const stolen = await call('PUT', `/api/inventory/item/${scroll.id}`, bob, { quantity: 0 });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json<{ data: { message: string } }>().data.message).toBe('Item not found');
    const key = { 'idempotency-key': `use-${scroll.id}` };
    const first = await call(
      'PUT',
      `/api/inventory/item/${scroll.id}`,
      alice,
      { quantity: 1 },
      key,
    );
    const again = await call(
      'PUT',
      `/api/inventory/item/${scroll.id}`,
      alice,
      { quantity: 1 },
      key,
    );
    expect(again.json()).toEqual(first.json());
  });

  it('deletes an item; what was inside stays in the inventory', async () => {
    const { item, inventory } = await fighterWithInventory(alice);
    const backpack = item('backpack');
    await call('PUT', `/api/inventory/item/${item('rope').id}`, alice, {
      container_id: backpack.id,
    });
    expect((await call('DELETE', `/api/inventory/item/${backpack.id}`, bob)).statusCode).toBe(404);
    const gone = await call('DELETE', `/api/inventory/item/${backpack.id}`, alice);
    expect(gone.json()).toEqual({ data: { id: backpack.id } });
    const after = (await call('GET', `/api/inventory/${inventory.character_id}`, alice)).json<{
      data: Inventory[];
    }>().data[0]!;
    expect(after.items.some((entry) => entry.id === backpack.id)).toBe(false);
    expect(after.items.find((entry) => entry.item_id === 'rope')?.container_id).toBeNull();
  });

  it('forgets a custom item once the last stack of it is gone', async () => {
    const { inventory, character } = await fighterWithInventory(alice);
    const before = await customItemCount();
    const lantern = await addCustomAttunable(alice, inventory.id, 'Lantern of Dusk', 2);
    const { created: other } = dataOf<{ created: InventoryItem }>(
      await call('POST', `/api/inventory/${lantern}/split`, alice, { quantity: 1, newQuantity: 1 }),
    );
    expect(await customItemCount()).toBe(before + 1);

    await call('DELETE', `/api/inventory/item/${lantern}`, alice);
    expect(await customItemCount()).toBe(before + 1);
    expect((await call('GET', `/api/inventory/${character.id}`, alice)).body).toContain(
      'Lantern of Dusk',
    );
    await call('DELETE', `/api/inventory/item/${other.id}`, alice);
    expect(await customItemCount()).toBe(before);
  });

  it('forgets the custom items of a deleted inventory or character', async () => {
    const { character } = await fighterWithInventory(alice);
    const before = await customItemCount();
    const stash = dataOf<Inventory>(
      await call('POST', `/api/inventory/${character.id}`, alice, {
        name: 'Stash',
        type: 'storage',
      }),
    );
    await addCustomAttunable(alice, stash.id, 'Idol of Moss');
    expect(await customItemCount()).toBe(before + 1);
    await call('DELETE', `/api/inventory/${stash.id}`, alice);
    expect(await customItemCount()).toBe(before);

    const [body] = dataOf<Inventory[]>(await call('GET', `/api/inventory/${character.id}`, alice));
    await addCustomAttunable(alice, body!.id, 'Idol of Ash');
    await call('POST', `/api/characters/${character.id}`, alice, { active: false });
    const deleted = await call('DELETE', `/api/characters/${character.id}`, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await customItemCount()).toBe(before);
  });
});
