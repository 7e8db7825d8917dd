import { describe, expect, it } from 'vitest';

import { inventoryItems } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

const ctx = useTestApp({
  configure: (app) => {
    // A write into an inventory that is gone, as a handler without a lock could race into.
    app.post('/test/item-into-missing-inventory', async () => {
      await app.database.db
        .insert(inventoryItems)
        .values({ inventoryId: MISSING, itemId: 'torch' });
      return { written: true };
    });
  },
});

describe('a write pointing at a row that is gone', () => {
  it('answers 404 in the envelope, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/item-into-missing-inventory',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      ok: false,
      data: { code: 'NOT_FOUND', message: 'What this refers to no longer exists' },
    });
  });
});
