import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { InventoryItem } from '@hearth/contract';

import { inventoryItems } from '../../db/schema/index.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createFighter, dataOf } from './inventory-test-kit.ts';

// Issue 19: an item's quantity travels as a change when the update says what it was based on,
// so two devices spending arrows or coins both count.

const ctx = useTestApp();
const call = caller(() => ctx.app);
let alice: string;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'quantities@example.com');
});

async function torches() {
  const { item } = await createFighter(() => ctx.app, alice);
  const torch = item('torch');
  const set = await call('PUT', `/api/inventory/item/${torch.id}`, alice, { quantity: 10 });
  expect(set.statusCode, set.body).toBe(200);
  return torch.id;
}

const put = async (id: string, body: object, key?: string) => {
  const response = await call(
    'PUT',
    `/api/inventory/item/${id}`,
    alice,
    body,
    key ? { 'idempotency-key': key } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<InventoryItem>(response);
};

describe('PUT inventory/item/:id with a base quantity', () => {
  it('counts both devices’ changes', async () => {
    const id = await torches();
    await put(id, { quantity: 7, base: { quantity: 10 } }, 'torch-phone');
    const answer = await put(id, { quantity: 8, base: { quantity: 10 } }, 'torch-tablet');
    expect(answer.quantity).toBe(5);
    // A replay of the first changes nothing more.
    await put(id, { quantity: 7, base: { quantity: 10 } }, 'torch-phone');
    const [row] = await ctx.database.connection.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, id));
    expect(row!.quantity).toBe(5);
  });

  it('stops at 0 and keeps the line, as a quantity of 0 without a base does', async () => {
    const id = await torches();
    expect((await put(id, { quantity: 0, base: { quantity: 4 } })).quantity).toBe(6);
    expect((await put(id, { quantity: 0, base: { quantity: 10 } })).quantity).toBe(0);
    expect((await put(id, { quantity: 0, base: { quantity: 1 } })).quantity).toBe(0);
    expect((await put(id, { quantity: 3, base: { quantity: 0 } })).quantity).toBe(3);
    const other = await torches();
    expect((await put(other, { quantity: 0 })).quantity).toBe(0);
  });

  it('stops at the most an item may hold', async () => {
    const id = await torches();
    expect((await put(id, { quantity: 100_000, base: { quantity: 0 } })).quantity).toBe(100_000);
  });

  it('replaces the quantity without a base, and ignores a base without a quantity', async () => {
    const id = await torches();
    expect((await put(id, { quantity: 2 })).quantity).toBe(2);
    expect((await put(id, { notes: 'Spare', base: { quantity: 9 } })).quantity).toBe(2);
  });

  it('refuses a malformed base with field errors', async () => {
    const id = await torches();
    for (const base of [{ quantity: -1 }, { quantity: 'many' }, { quantity: 1, extra: 1 }]) {
      const response = await call('PUT', `/api/inventory/item/${id}`, alice, {
        quantity: 1,
        base,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ data: { code: string } }>().data.code).toBe('VALIDATION');
    }
  });
});
