import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { CHARACTER_HISTORY_KEPT } from '@hearth/contract';

import { characterHistory } from '../../db/schema/index.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { campaignKit } from '../campaigns/campaign-test-kit.ts';
import { syncKit } from './sync-test-kit.ts';

// Issue 19: a character's history, read by its owner only, newest first, page by page; only
// the newest entries are kept.

const ctx = useTestApp();
const { inject, create, updated, read, history, historyResponse } = syncKit(() => ctx.app);
let alice: { token: string; id: string };
let bob: { token: string; id: string };

beforeAll(async () => {
  const signUpWithId = async (email: string) => {
    const token = await signUp(ctx.app, ctx.config, email);
    const me = await inject('GET', '/api/auth/user', token);
    return { token, id: me.json<{ data: { id: string } }>().data.id };
  };
  alice = await signUpWithId('history-owner@example.com');
  bob = await signUpWithId('history-mate@example.com');
});

const historyRows = async (characterId: string) =>
  ctx.database.connection.db
    .select()
    .from(characterHistory)
    .where(eq(characterHistory.characterId, characterId));

describe('GET characters/:id/history', () => {
  it('pages the changes newest first with a cursor', async () => {
    const hero = await create(alice.token);
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      await updated(alice.token, hero.id, { name });
    }
    const first = await history(alice.token, hero.id, '?limit=2');
    expect(first.map((entry) => entry.new)).toEqual(['Five', 'Four']);
    const second = await history(alice.token, hero.id, `?limit=2&before=${first[1]!.id}`);
    expect(second.map((entry) => entry.new)).toEqual(['Three', 'Two']);
    const last = await history(alice.token, hero.id, `?limit=2&before=${second[1]!.id}`);
    expect(last.map((entry) => [entry.old, entry.new])).toEqual([['Brienne', 'One']]);
    const all = await history(alice.token, hero.id);
    expect(all.map((entry) => entry.version)).toEqual([6, 5, 4, 3, 2]);
    expect(all.every((entry) => entry.user_id === alice.id && entry.device_id === null)).toBe(true);
  });

  it('refuses a cursor or limit that is not one, with field errors', async () => {
    const hero = await create(alice.token);
    for (const query of ['?before=abc', '?before=-1', '?limit=0', '?limit=201']) {
      const response = await historyResponse(alice.token, hero.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ data: { code: string } }>().data.code).toBe('VALIDATION');
    }
  });

  it('answers the owner only: a campaign-mate and a stranger get CHAR.NOT_FOUND', async () => {
    const kit = campaignKit(() => ctx.app);
    await kit.call('POST', '/api/campaigns/user', bob.token, { name: 'Bob' });
    const campaign = await kit.newCampaign(alice);
    await kit.join(alice, campaign.id, bob);
    const hero = await create(alice.token);
    await kit.addCharacter(alice, campaign.id, hero.id);
    await updated(alice.token, hero.id, { name: 'Secret name' });
    // The mate reads the character, yet not what its owner replaced.
    expect((await inject('GET', `/api/characters/${hero.id}`, bob.token)).statusCode).toBe(200);
    const stranger = await signUp(ctx.app, ctx.config, 'history-stranger@example.com');
    for (const token of [bob.token, stranger]) {
      const response = await historyResponse(token, hero.id);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ data: { code: string } }>().data.code).toBe('CHAR.NOT_FOUND');
      expect(response.body).not.toContain('Brienne');
    }
    expect((await historyResponse(alice.token, 'no-such-character')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ url: `/api/characters/${hero.id}/history` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the newest entries only', async () => {
    const hero = await create(alice.token);
    // 199 writes of three parts each, half with an Idempotency-Key (the transaction) and half
    // without (the one-statement path): version 200 prunes down to the newest kept.
    for (let index = 1; index <= 199; index += 1) {
      const body = {
        hp: { ...hero.hp, current: index % 2, temp: index },
        conditions: index % 2 === 0 ? ['prone'] : [],
      };
      await updated(alice.token, hero.id, body, index % 2 === 0 ? `cap-${index}` : undefined);
    }
    expect((await read(alice.token, hero.id)).version).toBe(200);
    const rows = await historyRows(hero.id);
    expect(rows).toHaveLength(CHARACTER_HISTORY_KEPT);
    const newest = await history(alice.token, hero.id, '?limit=3');
    expect(newest.every((entry) => entry.version === 200)).toBe(true);
    expect(Math.min(...rows.map((row) => row.version))).toBe(200 - 166);
  });

  it('goes with its character and comes with the account’s export', async () => {
    const hero = await create(alice.token);
    await updated(alice.token, hero.id, { name: 'Exported' });
    const exported = await inject('GET', '/api/auth/export', alice.token);
    const data = exported.json<{ data: { character_history: Record<string, unknown>[] } }>().data;
    expect(data.character_history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ characterId: hero.id, field: 'name', newValue: 'Exported' }),
      ]),
    );
    await updated(alice.token, hero.id, { active: false });
    expect((await inject('DELETE', `/api/characters/${hero.id}`, alice.token)).statusCode).toBe(
      200,
    );
    expect(await historyRows(hero.id)).toEqual([]);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.paths['/api/characters/{id}/history']).toHaveProperty('get');
  });
});
