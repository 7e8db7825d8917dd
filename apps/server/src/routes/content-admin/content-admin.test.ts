import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { PERMISSIONS } from '@hearth/contract';

import { users } from '../../db/schema/index.ts';
import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { rule, testBeast, testCatalogue } from '../../test/catalogue-fixture.ts';

const catalogue = testCatalogue();
const ctx = useTestApp({ build: { catalogue } });
const tokens = { admin: '', player: '' };

beforeAll(async () => {
  tokens.admin = await signUp(ctx.app, ctx.config, 'admin@example.com');
  tokens.player = await signUp(ctx.app, ctx.config, 'player@example.com');
  await ctx.app.database.db
    .update(users)
    .set({ permissions: [PERMISSIONS.contentAdmin] })
    .where(eq(users.email, 'admin@example.com'));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : json) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const entryIds = async (url: string) =>
  (await call('GET', url))
    .json<{ data: { entries: { id: string }[] } }>()
    .data.entries.map((entry) => entry.id);
const versionOf = async (store: string) =>
  (await call('GET', '/api/versions')).json<{ data: { versions: Record<string, string> } }>().data
    .versions[store];

describe('admin writes are refused without the permission', () => {
  it.each([
    ['POST', '/api/content', { store: 'rules', entry: rule('deafened', 'condition') }],
    ['PUT', '/api/content/prone', { store: 'rules', entry: rule('prone', 'condition') }],
    ['DELETE', '/api/content/prone?store=rules', undefined],
    ['POST', '/api/rules', rule('deafened', 'condition')],
    ['PUT', '/api/rules/prone', rule('prone', 'condition')],
    ['DELETE', '/api/rules/prone', undefined],
    ['POST', '/api/beasts', testBeast('boar')],
    ['PUT', '/api/beasts/wolf', testBeast('wolf')],
    ['DELETE', '/api/beasts/wolf', undefined],
  ] as const)('%s %s', async (method, url, payload) => {
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    const player = await call(method, url, tokens.player, payload);
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({ ok: false, data: { code: 'FORBIDDEN' } });
    expect(await entryIds('/api/rules')).toEqual(['prone', 'stealth', 'verbal']);
    expect(await entryIds('/api/beasts')).toEqual(['eagle', 'mole', 'wolf']);
  });
});

describe('content writes', () => {
  it('adds an entry, which every catalogue call then serves under a new version', async () => {
    const before = await versionOf('rules');
    const created = await call('POST', '/api/content', tokens.admin, {
      store: 'rules',
      entry: rule('deafened', 'condition', { description: 'Cannot hear.' }),
    });
    expect(created.statusCode).toBe(201);
    const { version } = created.json<{ data: { version: string } }>().data;
    expect(version).not.toBe(before);
    expect(await versionOf('rules')).toBe(version);
    expect(await entryIds('/api/rules?type=condition')).toEqual(['deafened', 'prone']);
    const single = await call('GET', '/api/rules/deafened');
    expect(single.json()).toMatchObject({
      data: { id: 'deafened', description: 'Cannot hear.', title_id: 'rules.deafened.title' },
    });
  });

  it('makes a client holding the old version download again', async () => {
    const first = await call('GET', '/api/beasts');
    const etag = first.headers.etag as string;
    const updated = await call(
      'PUT',
      '/api/beasts/wolf',
      tokens.admin,
      testBeast('wolf', { ac: 14 }),
    );
    expect(updated.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/beasts',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(200);
    const wolf = again
      .json<{ data: { entries: { id: string; ac: number }[] } }>()
      .data.entries.find((beast) => beast.id === 'wolf');
    expect(wolf?.ac).toBe(14);
  });

  it('refuses an entry its store schema rejects, naming the field, and keeps the old one', async () => {
    const response = await call('PUT', '/api/beasts/wolf', tokens.admin, {
      ...testBeast('wolf'),
      size: 9,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: { code: 'VALIDATION', details: { fields: [{ path: 'body.entry.size' }] } },
    });
    expect((await call('GET', '/api/beasts/wolf')).json()).toMatchObject({ data: { ac: 14 } });
  });

  it('refuses an id that differs from the path', async () => {
    const response = await call(
      'PUT',
      '/api/rules/prone',
      tokens.admin,
      rule('stealthy', 'condition'),
    );
    expect(response.statusCode).toBe(400);
  });

  it('answers 409 when adding an id that exists and 404 when changing one that does not', async () => {
    const taken = await call('POST', '/api/rules', tokens.admin, rule('prone', 'condition'));
    expect(taken.statusCode).toBe(409);
    const missing = await call(
      'PUT',
      '/api/rules/charmed',
      tokens.admin,
      rule('charmed', 'condition'),
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('DELETE', '/api/beasts/dragon', tokens.admin)).statusCode).toBe(404);
  });

  it('removes a bundled entry and can add it back', async () => {
    const removed = await call('DELETE', '/api/content/mole?store=beasts', tokens.admin);
    expect(removed.statusCode).toBe(200);
    expect(await entryIds('/api/beasts')).toEqual(['eagle', 'wolf']);
    expect((await call('GET', '/api/beasts/mole')).statusCode).toBe(404);
    const restored = await call('POST', '/api/beasts', tokens.admin, testBeast('mole'));
    expect(restored.statusCode).toBe(201);
    expect(await entryIds('/api/beasts')).toEqual(['eagle', 'mole', 'wolf']);
  });

  it('refuses stores that are not writable', async () => {
    const response = await call('POST', '/api/content', tokens.admin, {
      store: 'sources',
      entry: { key: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { code: 'VALIDATION' } });
  });

  it('refuses an entry naming one that does not exist, and removing one that others name', async () => {
    const preset = {
      id: 'rucksack',
      source: 'srd-5-2',
      title: 'Rucksack',
      description: 'A preset.',
      items: [{ item_id: 'jetpack', quantity: 1 }],
    };
    const dangling = await call('POST', '/api/content', tokens.admin, {
      store: 'presets',
      entry: preset,
    });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json()).toMatchObject({
      data: {
        code: 'VALIDATION',
        details: { fields: [{ message: expect.stringContaining('jetpack') }] },
      },
    });
    const named = await call('DELETE', '/api/content/backpack?store=items', tokens.admin);
    expect(named.statusCode).toBe(409);
    expect(await entryIds('/api/items?type=container')).toEqual(['backpack']);
  });
});
