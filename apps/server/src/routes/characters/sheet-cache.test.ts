import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterSheet, InventoryItem } from '@hearth/contract';
import { PERMISSIONS } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { users } from '../../db/schema/index.ts';
import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// Sheets are kept by their ETag (issue 16): a kept sheet must never outlive a change to what it
// is derived from — the record, a carried stack (added, equipped, attuned, removed) or the
// catalogue — and must be the very answer a fresh derivation gives.

const ctx = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let token: string;
let character: Character;
let inventoryId: string;

const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? json : {}) },
    ...(payload ? { payload } : {}),
  });
async function ok<T>(method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: T }>().data;
}
const sheetUrl = () => `/api/characters/${character.id}/sheet`;
const sheet = () => ok<CharacterSheet>('GET', sheetUrl());
const addItem = (itemId: string) =>
  ok<InventoryItem>('POST', `/api/inventory/${inventoryId}/items`, { itemId });

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'sheet-cache@example.com');
  // Made a content admin before any authenticated call, for the catalogue edits below.
  await ctx.app.database.db
    .update(users)
    .set({ permissions: [PERMISSIONS.contentAdmin] })
    .where(eq(users.email, 'sheet-cache@example.com'));
  const draft = suggestedDraft(rulesCatalogueOf(loadCatalogue()), {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Brienne',
  });
  character = await ok<Character>('POST', '/api/characters', {
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
  inventoryId = (await ok<{ id: string }[]>('GET', `/api/inventory/${character.id}`))[0]!.id;
});

describe('a kept sheet', () => {
  it('is byte for byte the answer first derived, ETag and all', async () => {
    const first = await call('GET', sheetUrl());
    const again = await call('GET', sheetUrl());
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('gives way to a fresh sheet when the character is updated', async () => {
    const before = await sheet();
    const max = before.hp.max.value;
    await ok('POST', `/api/characters/${character.id}`, {
      hp: { ...character.hp, current: 1, temp: 3 },
    });
    const after = await sheet();
    expect(after.hp).toMatchObject({ current: 1, temp: 3, bloodied: max > 2 });
  });

  it('gives way when an item is added, equipped and removed', async () => {
    const weight = (await sheet()).carry.weight;
    const shield = await addItem('shield');
    expect((await sheet()).carry.weight).toBe(weight + 6);

    const withoutShield = (await sheet()).ac.value;
    await ok('PUT', `/api/inventory/item/${shield.id}`, { equipped: true });
    expect((await sheet()).ac.value).toBe(withoutShield + 2);

    await ok('DELETE', `/api/inventory/item/${shield.id}`);
    const removed = await sheet();
    expect(removed.carry.weight).toBe(weight);
    expect(removed.ac.value).toBe(withoutShield);
  });

  it('gives way when an item is attuned, and when the catalogue changes', async () => {
    const chainMail = (
      await ok<{ entries: Record<string, unknown>[] }>('GET', '/api/items')
    ).entries.find((entry) => entry.id === 'chain-mail')!;
    const { armor: _armor, title_id: _t, description_id: _d, ...gear } = chainMail;
    await ok('POST', '/api/content', {
      store: 'items',
      entry: {
        ...gear,
        id: 'test-amulet',
        title: 'Test Amulet',
        type: 'gear',
        rarity: 'rare',
        weight: 1,
        attunement: true,
        magical: true,
      },
    });
    const amulet = await addItem('test-amulet');
    expect((await sheet()).attunement.count).toBe(0);
    await ok('PUT', `/api/inventory/item/${amulet.id}`, { attuned: true });
    expect((await sheet()).attunement.count).toBe(1);

    const weight = (await sheet()).carry.weight;
    const {
      title_id: _ti,
      description_id: _di,
      ...stored
    } = (await ok<{ entries: Record<string, unknown>[] }>('GET', '/api/items')).entries.find(
      (entry) => entry.id === 'test-amulet',
    )!;
    await ok('PUT', '/api/content/test-amulet', {
      store: 'items',
      entry: { ...stored, weight: 21 },
    });
    expect((await sheet()).carry.weight).toBe(weight + 20);
  });
});
