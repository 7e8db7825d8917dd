import { beforeAll, describe, expect, it } from 'vitest';

import type { Catalogue } from '@hearth/content';
import { loadCatalogue } from '@hearth/content';
import type { CharacterSheet, InventoryItem } from '@hearth/contract';

import { caller, createFighter, dataOf } from '../routes/inventories/inventory-test-kit.ts';
import { signUp } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';

/**
 * Magic items with variants and over a base item, added, changed and read on the sheet
 * through the API. The entries are shaped as the content conventions write them; the built
 * catalogue may not have them yet, so they are laid over it here.
 */

const srd = { source: 'srd-5-2', description: 'A test magic item.', properties: [], magical: true };
const plus = (value: number) => [
  { id: 'attack', type: 'bonus', key: 'attack', value, requirement: ['this-item'] },
  { id: 'damage', type: 'bonus', key: 'damage', value, requirement: ['this-item'] },
];
const magicItems = [
  {
    ...srd,
    id: 'magic-weapon',
    title: 'Weapon, +1, +2, or +3',
    type: 'weapon',
    rarity: 'uncommon',
    value: 0,
    weight: 0,
    attunement: false,
    countable: false,
    mechanics: [],
    base_item: { type: 'weapon' },
    name_pattern: '{variant} {base}',
    variants: [
      { id: 'plus-1', title: '+1', rarity: 'uncommon', mechanics: plus(1) },
      { id: 'plus-2', title: '+2', rarity: 'rare', mechanics: plus(2) },
      { id: 'plus-3', title: '+3', rarity: 'very-rare', mechanics: plus(3) },
    ],
  },
  {
    ...srd,
    id: 'belt-of-giant-strength',
    title: 'Belt of Giant Strength',
    type: 'wondrous',
    rarity: 'rare',
    value: 0,
    weight: 1,
    attunement: true,
    countable: false,
    mechanics: [],
    variants: [
      {
        id: 'hill',
        title: 'Hill',
        mechanics: [{ id: 'strength', type: 'ability', key: 'str', set: 21 }],
      },
      {
        id: 'storm',
        title: 'Storm',
        rarity: 'legendary',
        mechanics: [{ id: 'strength', type: 'ability', key: 'str', set: 29 }],
      },
    ],
  },
  {
    ...srd,
    id: 'potion-of-healing',
    title: 'Potion of Healing',
    type: 'potion',
    rarity: 'common',
    value: 50,
    weight: 0.5,
    attunement: false,
    countable: true,
    mechanics: [],
    variants: [
      { id: 'healing', title: 'Healing', mechanics: [] },
      { id: 'greater', title: 'Greater', rarity: 'uncommon', value: 250, mechanics: [] },
    ],
  },
  {
    ...srd,
    id: 'wand-of-magic-missiles',
    title: 'Wand of Magic Missiles',
    type: 'wand',
    rarity: 'uncommon',
    value: 0,
    weight: 1,
    attunement: false,
    countable: false,
    mechanics: [],
    charges: { max: 7, recharge: 'dawn', regain: '1d6+1' },
    spells: [{ spell: 'magic-missile', charges: 1, charges_per_level: 1, level: 1, max_level: 3 }],
  },
];

function withMagicItems(catalogue: Catalogue): Catalogue {
  const ids = new Set(magicItems.map((item) => item.id));
  const kept = catalogue.items.entries.filter((entry) => !ids.has((entry as { id: string }).id));
  return { ...catalogue, items: { ...catalogue.items, entries: [...kept, ...magicItems] } };
}

const ctx = useTestApp({ build: { catalogue: withMagicItems(loadCatalogue()) } });
const call = caller(() => ctx.app);
let alice: string;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'artificer@example.com');
});

type Fields = { details: { fields: { path: string; message: string }[] } };

/** Adds to an inventory through the API and answers the response. */
const add = (inventoryId: string, body: Record<string, unknown>) =>
  call('POST', `/api/inventory/${inventoryId}/items`, alice, { inventoryId, quantity: 1, ...body });

function refusal(response: Awaited<ReturnType<typeof add>>) {
  expect(response.statusCode, response.body).toBe(400);
  const [field] = dataOf<Fields>(response).details.fields;
  return field!;
}

describe('adding a magic item with variants or over a base item', () => {
  it('needs a known variant and a base that fits, and stores them on the line', async () => {
    const { inventory } = await createFighter(() => ctx.app, alice);
    const id = inventory.id;
    expect(refusal(await add(id, { itemId: 'magic-weapon', base: 'longsword' }))).toEqual({
      path: 'body.variant',
      message: 'Choose which kind of this item',
    });
    expect(refusal(await add(id, { itemId: 'magic-weapon', variant: 'plus-1' }))).toEqual({
      path: 'body.base',
      message: 'Choose the weapon it is made from',
    });
    const unknown = refusal(
      await add(id, { itemId: 'magic-weapon', variant: 'plus-9', base: 'longsword' }),
    );
    expect(unknown.path).toBe('body.variant');
    expect(unknown.message).toMatch(/^Unknown variant "plus-9"/);
    const armor = refusal(
      await add(id, { itemId: 'magic-weapon', variant: 'plus-1', base: 'chain-mail' }),
    );
    expect(armor).toEqual({
      path: 'body.base',
      message: 'Weapon, +1, +2, or +3 cannot be made from Chain Mail',
    });
    expect(refusal(await add(id, { itemId: 'longsword', variant: 'plus-1' })).path).toBe(
      'body.variant',
    );
    expect(refusal(await add(id, { itemId: 'longsword', base: 'dagger' })).path).toBe('body.base');
    expect(
      refusal(await add(id, { itemId: 'belt-of-giant-strength', variant: 'hill', base: 'dagger' }))
        .path,
    ).toBe('body.base');

    const added = await add(id, { itemId: 'magic-weapon', variant: 'plus-1', base: 'longsword' });
    expect(added.statusCode, added.body).toBe(201);
    expect(dataOf<InventoryItem>(added)).toMatchObject({
      item_id: 'magic-weapon',
      item_data: { variant: 'plus-1', base: 'longsword' },
    });
    const plain = await add(id, { itemId: 'longsword' });
    expect(dataOf<InventoryItem>(plain).item_data).toBeNull();
  });

  it('stacks countable items only with the same variant', async () => {
    const { inventory } = await createFighter(() => ctx.app, alice, 'Potion Seller');
    const id = inventory.id;
    expect(refusal(await add(id, { itemId: 'potion-of-healing' })).path).toBe('body.variant');
    const first = dataOf<InventoryItem>(
      await add(id, { itemId: 'potion-of-healing', variant: 'greater', quantity: 2 }),
    );
    const more = dataOf<InventoryItem>(
      await add(id, { itemId: 'potion-of-healing', variant: 'greater', quantity: 1 }),
    );
    expect(more.id).toBe(first.id);
    expect(more.quantity).toBe(3);
    const other = dataOf<InventoryItem>(
      await add(id, { itemId: 'potion-of-healing', variant: 'healing' }),
    );
    expect(other.id).not.toBe(first.id);
    expect(other.quantity).toBe(1);
  });
});

describe('changing a magic item line', () => {
  it('checks a new variant and base as adding does, and keeps them when the data is cleared', async () => {
    const { inventory, item } = await createFighter(() => ctx.app, alice, 'Smith');
    const sword = dataOf<InventoryItem>(
      await add(inventory.id, { itemId: 'magic-weapon', variant: 'plus-1', base: 'longsword' }),
    );
    const put = (id: string, body: object) => call('PUT', `/api/inventory/item/${id}`, alice, body);
    const unknown = await put(sword.id, { item_data: { variant: 'plus-7' } });
    expect(refusal(unknown).path).toBe('body.item_data.variant');
    expect(refusal(await put(sword.id, { item_data: { base: 'shield' } })).path).toBe(
      'body.item_data.base',
    );
    const changed = await put(sword.id, { item_data: { variant: 'plus-2', base: 'dagger' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<InventoryItem>(changed).item_data).toEqual({ variant: 'plus-2', base: 'dagger' });
    const named = await put(sword.id, { item_data: { name: 'Needle' } });
    expect(dataOf<InventoryItem>(named).item_data).toEqual({
      variant: 'plus-2',
      base: 'dagger',
      name: 'Needle',
    });
    const cleared = await put(sword.id, { item_data: null });
    expect(dataOf<InventoryItem>(cleared).item_data).toEqual({ variant: 'plus-2', base: 'dagger' });
    const plain = item('greatsword');
    expect(refusal(await put(plain.id, { item_data: { variant: 'plus-1' } })).path).toBe(
      'body.item_data.variant',
    );
  });
});

describe('the sheet of a character with magic items', () => {
  it('sets STR with an attuned belt and adds a +1 sword’s bonus to its own attacks, naming them', async () => {
    const { character, inventory } = await createFighter(() => ctx.app, alice, 'Giantkin');
    const belt = dataOf<InventoryItem>(
      await add(inventory.id, { itemId: 'belt-of-giant-strength', variant: 'hill' }),
    );
    const sword = dataOf<InventoryItem>(
      await add(inventory.id, { itemId: 'magic-weapon', variant: 'plus-1', base: 'longsword' }),
    );
    const wand = dataOf<InventoryItem>(
      await add(inventory.id, { itemId: 'wand-of-magic-missiles' }),
    );
    const sheetOf = async () => {
      const response = await call('GET', `/api/characters/${character.id}/sheet`, alice);
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<CharacterSheet>(response);
    };
    const before = await sheetOf();
    const put = (id: string, body: object) => call('PUT', `/api/inventory/item/${id}`, alice, body);
    expect((await put(belt.id, { attuned: true })).statusCode).toBe(200);
    expect((await put(sword.id, { equipped: true })).statusCode).toBe(200);
    const after = await sheetOf();
    expect(after.abilities.str!.score.value).toBe(21);
    expect(after.abilities.str!.score.terms).toContainEqual({
      label: 'item',
      value: 21 - before.abilities.str!.score.value,
      source: 'item:belt-of-giant-strength/hill/-',
    });
    const attack = after.attacks.find((entry) => entry.id === sword.id)!;
    expect(attack.title).toBe('+1 Longsword');
    expect(attack.toHit.terms).toContainEqual({
      label: 'bonus',
      value: 1,
      source: 'item:magic-weapon/plus-1/longsword',
    });
    const others = after.attacks.filter((entry) => entry.id !== sword.id);
    for (const other of others) {
      expect(other.toHit.terms.some((term) => term.source?.startsWith('item:magic-weapon'))).toBe(
        false,
      );
    }
    expect(after.resources).toContainEqual(
      expect.objectContaining({
        key: `prop-item-${wand.id}-charges`,
        title: 'Wand of Magic Missiles',
        max: 7,
        used: 0,
        recovery: 'LONG',
      }),
    );
  });
});
