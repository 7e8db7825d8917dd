import { beforeAll, describe, expect, it } from 'vitest';

import type { CharacterBeast } from '@hearth/contract';

import { campaignCharacters, campaignMembers, campaigns } from '../../db/schema/index.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { beastCalls, createFighter, dataOf, errorOf } from './character-beast-test-kit.ts';

/**
 * Who may read and change a character's beasts: only the character's owner. A campaign-mate
 * of the owner and a stranger get the same 404 as for a record that does not exist (for
 * reads too, until campaign-mates get read access to characters); an anonymous caller 401.
 */

const ctx = useTestApp();
const app = () => ctx.app;
const { call, add, list } = beastCalls(app);

let owner: string;
let member: string;
let stranger: string;
let characterId: string;
let wolf: CharacterBeast;

const userIdOf = async (token: string) =>
  dataOf<{ id: string }>(await call('GET', '/api/auth/user', token)).id;

beforeAll(async () => {
  owner = await signUp(ctx.app, ctx.config, 'owner@example.com');
  member = await signUp(ctx.app, ctx.config, 'member@example.com');
  stranger = await signUp(ctx.app, ctx.config, 'stranger@example.com');
  const { character } = await createFighter(app, owner);
  characterId = character.id;
  wolf = await add(owner, characterId, { beast_id: 'wolf', type: 'wildshape', notes: 'Grey' });

  // The member shares a campaign with the owner, the owner's character taking part in it.
  const db = ctx.app.database.db;
  const [campaign] = await db
    .insert(campaigns)
    .values({ ownerId: await userIdOf(owner), name: 'The Sunless Sea' })
    .returning();
  await db.insert(campaignMembers).values([
    { campaignId: campaign!.id, userId: await userIdOf(owner), role: 'owner' },
    { campaignId: campaign!.id, userId: await userIdOf(member), role: 'member' },
  ]);
  await db.insert(campaignCharacters).values({ campaignId: campaign!.id, characterId });
});

type Role = 'member' | 'stranger' | 'anonymous';
const tokenOf = (role: Role) => ({ member, stranger, anonymous: undefined })[role];

/** Every route, as each role calls it; `beastId` a beast of the owner's character. */
const routes = (beastId: string) =>
  [
    ['GET character-beasts/{characterId}', 'GET', `/api/character-beasts/${characterId}`],
    [
      'POST character-beasts/{characterId}',
      'POST',
      `/api/character-beasts/${characterId}`,
      { characterId, beast_id: 'cat', type: 'familiar' },
    ],
    [
      'PUT character-beasts/{id}',
      'PUT',
      `/api/character-beasts/${beastId}`,
      { active: true, pin: true, notes: 'Mine now' },
    ],
    ['DELETE character-beasts/{id}', 'DELETE', `/api/character-beasts/${beastId}`],
  ] as const;

function send(role: Role, method: string, url: string, payload?: object) {
  const token = tokenOf(role);
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

describe.each(['member', 'stranger'] as const)('a %s of the owner', (role) => {
  it.each(routes('placeholder').map(([name], index) => [name, index] as const))(
    '%s answers the same 404 as a missing record, and changes nothing',
    async (_name, index) => {
      const [, method, url, payload] = routes(wolf.id)[index]!;
      const response = await send(role, method, url, payload);
      expect(response.statusCode).toBe(404);
      // What a missing record answers, word for word.
      const [, , missingUrl, missingPayload] = routes('no-such-beast')[index]!;
      const missing = await send(
        'member',
        method,
        missingUrl.replace(characterId, 'no-such-character'),
        missingPayload && 'characterId' in missingPayload
          ? { ...missingPayload, characterId: 'no-such-character' }
          : missingPayload,
      );
      expect(missing.statusCode).toBe(404);
      expect(errorOf(response)).toEqual(errorOf(missing));
      expect(await list(owner, characterId)).toEqual([wolf]);
    },
  );
});

describe('an anonymous caller', () => {
  it.each(routes('placeholder').map(([name], index) => [name, index] as const))(
    '%s answers 401',
    async (_name, index) => {
      const [, method, url, payload] = routes(wolf.id)[index]!;
      const response = await send('anonymous', method, url, payload);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('FAILED_AUTHENTICATION');
      expect(await list(owner, characterId)).toEqual([wolf]);
    },
  );
});

describe('the owner', () => {
  it('reads, adds, changes and removes the character’s beasts', async () => {
    expect(await list(owner, characterId)).toEqual([wolf]);
    const cat = await call('POST', `/api/character-beasts/${characterId}`, owner, {
      characterId,
      beast_id: 'cat',
      type: 'familiar',
    });
    expect(cat.statusCode, cat.body).toBe(201);
    const changed = await call('PUT', `/api/character-beasts/${wolf.id}`, owner, {
      active: true,
      pin: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<CharacterBeast>(changed)).toMatchObject({ active: true, pin: true });
    const removed = await call(
      'DELETE',
      `/api/character-beasts/${dataOf<CharacterBeast>(cat).id}`,
      owner,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(owner, characterId)).map((beast) => beast.beast_id)).toEqual(['wolf']);
  });
});
