import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '@hearth/content';

import { useTestApp } from '../../test/app.ts';

/** A small catalogue: the required SRD source, one optional source, three spells. */
function testCatalogue() {
  const root = mkdtempSync(join(tmpdir(), 'hearth-catalogue-'));
  const write = (path: string, value: unknown) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  };
  const source = (key: string, required: boolean) => ({
    key,
    system: 'dnd5e',
    title: key,
    image: null,
    official: required,
    required,
    licence: 'CC-BY-4.0',
    attribution: `Material from ${key}`,
  });
  const spell = (id: string, overrides: Record<string, unknown>) => ({
    id,
    source: 'srd-5-2',
    title: id,
    level: 1,
    school: 'evocation',
    casting_time: 'action',
    range: { type: 'ranged', feet: 60 },
    components: { verbal: true, somatic: true, material: null },
    duration: { type: 'instantaneous' },
    concentration: false,
    ritual: false,
    classes: ['wizard'],
    description: 'A test spell.',
    ...overrides,
  });
  write('core/sources/srd-5-2.json', source('srd-5-2', true));
  write('core/sources/homebrew.json', source('homebrew', false));
  write('dnd5e/spells/alarm.json', spell('alarm', { ritual: true, school: 'abjuration' }));
  write('dnd5e/spells/bless.json', spell('bless', { concentration: true, classes: ['cleric'] }));
  write('dnd5e/spells/zap.json', spell('zap', { level: 0, source: 'homebrew' }));
  const rule = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
    id,
    source: 'srd-5-2',
    type,
    title: id,
    description: `About ${id}.`,
    ...extra,
  });
  write('dnd5e/rules/prone.json', rule('prone', 'condition'));
  write('dnd5e/rules/stealth.json', rule('stealth', 'skill', { ability: 'dex' }));
  write('dnd5e/rules/verbal.json', rule('verbal', 'component', { abbreviation: 'V' }));
  return compileCatalogue(root);
}

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
