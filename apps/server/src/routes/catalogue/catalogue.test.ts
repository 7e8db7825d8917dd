import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { CREATURE_TYPES } from '@hearth/content';
import { CREATURE_TYPE_FILTERS } from '@hearth/contract';

import { useTestApp } from '../../test/app.ts';
import { testCatalogue } from '../../test/catalogue-fixture.ts';

const catalogue = testCatalogue();
const ctx = useTestApp({ build: { catalogue } });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const ids = (response: Awaited<ReturnType<typeof get>>) =>
  response.json<{ data: { entries: { id: string }[] } }>().data.entries.map((e) => e.id);

describe('GET /api/spells', () => {
  it('answers the whole store with its content version', async () => {
    const response = await get('/api/spells');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { store: string; version: string } }>();
    expect(body.data.store).toBe('spells');
    expect(body.data.version).toBe(catalogue.spells.version);
    expect(ids(response)).toEqual(['alarm', 'bless', 'zap']);
  });

  it.each([
    ['level=0', ['zap']],
    ['school=abjuration', ['alarm']],
    ['class=cleric', ['bless']],
    ['ritual=true', ['alarm']],
    ['concentration=true', ['bless']],
    ['concentration=false&level=1', ['alarm']],
  ])('filters by %s', async (query, expected) => {
    expect(ids(await get(`/api/spells?${query}`))).toEqual(expected);
  });

  it('keeps the required sources and only the optional ones asked for', async () => {
    expect(ids(await get('/api/spells?source=none'))).toEqual(['alarm', 'bless']);
    expect(ids(await get('/api/spells?source=homebrew'))).toEqual(['alarm', 'bless', 'zap']);
    expect(ids(await get('/api/spells?source=homebrew,other'))).toEqual(['alarm', 'bless', 'zap']);
  });

  it('refuses a bad filter with the field named', async () => {
    const response = await get('/api/spells?level=10');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      ok: false,
      data: {
        code: 'VALIDATION',
        details: { fields: [expect.objectContaining({ path: expect.stringContaining('level') })] },
      },
    });
  });

  it('answers 304 without a body when the client holds the same version and filter', async () => {
    const first = await get('/api/spells?level=1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(new RegExp(`^"${catalogue.spells.version}-`));
    expect(first.headers['cache-control']).toContain('no-cache');

    const again = await get('/api/spells?level=1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Another filter is another answer: a different tag, served in full.
    const other = await get('/api/spells?level=0', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('is compressed for clients that accept it', async () => {
    const response = await get('/api/spells', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['x-gzip', 'gzip'],
  ])(
    'sends the whole store for Accept-Encoding %s in %s, the same JSON as uncompressed',
    async (accepted, encoding) => {
      const plain = await get('/api/spells');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const response = await get('/api/spells', { 'accept-encoding': accepted });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const decoded = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decoded(response.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('sends the whole store as the filtered route would, and 304 when the client holds it', async () => {
    const whole = await get('/api/spells', { 'accept-encoding': 'br' });
    // Every source asked for: the filtered path, computed per request, answers every entry.
    const filtered = await get('/api/spells?source=homebrew', { 'accept-encoding': 'identity' });
    expect(JSON.parse(brotliDecompressSync(whole.rawPayload).toString())).toEqual(filtered.json());
    // The same headers (security, caching) but for what names the bytes and the filter.
    const { etag: _etag, ...sameHeaders } = filtered.headers;
    const varying = ['content-length', 'content-encoding', 'vary', 'date', 'x-request-id'];
    for (const name of varying) delete sameHeaders[name];
    expect(whole.headers).toMatchObject(sameHeaders);
    const again = await get('/api/spells', {
      'accept-encoding': 'br',
      'if-none-match': whole.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves encodings it does not keep ready to the compress plugin', async () => {
    const response = await get('/api/spells', { 'accept-encoding': 'deflate' });
    expect(response.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(response.rawPayload).toString())).toEqual(
      (await get('/api/spells')).json(),
    );
  });
});

describe('GET /api/rules', () => {
  it('answers every rules entry, or those of one type', async () => {
    expect(ids(await get('/api/rules'))).toEqual(['prone', 'stealth', 'verbal']);
    expect(ids(await get('/api/rules?type=skill'))).toEqual(['stealth']);
  });

  it('refuses an unknown type', async () => {
    expect((await get('/api/rules?type=spell')).statusCode).toBe(400);
  });

  it('answers 304 for the version the client holds', async () => {
    const first = await get('/api/rules');
    expect(first.headers.etag).toMatch(new RegExp(`^"${catalogue.rules.version}-`));
    const again = await get('/api/rules', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe.each([
  ['species', '/api/species', ['human']],
  ['classes', '/api/classes', ['fighter', 'wizard']],
  ['backgrounds', '/api/backgrounds', ['sage']],
  ['features', '/api/features', ['alert', 'archery', 'evoker']],
  ['items', '/api/items?source=none', ['backpack', 'dagger', 'longsword']],
  ['presets', '/api/presets', ['explorers-pack', 'sage-a', 'wizard-a']],
  ['beasts', '/api/beasts', ['eagle', 'mole', 'wolf']],
  ['content', '/api/content', []],
  ['dh-cards', '/api/dh-cards', ['test-strike']],
  ['dh-classes', '/api/dh-classes', []],
  ['dh-armor', '/api/dh-armor', ['test-mail']],
  ['dh-weapon', '/api/dh-weapon', ['test-sword']],
  ['dh-items', '/api/dh-items', ['test-rope']],
] as const)('GET %s', (store, url, expected) => {
  it('answers the store with its version and entries', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { store: string; version: string } }>().data).toMatchObject({
      store,
      version: catalogue[store].version,
    });
    expect(ids(response)).toEqual(expected);
  });

  it('answers 304 for the version the client holds', async () => {
    const first = await get(url);
    expect(first.headers.etag).toMatch(new RegExp(`^"${catalogue[store].version}-`));
    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/titles-ru', () => {
  it('answers the Russian titles by store with their own version, 304 when unchanged', async () => {
    const response = await get('/api/titles-ru', { 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { store: string; version: string; entries: unknown[] } }>();
    expect(body.data).toEqual({
      store: 'titles-ru',
      version: catalogue['titles-ru'].version,
      entries: [{ id: 'spells', titles: { alarm: 'Тревога' } }],
    });
    const again = await get('/api/titles-ru', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('is listed in the versions, so a device knows when to download it again', async () => {
    const response = await get('/api/versions');
    expect(
      response.json<{ data: { versions: Record<string, string> } }>().data.versions['titles-ru'],
    ).toBe(catalogue['titles-ru'].version);
  });

  it('ignores a source filter: titles belong to every source', async () => {
    const response = await get('/api/titles-ru?source=homebrew');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(['spells']);
  });
});

describe('catalogue filters', () => {
  it.each([
    ['/api/classes?caster=true', ['wizard']],
    ['/api/classes?caster=false', ['fighter']],
    ['/api/features?type=3', ['alert']],
    ['/api/features?type=6', ['archery']],
    ['/api/features?type=2&class=wizard', ['evoker']],
    ['/api/features?type=2&class=fighter', []],
    ['/api/items?type=container', ['backpack']],
    ['/api/items?subtype=simple', ['dagger']],
    ['/api/items?property=finesse', ['dagger']],
    ['/api/items?property=sap', ['longsword', 'moon-blade']],
    ['/api/items?magical=true', ['moon-blade']],
    ['/api/items?attunement=true', ['moon-blade']],
    ['/api/items?rarity=rare&source=none', []],
    ['/api/items?rarity=rare&source=homebrew', ['moon-blade']],
    ['/api/presets?class=wizard', ['wizard-a']],
    ['/api/presets?background=sage', ['sage-a']],
    ['/api/beasts?cr=0', ['eagle', 'mole']],
    ['/api/beasts?max_cr=0.25&size=2', ['wolf']],
    ['/api/beasts?speed=fly', ['eagle']],
    ['/api/beasts?speed=burrow', ['mole']],
    ['/api/beasts?sense=blindsight', ['mole']],
    ['/api/beasts?sense=darkvision', []],
    ['/api/beasts?speed=swim', []],
    ['/api/beasts?cr=1/4', ['wolf']],
    ['/api/beasts?cr=0.25', ['wolf']],
    ['/api/beasts?max_cr=1/8', ['eagle', 'mole']],
    ['/api/beasts?max_cr=30', ['eagle', 'mole', 'wolf']],
    ['/api/beasts?size=0', ['mole']],
    ['/api/beasts?type=beast', ['eagle', 'mole', 'wolf']],
    ['/api/beasts?type=dragon', []],
    ['/api/beasts?search=OL', ['mole', 'wolf']],
    ['/api/beasts?search=%20eag%20', ['eagle']],
    ['/api/beasts?search=', ['eagle', 'mole', 'wolf']],
    ['/api/beasts?search=ol&speed=burrow', ['mole']],
  ])('%s', async (url, expected) => {
    expect(ids(await get(url))).toEqual(expected);
  });

  it('filters beasts by the creature types the content knows, no more, no fewer', () => {
    expect([...CREATURE_TYPE_FILTERS]).toEqual([...CREATURE_TYPES]);
  });

  it('serves backgrounds as the features of type 1, with their own version', async () => {
    const response = await get('/api/features?type=1');
    expect(ids(response)).toEqual(['sage']);
    expect(response.json<{ data: { version: string } }>().data.version).toBe(
      catalogue.backgrounds.version,
    );
    const again = await get('/api/features?type=1', {
      'if-none-match': response.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/api/features?type=8',
    '/api/beasts?size=6',
    '/api/beasts?cr=31',
    '/api/beasts?speed=walk',
    '/api/beasts?cr=1/3',
    '/api/beasts?cr=-1',
    '/api/beasts?max_cr=abc',
    '/api/beasts?sense=tremorsense',
    '/api/beasts?type=dinosaur',
    `/api/beasts?search=${'x'.repeat(101)}`,
    '/api/items?magical=maybe',
  ])('refuses %s with a validation error', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, data: { code: 'VALIDATION' } });
  });
});
