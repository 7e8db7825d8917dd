import { beforeAll, describe, expect, it } from 'vitest';

import { caller, createFighter } from '../routes/inventories/inventory-test-kit.ts';
import { bearer, json, signUp } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { DEPTH_MESSAGE, findInputProblem, NUL_MESSAGE } from './input-guard.ts';

const ctx = useTestApp();
const call = caller(() => ctx.app);

const NUL = '\u0000';

let token: string;
let characterId: string;
let inventoryId: string;
let itemId: string;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'guard@example.com');
  const fighter = await createFighter(() => ctx.app, token);
  characterId = fighter.character.id;
  inventoryId = fighter.inventory.id;
  itemId = fighter.item('torch').id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: () => string;
  body?: () => object;
  signedIn?: boolean;
  field: string;
}

/** One request per kind of place a string reaches the database, each with a NUL in one field. */
const CASES: Case[] = [
  {
    name: 'register e-mail',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => ({ email: `a${NUL}b@example.com`, password: 'correct horse' }),
    signedIn: false,
    field: 'body.email',
  },
  {
    name: 'register password',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => ({ email: 'nul@example.com', password: `correct${NUL}horse` }),
    signedIn: false,
    field: 'body.password',
  },
  {
    name: 'login e-mail',
    method: 'POST',
    url: () => '/api/auth/login',
    body: () => ({ email: `guard${NUL}@example.com`, password: 'correct horse' }),
    signedIn: false,
    field: 'body.email',
  },
  {
    name: 'resend e-mail',
    method: 'POST',
    url: () => '/api/verify/resend',
    body: () => ({ email: `a${NUL}@example.com` }),
    signedIn: false,
    field: 'body.email',
  },
  {
    name: 'verification token',
    method: 'GET',
    url: () => '/api/verify/abc%00def',
    signedIn: false,
    field: 'params.token',
  },
  {
    name: 'profile name',
    method: 'POST',
    url: () => '/api/campaigns/user',
    body: () => ({ name: `Ada${NUL}` }),
    field: 'body.name',
  },
  {
    name: 'settings source',
    method: 'PUT',
    url: () => '/api/auth/user',
    body: () => ({ settings: { sources: [`srd${NUL}`] } }),
    field: 'body.settings.sources.0',
  },
  {
    name: 'character id in the path',
    method: 'GET',
    url: () => '/api/characters/abc%00def',
    field: 'params.id',
  },
  {
    name: 'character name',
    method: 'POST',
    url: () => `/api/characters/${characterId}`,
    body: () => ({ name: `Bri${NUL}enne` }),
    field: 'body.name',
  },
  {
    name: 'character option key',
    method: 'POST',
    url: () => `/api/characters/${characterId}`,
    body: () => ({ options: { [`lang${NUL}`]: ['elvish'] } }),
    field: `body.options.lang${NUL}`,
  },
  {
    name: 'inventory name',
    method: 'POST',
    url: () => `/api/inventory/${characterId}`,
    body: () => ({ name: `Sack${NUL}` }),
    field: 'body.name',
  },
  {
    name: 'item notes',
    method: 'PUT',
    url: () => `/api/inventory/item/${itemId}`,
    body: () => ({ notes: `wet${NUL}` }),
    field: 'body.notes',
  },
  {
    name: 'item options value',
    method: 'PUT',
    url: () => `/api/inventory/item/${itemId}`,
    body: () => ({ options: { colour: [`red${NUL}`] } }),
    field: 'body.options.colour.0',
  },
  {
    name: 'custom item description',
    method: 'POST',
    url: () => '/api/inventory/add-custom-item',
    body: () => ({ name: 'Rope', description: `long${NUL}`, inventory_id: inventoryId }),
    field: 'body.description',
  },
  {
    name: 'inventory id in the path',
    method: 'POST',
    url: () => '/api/inventory/abc%00/items',
    body: () => ({ itemId: 'torch' }),
    field: 'params.inventoryId',
  },
  {
    name: 'preset name',
    method: 'POST',
    url: () => '/api/presets',
    body: () => ({ name: `Kit${NUL}` }),
    field: 'body.name',
  },
  {
    name: 'catalogue query',
    method: 'GET',
    url: () => '/api/gen/name?species=elf%00',
    field: 'query.species',
  },
  {
    name: 'account deletion confirmation',
    method: 'DELETE',
    url: () => '/api/auth/user',
    body: () => ({ password: `wrong${NUL}` }),
    field: 'body.password',
  },
];

describe('a NUL character in any string', () => {
  it.each(CASES)('refuses it in the $name with 400 naming $field', async (testCase) => {
    const headers = testCase.signedIn === false ? {} : bearer(token);
    const body = testCase.body?.();
    const response = await ctx.app.inject({
      method: testCase.method,
      url: testCase.url(),
      headers: { ...headers, ...(body ? json : {}) },
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      ok: false,
      data: {
        code: 'VALIDATION',
        message: expect.any(String),
        details: { fields: [{ path: testCase.field, message: NUL_MESSAGE }] },
      },
    });
  });

  it('leaves clean changes to the same character working', async () => {
    const renamed = await call('POST', `/api/characters/${characterId}`, token, { name: 'Brie' });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  it('refuses 5 000 levels in an item option with 400, not a stack overflow', async () => {
    const deep = `{"options":{"a":${'['.repeat(5000)}1${']'.repeat(5000)}}}`;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/inventory/item/${itemId}`,
      headers: { ...bearer(token), ...json },
      payload: deep,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      ok: false,
      data: { code: 'VALIDATION', details: { fields: [{ message: DEPTH_MESSAGE }] } },
    });
  });

  it("holds an item's options to 8 levels and 1 000-character strings", async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 9; level += 1) deep = [deep];
    const tooDeep = await call('PUT', `/api/inventory/item/${itemId}`, token, {
      options: { deep },
    });
    expect(tooDeep.statusCode, tooDeep.body).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      data: {
        code: 'VALIDATION',
        details: { fields: [{ path: 'body.options.deep.0.0.0.0.0.0.0' }] },
      },
    });
    const tooLong = await call('PUT', `/api/inventory/item/${itemId}`, token, {
      options: { note: 'x'.repeat(1001) },
    });
    expect(tooLong.json()).toMatchObject({
      data: { code: 'VALIDATION', details: { fields: [{ path: 'body.options.note' }] } },
    });
    const fine = await call('PUT', `/api/inventory/item/${itemId}`, token, {
      options: { colour: 'red', charges: [1, 2] },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('findInputProblem', () => {
  it('names the first problem in document order, keys included', () => {
    expect(findInputProblem({ a: 'ok', b: [`x${NUL}`], c: NUL }, 'body')).toEqual({
      path: 'body.b.0',
      message: NUL_MESSAGE,
    });
    expect(findInputProblem({ [`k${NUL}`]: 1 }, 'query')).toEqual({
      path: `query.k${NUL}`,
      message: NUL_MESSAGE,
    });
    expect(findInputProblem({ a: [[['fine']]], n: 1, t: true, z: null }, 'body')).toBeNull();
  });

  it('walks a million levels without overflowing its own stack', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 1_000_000; level += 1) deep = [deep];
    expect(findInputProblem(deep, 'body')?.message).toBe(DEPTH_MESSAGE);
  });
});
