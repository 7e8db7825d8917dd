import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Preset as PresetEntry } from '@hearth/content';
import { loadCatalogue } from '@hearth/content';
import type { Inventory, Preset, PresetItem } from '@hearth/contract';

import { inventoryItems, presetItems } from '../../db/schema/index.ts';
import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { createFighter } from '../inventories/inventory-test-kit.ts';

const ctx = useTestApp();
const content = loadCatalogue();
const contentPreset = (id: string) =>
  (content.presets.entries as PresetEntry[]).find((entry) => entry.id === id)!;
let alice: string;
let bob: string;

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string,
  payload?: object,
  headers = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? json : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const dataOf = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;
const errorOf = (response: { json: <U>() => U }) =>
  dataOf<{ code: string; message: string; details?: { fields?: { path: string }[] } }>(response);

/** A new fighter of the user's and an empty second inventory of theirs to apply presets to. */
async function fighterWithStash(token: string) {
  const { character } = await createFighter(() => ctx.app, token);
  // An empty inventory shows exact quantities.
  const stash = await call('POST', `/api/inventory/${character.id}`, token, { name: 'Stash' });
  expect(stash.statusCode, stash.body).toBe(201);
  return { character, stashId: dataOf<Inventory>(stash).id };
}

async function inventoriesOf(token: string, characterId: string): Promise<Inventory[]> {
  return dataOf<Inventory[]>(await call('GET', `/api/inventory/${characterId}`, token));
}

/** Each item's total quantity in an inventory, however many rows hold it. */
function totals(inventory: Inventory | undefined): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const item of inventory?.items ?? []) {
    if (item.item_id) sums[item.item_id] = (sums[item.item_id] ?? 0) + item.quantity;
  }
  return sums;
}

function expectedTotals(preset: PresetEntry, times = 1): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const line of preset.items) {
    sums[line.item_id] = (sums[line.item_id] ?? 0) + line.quantity * times;
  }
  return sums;
}

const apply = (token: string, inventoryId: string, presetId: string, headers = {}) =>
  call('POST', '/api/presets/apply', token, { inventoryId, presetId }, headers);

const ownPreset = {
  name: 'Dungeon crawl',
  description: 'What I take underground',
  icon: 'torch',
  class_id: 'fighter',
  gold: 12.5,
  items: [
    { item_id: 'torch', quantity: 5 },
    { item_id: 'rope', quantity: 1 },
  ],
};

async function createOwn(token: string, body: object = ownPreset): Promise<Preset> {
  const response = await call('POST', '/api/presets', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<Preset>(response);
}

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'packer@example.com');
  bob = await signUp(ctx.app, ctx.config, 'snoop@example.com');
});

describe('reading presets', () => {
  it('shows a catalogue preset by id with its items as the content has them', async () => {
    const entry = contentPreset('explorers-pack');
    const response = await call('GET', '/api/presets/explorers-pack', alice);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Preset>(response)).toEqual({
      id: 'explorers-pack',
      name: entry.title,
      description: entry.description,
      icon: null,
      source: entry.source,
      class_id: null,
      background_id: null,
      gold: 0,
      items: entry.items.map((line) => ({ id: null, ...line })),
      own: false,
    });
    const items = await call('GET', '/api/presets/explorers-pack/items', alice);
    expect(dataOf<PresetItem[]>(items)).toEqual(entry.items.map((l) => ({ id: null, ...l })));
  });

  it("carries a class option's class and gold", async () => {
    const entry = contentPreset('fighter-c');
    const preset = dataOf<Preset>(await call('GET', '/api/presets/fighter-c', alice));
    expect(preset).toMatchObject({ class_id: 'fighter', gold: entry.gold, own: false });
  });

  it('answers 404 for a preset nobody has, and needs a session', async () => {
    const missing = await call('GET', '/api/presets/no-such-pack', alice);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Preset not found');
    expect((await call('GET', '/api/presets/no-such-pack/items', alice)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/presets/mine' })).statusCode).toBe(
      401,
    );
  });
});

describe("a user's own presets", () => {
  it('creates, lists newest first, reads, changes and deletes a preset', async () => {
    const first = await createOwn(alice);
    expect(first).toMatchObject({
      name: 'Dungeon crawl',
      description: 'What I take underground',
      icon: 'torch',
      class_id: 'fighter',
      background_id: null,
      source: null,
      gold: 12.5,
      own: true,
    });
    expect(first.items.map(({ item_id, quantity }) => ({ item_id, quantity }))).toEqual(
      ownPreset.items,
    );
    expect(first.items.every((line) => typeof line.id === 'string')).toBe(true);

    const second = await createOwn(alice, { name: '  Bare  ' });
    expect(second).toMatchObject({ name: 'Bare', description: '', gold: 0, items: [] });

    const mine = dataOf<Preset[]>(await call('GET', '/api/presets/mine', alice));
    expect(mine.map((preset) => preset.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(dataOf<Preset[]>(await call('GET', '/api/presets/mine', bob))).toEqual([]);

    expect(dataOf<Preset>(await call('GET', `/api/presets/${first.id}`, alice))).toEqual(first);
    expect(
      dataOf<PresetItem[]>(await call('GET', `/api/presets/${first.id}/items`, alice)),
    ).toEqual(first.items);

    const changed = await call('PUT', `/api/presets/${first.id}`, alice, {
      name: 'Deep crawl',
      gold: 3,
      class_id: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<Preset>(changed)).toMatchObject({
      name: 'Deep crawl',
      description: 'What I take underground',
      gold: 3,
      class_id: null,
      items: first.items,
    });

    const deleted = await call('DELETE', `/api/presets/${first.id}`, alice);
    expect(dataOf<{ id: string }>(deleted)).toEqual({ id: first.id });
    expect((await call('GET', `/api/presets/${first.id}`, alice)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/presets/${first.id}`, alice)).statusCode).toBe(404);
    // Its lines went with it.
    const lines = await ctx.database.connection.db
      .select()
      .from(presetItems)
      .where(eq(presetItems.presetId, first.id));
    expect(lines).toEqual([]);
  });

  it('adds lines at the end, changes and removes them', async () => {
    const preset = await createOwn(alice);
    const added = await call('POST', `/api/presets/${preset.id}/items`, alice, {
      item_id: 'waterskin',
    });
    expect(added.statusCode, added.body).toBe(201);
    const line = dataOf<PresetItem>(added);
    expect(line).toMatchObject({ item_id: 'waterskin', quantity: 1 });
    const items = dataOf<PresetItem[]>(await call('GET', `/api/presets/${preset.id}/items`, alice));
    expect(items.map((item) => item.item_id)).toEqual(['torch', 'rope', 'waterskin']);

    const changed = await call('PUT', `/api/presets/items/${line.id}`, alice, {
      item_id: 'rations',
      quantity: 4,
    });
    expect(dataOf<PresetItem>(changed)).toEqual({ id: line.id, item_id: 'rations', quantity: 4 });
    // A field left out keeps its value.
    const renamed = await call('PUT', `/api/presets/items/${line.id}`, alice, {
      item_id: 'rations',
    });
    expect(dataOf<PresetItem>(renamed).quantity).toBe(4);

    const removed = await call('DELETE', `/api/presets/items/${preset.items[0]!.id}`, alice);
    expect(dataOf<{ id: string }>(removed)).toEqual({ id: preset.items[0]!.id });
    const after = dataOf<PresetItem[]>(await call('GET', `/api/presets/${preset.id}/items`, alice));
    expect(after.map(({ item_id, quantity }) => ({ item_id, quantity }))).toEqual([
      { item_id: 'rope', quantity: 1 },
      { item_id: 'rations', quantity: 4 },
    ]);
    expect((await call('DELETE', `/api/presets/items/${line.id}`, alice)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/presets/items/${line.id}`, alice, { quantity: 2 })).statusCode,
    ).toBe(404);
  });

  it('refuses unknown items, classes and backgrounds field by field', async () => {
    const refused = await call('POST', '/api/presets', alice, {
      name: 'Wishful',
      class_id: 'space-wizard',
      items: [
        { item_id: 'torch', quantity: 1 },
        { item_id: 'lightsaber', quantity: 1 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    const fields = errorOf(refused).details!.fields!;
    expect(fields.map((field) => field.path).sort()).toEqual([
      'body.class_id',
      'body.items.1.item_id',
    ]);
    expect(refused.body).toContain('lightsaber');

    const preset = await createOwn(alice);
    const badLine = await call('POST', `/api/presets/${preset.id}/items`, alice, {
      item_id: 'lightsaber',
    });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.body).toContain('body.item_id');
    const badChange = await call('PUT', `/api/presets/items/${preset.items[0]!.id}`, alice, {
      item_id: 'lightsaber',
    });
    expect(badChange.statusCode).toBe(400);
    const badBackground = await call('PUT', `/api/presets/${preset.id}`, alice, {
      background_id: 'astronaut',
    });
    expect(badBackground.statusCode).toBe(400);
    expect(badBackground.body).toContain('body.background_id');

    for (const body of [
      {},
      { name: '   ' },
      { name: 'x', gold: -1 },
      { name: 'x', items: [{ item_id: 'torch', quantity: 0 }] },
      { name: 'x', items: [{ item_id: 'Torch!', quantity: 1 }] },
      { name: 'x', owner: 'me' },
    ]) {
      expect(
        (await call('POST', '/api/presets', alice, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    // Nothing of the refused requests was kept.
    const unchanged = dataOf<Preset>(await call('GET', `/api/presets/${preset.id}`, alice));
    expect(unchanged).toEqual(preset);
  });

  it('keeps the catalogue presets read-only', async () => {
    const changed = await call('PUT', '/api/presets/explorers-pack', alice, { name: 'Mine now' });
    expect(changed.statusCode).toBe(403);
    expect(errorOf(changed).message).toMatch(/catalogue/);
    expect((await call('DELETE', '/api/presets/explorers-pack', alice)).statusCode).toBe(403);
    const line = await call('POST', '/api/presets/explorers-pack/items', alice, {
      item_id: 'torch',
    });
    expect(line.statusCode).toBe(403);
    const entry = contentPreset('explorers-pack');
    const still = dataOf<Preset>(await call('GET', '/api/presets/explorers-pack', alice));
    expect(still).toMatchObject({
      name: entry.title,
      items: entry.items.map((l) => ({ id: null, ...l })),
    });
  });

  it("hides one user's presets from another", async () => {
    const preset = await createOwn(alice);
    const lineId = preset.items[0]!.id!;
    const attempts = [
      await call('GET', `/api/presets/${preset.id}`, bob),
      await call('GET', `/api/presets/${preset.id}/items`, bob),
      await call('PUT', `/api/presets/${preset.id}`, bob, { name: 'Stolen' }),
      await call('DELETE', `/api/presets/${preset.id}`, bob),
      await call('POST', `/api/presets/${preset.id}/items`, bob, { item_id: 'torch' }),
      await call('PUT', `/api/presets/items/${lineId}`, bob, { quantity: 99 }),
      await call('DELETE', `/api/presets/items/${lineId}`, bob),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404, 404,
    ]);
    expect(errorOf(attempts[0]!).message).toBe('Preset not found');
    expect(dataOf<Preset>(await call('GET', `/api/presets/${preset.id}`, alice))).toEqual(preset);
  });
});

describe('applying a preset', () => {
  it("puts every item of the Explorer's Pack into the inventory, stacking on a second apply", async () => {
    const entry = contentPreset('explorers-pack');
    const { character, stashId } = await fighterWithStash(alice);
    const first = await apply(alice, stashId, 'explorers-pack');
    expect(first.statusCode, first.body).toBe(200);
    const answered = dataOf<Inventory[]>(first);
    expect(answered).toEqual(await inventoriesOf(alice, character.id));
    const stash = answered.find((inventory) => inventory.id === stashId);
    expect(totals(stash)).toEqual(expectedTotals(entry));

    const second = dataOf<Inventory[]>(await apply(alice, stashId, 'explorers-pack'));
    const twice = second.find((inventory) => inventory.id === stashId)!;
    expect(totals(twice)).toEqual(expectedTotals(entry, 2));
    // The backpack, a container, is one more backpack, with its own torches in it.
    const backpacks = twice.items.filter((item) => item.item_id === 'backpack');
    expect(backpacks).toHaveLength(2);
    const torches = twice.items.filter((item) => item.item_id === 'torch');
    expect(torches.map((item) => [item.container_id, item.quantity])).toEqual(
      backpacks.map((backpack) => [backpack.id, expectedTotals(entry).torch]),
    );
    // The other inventory was left alone.
    const body = (before: Inventory[]) => before.find((inventory) => inventory.id !== stashId);
    expect(body(second)).toEqual(body(answered));
  });

  it("packs an Explorer's Pack's contents into the backpack that comes with it", async () => {
    const entry = contentPreset('explorers-pack');
    const { stashId } = await fighterWithStash(alice);
    const applied = dataOf<Inventory[]>(await apply(alice, stashId, 'explorers-pack'));
    const stash = applied.find((inventory) => inventory.id === stashId)!;
    const loose = stash.items.filter((item) => item.container_id === null);
    expect(loose.map((item) => [item.item_id, item.quantity])).toEqual([['backpack', 1]]);
    const inside = stash.items.filter((item) => item.container_id === loose[0]!.id);
    const { backpack, ...contents } = expectedTotals(entry);
    expect(backpack).toBe(1);
    expect(totals({ ...stash, items: inside })).toEqual(contents);
  });

  it("packs a Fighter's kit: the pack's gear in the backpack, armor, weapons and gold beside it", async () => {
    const kit = contentPreset('fighter-a');
    const pack = contentPreset('dungeoneers-pack');
    const { stashId } = await fighterWithStash(alice);
    const applied = dataOf<Inventory[]>(await apply(alice, stashId, 'fighter-a'));
    const stash = applied.find((inventory) => inventory.id === stashId)!;
    const backpack = stash.items.find((item) => item.item_id === 'backpack')!;
    expect(backpack.container_id).toBeNull();
    const inside = stash.items.filter((item) => item.container_id === backpack.id);
    const { backpack: one, ...packed } = expectedTotals(pack);
    expect(one).toBe(1);
    expect(totals({ ...stash, items: inside })).toEqual(packed);
    const loose = stash.items.filter((item) => item.container_id === null);
    const { ...kitTotals } = expectedTotals(kit);
    for (const [itemId, quantity] of Object.entries(packed)) kitTotals[itemId]! -= quantity;
    const expectedLoose = Object.fromEntries(
      Object.entries(kitTotals).filter(([, quantity]) => quantity > 0),
    );
    expect(totals({ ...stash, items: loose })).toEqual({
      ...expectedLoose,
      'gold-piece': kit.gold,
    });
    expect(loose.map((item) => item.item_id)).toContain('chain-mail');
  });

  it("adds an own preset's items and its gold as coins", async () => {
    const { stashId } = await fighterWithStash(alice);
    const preset = await createOwn(alice);
    const applied = dataOf<Inventory[]>(await apply(alice, stashId, preset.id));
    // 12.5 gp is 12 gold pieces and 5 silver pieces.
    expect(totals(applied.find((inventory) => inventory.id === stashId))).toEqual({
      torch: 5,
      rope: 1,
      'gold-piece': 12,
      'silver-piece': 5,
    });
  });

  it('applies nothing when one item of the preset is no longer in the catalogue', async () => {
    const { character, stashId } = await fighterWithStash(alice);
    const preset = await createOwn(alice);
    // The API refuses unknown items, so the vanished one goes in behind its back.
    await ctx.database.connection.db
      .insert(presetItems)
      .values({ presetId: preset.id, itemId: 'withdrawn-item', quantity: 1, sortOrder: 5 });
    const before = await inventoriesOf(alice, character.id);
    const refused = await apply(alice, stashId, preset.id);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('Failed to apply preset');
    expect(refused.body).toContain('withdrawn-item');
    expect(await inventoriesOf(alice, character.id)).toEqual(before);
  });

  it('applies once when the same Idempotency-Key is replayed', async () => {
    const entry = contentPreset('explorers-pack');
    const { stashId } = await fighterWithStash(alice);
    const key = { 'idempotency-key': `apply-${stashId}` };
    const first = await apply(alice, stashId, 'explorers-pack', key);
    const replay = await apply(alice, stashId, 'explorers-pack', key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const rows = await ctx.database.connection.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.inventoryId, stashId));
    const torches = rows.filter((row) => row.itemId === 'torch');
    expect(torches.map((row) => row.quantity)).toEqual([expectedTotals(entry).torch]);
  });

  it("refuses another user's inventory or preset and changes nothing", async () => {
    const { character, stashId } = await fighterWithStash(alice);
    const before = await inventoriesOf(alice, character.id);
    const intoAlices = await apply(bob, stashId, 'explorers-pack');
    expect(intoAlices.statusCode).toBe(404);
    expect(errorOf(intoAlices).message).toBe('Inventory not found');

    const bobs = await fighterWithStash(bob);
    const alicesPreset = await createOwn(alice);
    const withAlicesPreset = await apply(bob, bobs.stashId, alicesPreset.id);
    expect(withAlicesPreset.statusCode).toBe(404);
    expect(errorOf(withAlicesPreset).message).toBe('Preset not found');
    expect((await apply(alice, stashId, 'no-such-pack')).statusCode).toBe(404);

    expect(await inventoriesOf(alice, character.id)).toEqual(before);
    const bobsStash = (await inventoriesOf(bob, bobs.character.id)).find(
      (inventory) => inventory.id === bobs.stashId,
    );
    expect(bobsStash?.items).toEqual([]);
  });

  it('refuses a malformed request', async () => {
    const { stashId } = await fighterWithStash(alice);
    for (const body of [{ inventoryId: stashId }, { presetId: 'explorers-pack' }, {}]) {
      expect((await call('POST', '/api/presets/apply', alice, body)).statusCode).toBe(400);
    }
  });
});
