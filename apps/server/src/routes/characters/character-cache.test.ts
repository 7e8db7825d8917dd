import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Character, Inventory, InventoryItem } from '@hearth/contract';

import { characterEtag, sheetEtag } from '../../characters/character-etag.ts';
import { toCharacterView } from '../../characters/character-view.ts';
import { findSheetInputs } from '../../characters/sheet-inputs.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf, inventoriesOf } from '../inventories/inventory-test-kit.ts';

// Reads of a character and its sheet are answered from memory (issue 16): every write, whatever
// its path, is seen by the very next read, on this instance and, through Redis, on another.

const ctx = useTestApp();
const call = caller(() => ctx.app);

let token: string;
beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'kept@example.com');
});

/** Reads the character and its sheet twice, so that both are kept in memory. */
async function warm(app: typeof ctx.app, id: string) {
  const read = caller(() => app);
  for (let round = 0; round < 2; round += 1) {
    expect((await read('GET', `/api/characters/${id}`, token)).statusCode).toBe(200);
    expect((await read('GET', `/api/characters/${id}/sheet`, token)).statusCode).toBe(200);
  }
}

/**
 * What the app answers for the character and its sheet is what the database holds now: the
 * record itself, and the ETags computed from the stored record and stacks.
 */
async function expectCurrent(app: typeof ctx.app, id: string) {
  const read = caller(() => app);
  const found = await findSheetInputs(app.database.db, id);
  expect(found).not.toBeNull();
  const character = await read('GET', `/api/characters/${id}`, token);
  expect(character.statusCode).toBe(200);
  expect(dataOf<Character>(character)).toEqual(toCharacterView(found!.row));
  expect(character.headers.etag).toBe(characterEtag(found!.row));
  const sheet = await read('GET', `/api/characters/${id}/sheet`, token);
  expect(sheet.statusCode).toBe(200);
  expect(sheet.headers.etag).toBe(
    sheetEtag({
      character: found!.row,
      items: found!.carried,
      catalogueVersions: await app.content.versions(),
    }),
  );
}

/** Warms the cache, writes, and checks that the next reads see the write. */
async function expectSeen(
  ids: string[],
  write: () => Promise<{ statusCode: number; body: string }>,
  refused = false,
) {
  for (const id of ids) await warm(ctx.app, id);
  const before = await Promise.all(
    ids.map(async (id) => (await call('GET', `/api/characters/${id}/sheet`, token)).headers.etag),
  );
  const answer = await write();
  if (refused) expect(answer.statusCode, answer.body).toBe(400);
  else expect([200, 201], answer.body).toContain(answer.statusCode);
  for (const id of ids) await expectCurrent(ctx.app, id);
  return before;
}

describe('a kept character', () => {
  it('shows a change of live state at once, ETag and all', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    await expectSeen([character.id], () =>
      call('POST', `/api/characters/${character.id}`, token, { hp: { ...character.hp, temp: 4 } }),
    );
  });

  it('shows a change sent with an Idempotency-Key, and its replay changes nothing', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    const key = { 'idempotency-key': randomUUID() };
    const body = { hp: { ...character.hp, temp: 2 } };
    await expectSeen([character.id], () =>
      call('POST', `/api/characters/${character.id}`, token, body, key),
    );
    await expectSeen([character.id], () =>
      call('POST', `/api/characters/${character.id}`, token, body, key),
    );
  });

  it('shows a change that takes the full check (settings and name)', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    await expectSeen([character.id], () =>
      call('POST', `/api/characters/${character.id}`, token, {
        name: 'Renamed',
        settings: { abilityType: 1 },
      }),
    );
  });

  it('keeps answering the stored character after a refused change', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    await expectSeen(
      [character.id],
      () => call('POST', `/api/characters/${character.id}`, token, { attributes: { str: 30 } }),
      true,
    );
  });

  it('answers 404 once deleted', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    await expectSeen([character.id], () =>
      call('POST', `/api/characters/${character.id}`, token, { active: false }),
    );
    const deleted = await call('DELETE', `/api/characters/${character.id}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/characters/${character.id}`, token)).statusCode).toBe(404);
    expect((await call('GET', `/api/characters/${character.id}/sheet`, token)).statusCode).toBe(
      404,
    );
  });

  it('is still refused to another user', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    await warm(ctx.app, character.id);
    const other = await signUp(ctx.app, ctx.config, 'not-the-owner@example.com');
    expect((await call('GET', `/api/characters/${character.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/characters/${character.id}/sheet`, other)).statusCode).toBe(
      404,
    );
  });
});

describe('a kept sheet', () => {
  it('shows an item added to, changed in, split in and removed from an inventory', async () => {
    const { character, inventory, item } = await createFighter(() => ctx.app, token);
    const [changedEtag] = await expectSeen([character.id], () =>
      call('POST', `/api/inventory/${inventory.id}/items`, token, { itemId: 'torch', quantity: 3 }),
    );
    expect(changedEtag).not.toBe(
      (await call('GET', `/api/characters/${character.id}/sheet`, token)).headers.etag,
    );
    const torch = (await inventoriesOf(() => ctx.app, token, character.id))
      .flatMap((each) => each.items)
      .find((each) => each.item_id === 'torch')!;
    await expectSeen([character.id], () =>
      call('POST', `/api/inventory/${torch.id}/split`, token, {
        quantity: torch.quantity - 2,
        newQuantity: 2,
      }),
    );
    await expectSeen([character.id], () =>
      call('PUT', `/api/inventory/item/${item('spell-scroll').id}`, token, { quantity: 1 }),
    );
    await expectSeen([character.id], () =>
      call('DELETE', `/api/inventory/item/${item('backpack').id}`, token),
    );
  });

  it('shows a custom item added and edited', async () => {
    const { character, inventory } = await createFighter(() => ctx.app, token);
    const added = await call('POST', '/api/inventory/add-custom-item', token, {
      name: 'Lantern',
      weight: 2,
      inventory_id: inventory.id,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    await expectCurrent(ctx.app, character.id);
    const custom = dataOf<InventoryItem>(added);
    await expectSeen([character.id], () =>
      call('PUT', `/api/inventory/item/${custom.id}/custom`, token, { weight: 9 }),
    );
  });

  it('shows an inventory added, changed and removed', async () => {
    const { character } = await createFighter(() => ctx.app, token);
    const created = await call('POST', `/api/inventory/${character.id}`, token, {
      name: 'Chest',
    });
    expect(created.statusCode, created.body).toBe(201);
    await expectCurrent(ctx.app, character.id);
    const chest = dataOf<Inventory>(created);
    await expectSeen([character.id], () =>
      call('PUT', `/api/inventory/${chest.id}`, token, { name: 'Trunk' }),
    );
    await expectSeen([character.id], () => call('DELETE', `/api/inventory/${chest.id}`, token));
  });

  it('shows a gift on both characters', async () => {
    const giver = await createFighter(() => ctx.app, token, 'Giver');
    const keeper = await createFighter(() => ctx.app, token, 'Keeper');
    await expectSeen([giver.character.id, keeper.character.id], () =>
      call('POST', '/api/inventory/give', token, {
        itemId: giver.item('spell-scroll').id,
        characterId: keeper.character.id,
      }),
    );
  });

  it('shows a preset applied', async () => {
    const { character, inventory } = await createFighter(() => ctx.app, token);
    const preset = await call('POST', '/api/presets', token, {
      name: 'Crawl',
      items: [{ item_id: 'torch', quantity: 5 }],
    });
    expect(preset.statusCode, preset.body).toBe(201);
    await expectSeen([character.id], () =>
      call('POST', '/api/presets/apply', token, {
        inventoryId: inventory.id,
        presetId: dataOf<{ id: string }>(preset).id,
      }),
    );
  });
});

describe('two instances sharing a Redis', () => {
  const build = { redisKeyPrefix: `hearth-test:${randomUUID()}:` };
  // The machine's Redis (CI makes sure it runs); TEST_REDIS_URL points elsewhere.
  const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  const first = useTestApp({ env, build });
  const second = useTestApp({ env, build });

  it('answers on one instance a change made through the other', async () => {
    const player = await signUp(first.app, first.config, 'two-instances@example.com');
    const { character } = await createFighter(() => first.app, player);
    const onSecond = caller(() => second.app);
    const readOnSecond = async () =>
      dataOf<Character>(await onSecond('GET', `/api/characters/${character.id}`, player));
    const sheetEtagOnSecond = async () =>
      (await onSecond('GET', `/api/characters/${character.id}/sheet`, player)).headers.etag;
    expect((await readOnSecond()).hp.temp).not.toBe(7);
    const sheetBefore = await sheetEtagOnSecond();
    await readOnSecond();

    const changed = await caller(() => first.app)(
      'POST',
      `/api/characters/${character.id}`,
      player,
      { hp: { ...character.hp, temp: 7 } },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // Well within the seconds the second instance would otherwise keep its copy.
    await expect.poll(async () => (await readOnSecond()).hp.temp, { timeout: 1_000 }).toBe(7);
    await expect.poll(sheetEtagOnSecond, { timeout: 1_000 }).not.toBe(sheetBefore);
  });
});
