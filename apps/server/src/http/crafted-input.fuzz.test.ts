import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import type { InventoryItem, Preset } from '@hearth/contract';

import { caller, createFighter, dataOf } from '../routes/inventories/inventory-test-kit.ts';
import { bearer, signUp } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import {
  DeepJson,
  MALFORMED_JSON,
  MALFORMED_MULTIPART,
  nastyString,
  nastyValue,
  pathsOf,
  PROTOTYPE_KEYS,
  replaceAt,
  toJsonText,
  valueAt,
  withKey,
} from '../test/fuzz/payloads.ts';
import type { RouteUnderTest } from '../test/fuzz/routes.ts';
import { fillRoute, routesOf } from '../test/fuzz/routes.ts';
import type { FuzzFixture } from '../test/fuzz/templates.ts';
import { bodyTemplates, ownedIds } from '../test/fuzz/templates.ts';

/**
 * Crafted input across every route of the app must never answer 5xx (issue 15): NUL bytes,
 * JSON nested thousands of levels, prototype keys, huge strings, malformed JSON and multipart.
 * Seeds are fixed, so a failure names a request that fails again the same way.
 */

const ctx = useTestApp();
let token: string;
let fixture: FuzzFixture;
let routes: RouteUnderTest[];
let templates: Record<string, unknown>;
let sent = 0;

interface Crafted {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

// Fixed, so that CI replays the same requests; FUZZ_SEED and FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'fuzz@example.com');
  const call = caller(() => ctx.app);
  const fighter = await createFighter(() => ctx.app, token, 'Fuzzy');
  const other = await createFighter(() => ctx.app, token, 'Other');
  const custom = dataOf<InventoryItem>(
    await call('POST', '/api/inventory/add-custom-item', token, {
      name: 'Lucky coin',
      inventory_id: fighter.inventory.id,
    }),
  );
  const preset = dataOf<Preset>(
    await call('POST', '/api/presets', token, { name: 'Kit', items: [{ item_id: 'torch' }] }),
  );
  fixture = {
    userId: (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })
    ).json<{ data: { id: string } }>().data.id,
    characterId: fighter.character.id,
    otherCharacterId: other.character.id,
    inventoryId: fighter.inventory.id,
    itemId: fighter.item('torch').id,
    customItemId: custom.id,
    presetId: preset.id,
    presetItemId: preset.items[0]!.id!,
    uploadName: await uploadImage(),
  };
  routes = routesOf(ctx.app);
  templates = bodyTemplates(fixture);
});

async function uploadImage(): Promise<string> {
  const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([image], { type: 'image/png' }), 'a.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/avatar',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return dataOf<{ url: string }>(response).url.split('/').at(-1)!;
}

const keyOf = (route: RouteUnderTest) => `${route.method} ${route.path}`;
const takesBody = (route: RouteUnderTest) => ['POST', 'PUT', 'DELETE'].includes(route.method);

/** A path segment as a client would send it: percent-encoded, even when it cannot be. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // an unpaired surrogate, as its UTF-8 bytes
  }
}

/** Something the account owns (never for DELETE: the fixtures must survive the run). */
function ownedSegment(route: RouteUnderTest, param: string, pick: number): string {
  if (param === 'kind') return 'avatar';
  if (param === 'name') return fixture.uploadName;
  if (param === 'token') return 'a'.repeat(43);
  if (param === '*') return 'characters';
  if (route.method === 'DELETE') return 'missing-id';
  const ids = ownedIds(fixture);
  return ids[pick % ids.length]!;
}

/** Calls that end the session every request uses: fuzzed signed out, or the rest would be 401s. */
const SESSION_ENDING = new Set(['/api/auth/logout', '/api/auth/logout-everywhere']);

/** Signed in, except where a valid request would end the session (see SESSION_ENDING). */
function authHeaders(route: RouteUnderTest): Record<string, string> {
  return SESSION_ENDING.has(route.path) ? {} : bearer(token);
}

function jsonRequest(route: RouteUnderTest, url: string, body: unknown): Crafted {
  return {
    method: route.method,
    url,
    headers: { ...authHeaders(route), 'content-type': 'application/json' },
    payload: toJsonText(body),
  };
}

async function send(request: Crafted): Promise<LightMyRequestResponse> {
  sent += 1;
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** What to show when a request answers 5xx: enough to replay it, not 200 kB of it. */
function describeRequest(request: Crafted): string {
  const payload = request.payload ?? '';
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length})` : payload;
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${shown}`;
}

async function expectNoServerError(request: Crafted): Promise<void> {
  const response = await send(request);
  expect(
    response.statusCode,
    `${describeRequest(request)} → ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode >= 400 && request.url.startsWith('/api/')) {
    // Refusals keep the envelope the client reads, whatever broke.
    expect(response.json(), describeRequest(request)).toMatchObject({
      status: response.statusCode,
      ok: false,
    });
  }
}

/** The crafted requests for one route: each poison in each place it can go. */
function sweep(route: RouteUnderTest): Crafted[] {
  const owned = (param: string) => segment(ownedSegment(route, param, 0));
  const url = fillRoute(route, owned);
  const template = templates[keyOf(route)] ?? {};
  const requests: Crafted[] = [];
  const get = (path: string): Crafted => ({
    method: route.method,
    url: path,
    headers: authHeaders(route),
  });
  const withBody = (path: string, body: unknown) =>
    takesBody(route) ? jsonRequest(route, path, body) : get(path);

  for (const param of route.params) {
    for (const poison of ['a\u0000b', '\u0000', 'constructor', '__proto__', 'x'.repeat(5000)]) {
      const path = fillRoute(route, (name) => (name === param ? segment(poison) : owned(name)));
      requests.push(withBody(path, template));
    }
  }
  requests.push(
    get(`${url}?q=%00&__proto__=1&constructor[prototype][x]=1&source=${'s'.repeat(3000)}`),
    get(`${url}?source=a%00b&level=constructor&species=%00&v=${'\u0000'}`),
  );
  if (!takesBody(route)) return requests;

  for (const path of pathsOf(template).filter((at) => at.length > 0)) {
    requests.push(jsonRequest(route, url, replaceAt(template, path, 'nul\u0000here')));
    requests.push(jsonRequest(route, url, replaceAt(template, path, 'constructor')));
    // Huge where a string belongs: elsewhere it is only a type error, which the rest covers.
    if (typeof valueAt(template, path) === 'string') {
      requests.push(jsonRequest(route, url, replaceAt(template, path, 'h'.repeat(70_000))));
    }
  }
  requests.push(
    jsonRequest(route, url, { ...(template as object), extra: new DeepJson(5000) }),
    jsonRequest(route, url, replaceAt(template, [], new DeepJson(5000))),
    ...PROTOTYPE_KEYS.map((key) =>
      jsonRequest(route, url, { ...(template as object), ...withKey(key, { polluted: true }) }),
    ),
    ...MALFORMED_JSON.map((payload) => ({
      method: route.method,
      url,
      headers: { ...authHeaders(route), 'content-type': 'application/json' },
      payload,
    })),
  );
  const multipart = route.path.startsWith('/api/upload/')
    ? MALFORMED_MULTIPART
    : MALFORMED_MULTIPART.slice(0, 3);
  for (const { contentType, body } of multipart) {
    requests.push({
      method: route.method,
      url,
      headers: { ...authHeaders(route), 'content-type': contentType },
      payload: body,
    });
  }
  return requests;
}

describe('crafted input on every route', () => {
  it('finds every route of the app', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(keyOf)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/characters/:id',
        'PUT /api/inventory/item/:id',
        'POST /api/upload/:kind',
        'GET /api/uploads/:name',
      ]),
    );
  });

  it('answers every poison in every place of every route below 500', async () => {
    for (const route of routes) {
      for (const request of sweep(route)) await expectNoServerError(request);
    }
  }, 60_000);

  it('answers random crafted requests below 500 (fixed seed)', async () => {
    const routeIndex = fc.nat();
    const mutation = fc.tuple(fc.nat(), nastyValue);
    const crafted = fc
      .record({
        routeIndex,
        params: fc.array(
          fc.oneof(
            fc.nat().map((pick) => ({ pick })),
            nastyString,
          ),
          {
            minLength: 3,
            maxLength: 3,
          },
        ),
        query: fc.array(fc.tuple(fc.oneof(nastyString, fc.constant('source')), nastyString), {
          maxLength: 2,
        }),
        body: fc.oneof(
          { weight: 5, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
          { weight: 2, arbitrary: nastyValue.map((value) => ({ whole: value })) },
          { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ raw })) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(...MALFORMED_MULTIPART).map((multipart) => ({ multipart })),
          },
        ),
        signedIn: fc.boolean(),
      })
      .map(({ routeIndex: index, params, query, body, signedIn }): Crafted => {
        const route = routes[index % routes.length]!;
        let position = 0;
        const path = fillRoute(route, (param) => {
          const choice = params[position++ % params.length]!;
          return typeof choice === 'string'
            ? segment(choice)
            : segment(ownedSegment(route, param, choice.pick));
        });
        const search = new URLSearchParams();
        for (const [key, value] of query) {
          try {
            search.append(key, value);
          } catch {
            // An unpaired surrogate cannot be encoded; leave that pair out.
          }
        }
        const url = query.length > 0 ? `${path}?${search.toString()}` : path;
        const auth = signedIn ? authHeaders(route) : {};
        if (!takesBody(route)) return { method: route.method, url, headers: auth };
        if ('raw' in body) {
          return {
            method: route.method,
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: body.raw,
          };
        }
        if ('multipart' in body) {
          return {
            method: route.method,
            url,
            headers: { ...auth, 'content-type': body.multipart.contentType },
            payload: body.multipart.body,
          };
        }
        let value: unknown = 'whole' in body ? body.whole : (templates[keyOf(route)] ?? {});
        if (Array.isArray(body)) {
          for (const [pick, replacement] of body) {
            const places = pathsOf(value);
            value = replaceAt(value, places[pick % places.length]!, replacement);
          }
        }
        return {
          method: route.method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: toJsonText(value),
        };
      });
    await fc.assert(
      fc.asyncProperty(crafted, async (request) => expectNoServerError(request)),
      { seed: SEED, numRuns: RANDOM_RUNS, endOnFailure: true },
    );
  }, 60_000);

  it('sent at least 2 000 crafted requests in this run', () => {
    expect(sent).toBeGreaterThanOrEqual(2000);
  });

  it('kept its session to the end, so the requests were checked signed in', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});
