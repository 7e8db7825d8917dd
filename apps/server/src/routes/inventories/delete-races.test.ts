import { beforeAll, describe, expect, it } from 'vitest';

import type { Inventory, InventoryItem } from '@hearth/contract';

import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf, inventoriesOf } from './inventory-test-kit.ts';

const ctx = useTestApp();
const app = () => ctx.app;
const call = caller(app);
let token: string;

/** Rounds of each race: on PostgreSQL the requests interleave differently each time. */
const ROUNDS = 6;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'racer@example.com');
});

type Answer = Awaited<ReturnType<typeof call>>;
const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.statusCode);
const idsIn = (inventories: Inventory[]) =>
  new Set(inventories.flatMap((inventory) => inventory.items.map((item) => item.id)));
/** Loose items of a character's body that hold nothing: they can move alone. */
const looseItems = (body: Inventory): InventoryItem[] =>
  body.items.filter(
    (item) =>
      item.container_id === null && !body.items.some((other) => other.container_id === item.id),
  );

async function newInventory(characterId: string): Promise<Inventory> {
  const created = await call('POST', `/api/inventory/${characterId}`, token, { name: 'Chest' });
  expect(created.statusCode, created.body).toBe(201);
  return dataOf<Inventory>(created);
}

describe('a write racing a delete', () => {
  it('adding, moving, giving and splitting into an inventory being deleted answer 2xx or 404, never 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const giver = await createFighter(app, token, 'Giver');
      const keeper = await createFighter(app, token, 'Keeper');
      const chest = await newInventory(keeper.character.id);
      const arrows = await call('POST', `/api/inventory/${chest.id}/items`, token, {
        itemId: 'arrows',
        quantity: 10,
      });
      const stack = dataOf<InventoryItem>(arrows);
      const [moveA, moveB] = looseItems(keeper.inventory);
      const [giveA, giveB] = looseItems(giver.inventory);

      const writes = [
        call('POST', `/api/inventory/${chest.id}/items`, token, { itemId: 'torch' }),
        call('POST', `/api/inventory/${chest.id}/items`, token, { itemId: 'torch', quantity: 2 }),
        call('POST', '/api/inventory/add-custom-item', token, {
          name: 'Lucky coin',
          inventory_id: chest.id,
        }),
        call('PUT', `/api/inventory/item/${moveA!.id}`, token, { inventory_id: chest.id }),
        call('PUT', `/api/inventory/item/${moveB!.id}`, token, { inventory_id: chest.id }),
        call('POST', '/api/inventory/give', token, {
          itemId: giveA!.id,
          characterId: keeper.character.id,
          inventoryId: chest.id,
        }),
        call('POST', '/api/inventory/give', token, {
          itemId: giveB!.id,
          characterId: keeper.character.id,
          inventoryId: chest.id,
        }),
        call('POST', `/api/inventory/${stack.id}/split`, token, { quantity: 4, newQuantity: 6 }),
      ];
      const deleted = call('DELETE', `/api/inventory/${chest.id}`, token);
      const answers = await Promise.all([deleted, ...writes]);
      expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
      answers.slice(1).forEach((answer, i) => {
        // A move names its target in the body: one gone answers 400 on that field, the same
        // as another character's inventory would (nothing tells them apart).
        const allowed = i === 3 || i === 4 ? [200, 400] : [200, 201, 404];
        expect(allowed, `write ${i}: ${answer.body}`).toContain(answer.statusCode);
      });

      // Nothing refused is lost or doubled: what did not move is where it was, once.
      const [, , , , moveAnswerA, moveAnswerB, giveAnswerA, giveAnswerB] = answers;
      const keeperIds = idsIn(await inventoriesOf(app, token, keeper.character.id));
      const giverIds = idsIn(await inventoriesOf(app, token, giver.character.id));
      expect(keeperIds.has(moveA!.id)).toBe(moveAnswerA!.statusCode === 400);
      expect(keeperIds.has(moveB!.id)).toBe(moveAnswerB!.statusCode === 400);
      expect(giverIds.has(giveA!.id)).toBe(giveAnswerA!.statusCode === 404);
      expect(giverIds.has(giveB!.id)).toBe(giveAnswerB!.statusCode === 404);
      const inventories = await inventoriesOf(app, token, keeper.character.id);
      expect(inventories.map((inventory) => inventory.id)).not.toContain(chest.id);
      expect(statusesOf(answers)).not.toContain(500);
    }
  });

  it('adding and giving to a character being deleted answer 2xx or 404, never 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const giver = await createFighter(app, token, 'Giver');
      const leaving = await createFighter(app, token, 'Leaving');
      const hidden = await call('POST', `/api/characters/${leaving.character.id}`, token, {
        active: false,
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      const [giveA, giveB, giveC] = looseItems(giver.inventory);
      const body = leaving.inventory.id;

      const writes = [
        call('POST', `/api/inventory/${body}/items`, token, { itemId: 'torch' }),
        call('POST', '/api/inventory/add-custom-item', token, {
          name: 'Keepsake',
          inventory_id: body,
        }),
        call('POST', `/api/inventory/${leaving.character.id}`, token, { name: 'Saddlebags' }),
        ...[giveA, giveB, giveC].map((item) =>
          call('POST', '/api/inventory/give', token, {
            itemId: item!.id,
            characterId: leaving.character.id,
          }),
        ),
      ];
      const deleted = call('DELETE', `/api/characters/${leaving.character.id}`, token);
      const answers = await Promise.all([deleted, ...writes]);
      expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
      answers.slice(1).forEach((answer, i) => {
        expect([200, 201, 404], `write ${i}: ${answer.body}`).toContain(answer.statusCode);
      });
      const giverIds = idsIn(await inventoriesOf(app, token, giver.character.id));
      [giveA, giveB, giveC].forEach((item, i) => {
        expect(giverIds.has(item!.id)).toBe(answers[4 + i]!.statusCode === 404);
      });
      const gone = await call('GET', `/api/characters/${leaving.character.id}`, token);
      expect(gone.statusCode).toBe(404);
    }
  });
});
