import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, Inventory, InventoryItem, Preset } from '@hearth/contract';
import { PERMISSIONS } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import type { Config } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { bearer, signUp } from '../test/accounts.ts';

/**
 * What the spec-conformance calls are made against: a real app on the test database, a
 * signed-in user, and the set-up each call needs (a character, an inventory, an item…), made
 * through the API as a user would make it.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as the spec's client sends it: the JSON payload, or a multipart form. */
export interface SpecRequest {
  url: string;
  /** Exactly the spec's payload: the JSON body, or for GET the query string. */
  payload?: Record<string, unknown>;
  /** `POST upload/{kind}`, the one call the spec sends as multipart. */
  multipart?: { file: Buffer; fields: Record<string, string> };
}

const catalogue = rulesCatalogueOf(loadCatalogue());
const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Sends a request as the spec's client does (platform §7): under /api, with the JSON content
 * type on every call (GET and DELETE without a body too), GET's payload as its query string,
 * and the stored token when there is one.
 */
export async function sendAsSpecClient(
  app: FastifyInstance,
  method: Method,
  request: SpecRequest,
  token?: string,
): Promise<LightMyRequestResponse> {
  const auth = token ? bearer(token) : {};
  if (request.multipart) {
    const form = new FormData();
    form.set('file', new Blob([request.multipart.file], { type: 'image/png' }), 'image.png');
    for (const [name, value] of Object.entries(request.multipart.fields)) form.set(name, value);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return app.inject({
      method,
      url: `/api/${request.url}`,
      headers: { 'content-type': encoded.headers.get('content-type')!, ...auth },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(request.payload ?? {}).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    ).toString();
    const url = `/api/${request.url}${query ? `?${query}` : ''}`;
    return app.inject({ method, url, headers: { ...JSON_TYPE, ...auth } });
  }
  return app.inject({
    method,
    url: `/api/${request.url}`,
    headers: { ...JSON_TYPE, ...auth },
    ...(request.payload ? { payload: request.payload } : {}),
  });
}

/** A small image, as the client's cropper makes one. */
export const testImage = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();

/** The creation form (character §7) of a level 1 fighter, as the wizard fills it in. */
export function creationForm(name: string) {
  const draft = suggestedDraft(catalogue, {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name,
  });
  return {
    name,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    options: draft.options,
    attributes: draft.attributes,
    hp: draft.hp,
    presets: draft.presets,
    items: [{ item_id: 'backpack', quantity: 1 }],
  };
}

export type World = ReturnType<typeof createWorld>;

/**
 * The signed-in user of the conformance run (a content admin too, for the spec's CRUD on rules
 * and beasts) and set-up helpers that go through the API, failing loudly when set-up fails.
 */
export function createWorld(
  app: FastifyInstance,
  config: Config,
  user: { token: string; userId: string },
  /** A Google ID token the app accepts, signed with the test's key pair. */
  googleCredential: () => Promise<string>,
) {
  const { token, userId } = user;
  async function api<T>(method: Method, url: string, payload?: Record<string, unknown>) {
    const response = await sendAsSpecClient(
      app,
      method,
      { url, ...(payload ? { payload } : {}) },
      token,
    );
    if (response.statusCode >= 300) {
      throw new Error(`set-up ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json<{ data: T }>().data;
  }

  let characters = 0;
  /** A new fighter, with its body inventory and a stack of it by catalogue id. */
  async function character() {
    characters += 1;
    const created = await api<Character>('POST', 'characters', creationForm(`Hero ${characters}`));
    const [body] = await api<Inventory[]>('GET', `inventory/${created.id}`);
    const stackOf = (itemId: string): InventoryItem => {
      const stack = body!.items.find((entry) => entry.item_id === itemId);
      if (!stack) throw new Error(`the fighter has no ${itemId}`);
      return stack;
    };
    return { character: created, body: body!, stackOf };
  }

  /** One of the user's own presets with one line. */
  const ownPreset = () =>
    api<Preset>('POST', 'presets', {
      name: 'Camping kit',
      description: 'What I take into the woods',
      items: [{ item_id: 'rope', quantity: 1 }],
    });

  /** An avatar uploaded as the client uploads it: its URL. */
  async function uploadedAvatar(): Promise<string> {
    const multipart = {
      file: await testImage(),
      fields: { group: 'character', width: '64', height: '64' },
    };
    const response = await sendAsSpecClient(
      app,
      'POST',
      { url: 'upload/avatar', multipart },
      token,
    );
    if (response.statusCode !== 200) throw new Error(`upload answered ${response.body}`);
    return response.json<{ data: { url: string } }>().data.url;
  }

  return {
    app,
    config,
    token,
    userId,
    api,
    character,
    ownPreset,
    uploadedAvatar,
    googleCredential,
  };
}

/** Signs a user up through the API and lets them write content too. */
export async function signUpWorld(
  app: FastifyInstance,
  config: Config,
  googleCredential: () => Promise<string>,
): Promise<World> {
  const token = await signUp(app, config, 'conformance@example.com');
  const [user] = await app.database.db
    .update(users)
    .set({ permissions: [PERMISSIONS.contentAdmin] })
    .where(eq(users.email, 'conformance@example.com'))
    .returning({ id: users.id });
  return createWorld(app, config, { token, userId: user!.id }, googleCredential);
}
