import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Character, InventoryItem } from '@hearth/contract';

import { customItems, inventoryItems } from '../../db/schema/index.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf, inventoriesOf } from './inventory-test-kit.ts';

const ctx = useTestApp();
const call = caller(() => ctx.app);
let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'smith@example.com');
  bob = await signUp(ctx.app, ctx.config, 'rival@example.com');
});

/** A fighter of Alice's with a custom item in its body inventory. */
async function withCustomItem(fields: Record<string, unknown> = {}) {
  const { character, inventory, item } = await createFighter(() => ctx.app, alice);
  const added = await call('POST', '/api/inventory/add-custom-item', alice, {
    name: 'Grandfather’s lantern',
    weight: 2,
    value: 5,
    description: 'Dented.',
    inventory_id: inventory.id,
    quantity: 3,
    ...fields,
  });
  expect(added.statusCode, added.body).toBe(201);
  return { character, inventory, item, custom: dataOf<InventoryItem>(added) };
}

/** The stored definition behind a custom stack. */
async function definitionOf(stackId: string) {
  const db = ctx.database.connection.db;
  const [stack] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, stackId));
  const [definition] = await db
    .select()
    .from(customItems)
    .where(eq(customItems.id, stack!.customItemId!));
  return definition!;
}

const edit = (token: string, id: string, body: object, headers = {}) =>
  call('PUT', `/api/inventory/item/${id}/custom`, token, body, headers);

const stacksOf = async (token: string, character: Character, customName: string) =>
  (await inventoriesOf(() => ctx.app, token, character.id))
    .flatMap((inventory) => inventory.items)
    .filter((item) => item.custom && item.item_data?.name === customName);

describe('editing a custom item', () => {
  it('changes its name, weight, value, description, countable and attunement', async () => {
    const { character, custom } = await withCustomItem();
    const changed = await edit(alice, custom.id, {
      name: '  Storm lantern ',
      weight: 1.5,
      value: 7.25,
      description: 'Mended by the smith.',
      countable: true,
      attunement: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = dataOf<InventoryItem>(changed);
    expect(saved).toMatchObject({ id: custom.id, quantity: 3, custom: true });
    expect(saved.item_data).toEqual({
      name: 'Storm lantern',
      weight: 1.5,
      value: 7.25,
      description: 'Mended by the smith.',
      countable: true,
      attunement: true,
    });
    // The inventory reads the same afterwards.
    const [listed] = await stacksOf(alice, character, 'Storm lantern');
    expect(listed).toEqual(saved);
  });

  it('changes only what is sent, on every stack of the item', async () => {
    const { character, custom } = await withCustomItem();
    const split = await call('POST', `/api/inventory/${custom.id}/split`, alice, {
      quantity: 2,
      newQuantity: 1,
    });
    expect(split.statusCode, split.body).toBe(200);
    const changed = await edit(alice, custom.id, { weight: 4 });
    expect(dataOf<InventoryItem>(changed).item_data).toMatchObject({
      name: 'Grandfather’s lantern',
      weight: 4,
      value: 5,
      description: 'Dented.',
    });
    const stacks = await stacksOf(alice, character, 'Grandfather’s lantern');
    expect(stacks.map((stack) => [stack.quantity, stack.item_data?.weight])).toEqual([
      [2, 4],
      [1, 4],
    ]);
  });

  it('ends attunement when the item no longer needs it', async () => {
    const { custom } = await withCustomItem({ attunement: true, quantity: 1 });
    const attuned = await call('PUT', `/api/inventory/item/${custom.id}`, alice, { attuned: true });
    expect(dataOf<InventoryItem>(attuned).attuned).toBe(true);
    const changed = dataOf<InventoryItem>(await edit(alice, custom.id, { attunement: false }));
    expect(changed.attuned).toBe(false);
    expect(changed.item_data?.attunement).toBe(false);
  });

  it('shows the new name on a stack that was renamed', async () => {
    const { custom } = await withCustomItem();
    const renamed = await call('PUT', `/api/inventory/item/${custom.id}`, alice, {
      item_data: { name: 'Old lamp' },
    });
    expect(dataOf<InventoryItem>(renamed).item_data?.name).toBe('Old lamp');
    const changed = dataOf<InventoryItem>(await edit(alice, custom.id, { name: 'Storm lantern' }));
    expect(changed.item_data?.name).toBe('Storm lantern');
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const { custom } = await withCustomItem();
    const cases: [object, string][] = [
      [{ name: '   ' }, 'body.name'],
      [{ weight: -1 }, 'body.weight'],
      [{ value: 'a lot' }, 'body.value'],
      [{ countable: 'yes' }, 'body.countable'],
      [{ description: 'x'.repeat(10_001) }, 'body.description'],
    ];
    for (const [body, path] of cases) {
      const refused = await edit(alice, custom.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const fields = dataOf<{ details: { fields: { path: string; message: string }[] } }>(refused)
        .details.fields;
      expect(fields.map((field) => field.path)).toContain(path);
      expect(fields.every((field) => field.message.length > 0)).toBe(true);
    }
    const blank = await edit(alice, custom.id, { name: '' });
    expect(JSON.stringify(blank.json())).toContain('Please enter item name');
    // Nothing to change, or a field the item does not have.
    expect((await edit(alice, custom.id, {})).statusCode).toBe(400);
    expect((await edit(alice, custom.id, { quantity: 5 })).statusCode).toBe(400);
    expect(await definitionOf(custom.id)).toMatchObject({ weight: 2, value: 5, version: 1 });
  });

  it('refuses a catalogue item: only custom items are edited', async () => {
    const { item } = await withCustomItem();
    const refused = await edit(alice, item('greatsword').id, { name: 'Oathkeeper' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Only a custom item can be edited');
  });

  it("refuses another user's item, or no session, as if it did not exist", async () => {
    const { custom } = await withCustomItem();
    const stolen = await edit(bob, custom.id, { name: 'Mine now' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).toContain('Item not found');
    expect((await edit(alice, 'no-such-item', { name: 'Ghost' })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/inventory/item/${custom.id}/custom`,
      payload: { name: 'Anyone' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes once when the same Idempotency-Key is replayed', async () => {
    const { custom } = await withCustomItem();
    const key = { 'idempotency-key': `edit-${custom.id}` };
    const first = await edit(alice, custom.id, { value: 9 }, key);
    const replay = await edit(alice, custom.id, { value: 9 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await definitionOf(custom.id)).toMatchObject({ value: 9, version: 2 });
  });
});
