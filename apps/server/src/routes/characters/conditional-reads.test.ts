import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterSheet } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// ETags on the character and sheet reads (issue 16): a client re-reading an unchanged character
// gets an empty 304, never a stale one, and never learns anything about another's character.

const ctx = useTestApp();

let alice: string;
let bob: string;
let character: Character;

const get = (url: string, token: string, ifNoneMatch?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });
const post = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...json }, payload });

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'alice-etag@example.com');
  bob = await signUp(ctx.app, ctx.config, 'bob-etag@example.com');
  const draft = suggestedDraft(rulesCatalogueOf(loadCatalogue()), {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Brienne',
  });
  const created = await post('/api/characters', alice, {
    name: draft.name,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    settings: { abilityType: ABILITY_METHODS.pointBuy },
  });
  expect(created.statusCode, created.body).toBe(201);
  character = created.json<{ data: Character }>().data;
});

describe('GET characters/{id}', () => {
  const url = () => `/api/characters/${character.id}`;

  it('answers an ETag, then 304 without a body while the character is unchanged', async () => {
    const first = await get(url(), alice);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Personal data: still kept out of every HTTP cache; the client revalidates by itself.
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await get(url(), alice, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url(), alice, `"other", W/${etag}`)).statusCode).toBe(304);
  });

  it('answers the changed character, with a new ETag, once it is updated', async () => {
    const before = (await get(url(), alice)).headers.etag as string;
    const updated = await post(url(), alice, { name: 'Brienne of Tarth' });
    expect(updated.statusCode, updated.body).toBe(200);

    const after = await get(url(), alice, before);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: Character }>().data.name).toBe('Brienne of Tarth');
    expect(after.headers.etag).not.toBe(before);
    expect((await get(url(), alice, after.headers.etag as string)).statusCode).toBe(304);
  });

  it("answers 404 for another user's character, whatever ETag is sent", async () => {
    const etag = (await get(url(), alice)).headers.etag as string;
    expect((await get(url(), bob, etag)).statusCode).toBe(404);
    expect((await get(url(), bob, '*')).statusCode).toBe(404);
  });
});

describe('GET characters/{id}/sheet', () => {
  const url = () => `/api/characters/${character.id}/sheet`;

  it('answers 304 while neither the character nor what it carries changed', async () => {
    const first = await get(url(), alice);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(url(), alice, etag)).statusCode).toBe(304);
  });

  it('answers the new sheet once the character changes', async () => {
    const before = await get(url(), alice);
    const hurt = await post(`/api/characters/${character.id}`, alice, {
      hp: { ...character.hp, temp: 4 },
    });
    expect(hurt.statusCode, hurt.body).toBe(200);
    const after = await get(url(), alice, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers the new sheet once an item joins its inventory (the character is unchanged)', async () => {
    const before = await get(url(), alice);
    const version = (await get(`/api/characters/${character.id}`, alice)).json<{
      data: Character;
    }>().data.version;
    const inventories = await get(`/api/inventory/${character.id}`, alice);
    const inventoryId = inventories.json<{ data: { id: string }[] }>().data[0]!.id;
    const added = await post(`/api/inventory/${inventoryId}/items`, alice, {
      itemId: 'chain-mail',
    });
    expect(added.statusCode, added.body).toBe(201);

    const after = await get(url(), alice, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: CharacterSheet }>().data).toBeDefined();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The record itself did not move: only the sheet's ETag follows the inventory.
    const record = await get(`/api/characters/${character.id}`, alice);
    expect(record.json<{ data: Character }>().data.version).toBe(version);
  });

  it("answers 404 for another user's character's sheet, whatever ETag is sent", async () => {
    const etag = (await get(url(), alice)).headers.etag as string;
    expect((await get(url(), bob, etag)).statusCode).toBe(404);
  });
});
