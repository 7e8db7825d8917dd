import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Character, Favorite } from '@hearth/contract';
import { FAVORITES_PER_USER_MAX } from '@hearth/contract';

import { favorites, users } from '../../db/schema/index.ts';
import { json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { caller, createCharacter, dataOf, errorOf } from '../notes/notes-test-kit.ts';

const ctx = useTestApp();
const app = () => ctx.app;
const call = caller(app);
let alice: string;
let bob: string;
let hero: Character;
let bobsHero: Character;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'ranger@example.com');
  bob = await signUp(ctx.app, ctx.config, 'druid@example.com');
  hero = await createCharacter(app, alice);
  bobsHero = await createCharacter(app, bob);
});

const star = (token: string, payload: Record<string, unknown>, headers = {}) =>
  call('POST', '/api/favorites', token, payload, headers);
const listOf = async (token: string, query = '') =>
  dataOf<Favorite[]>(await call('GET', `/api/favorites${query}`, token));

describe('starring', () => {
  it('stars a beast for a character and a spell for the account; starring again is the same favourite', async () => {
    const wolf = await star(alice, { id: 'wolf', type: 'beast', characterId: hero.id });
    expect(wolf.statusCode, wolf.body).toBe(200);
    const favourite = dataOf<Favorite>(wolf);
    expect(favourite).toMatchObject({
      entity_type: 'beast',
      entity_id: 'wolf',
      characterId: hero.id,
    });
    const again = await star(alice, { id: 'wolf', type: 'beast', characterId: hero.id });
    expect(again.statusCode).toBe(200);
    expect(dataOf<Favorite>(again)).toEqual(favourite);

    const spell = dataOf<Favorite>(await star(alice, { id: 'aid', type: 'spell' }));
    expect(spell).toMatchObject({ entity_type: 'spell', entity_id: 'aid', characterId: null });
    // Account-wide favourites are unique too (the key treats no character as one value).
    expect(
      dataOf<Favorite>(await star(alice, { id: 'aid', type: 'spell', characterId: null })),
    ).toEqual(spell);
    const rope = dataOf<Favorite>(
      await star(alice, { id: 'rope', type: 'item', characterId: hero.id }),
    );

    expect(await listOf(alice)).toEqual([favourite, spell, rope]);
    expect(await listOf(alice, `?characterId=${hero.id}`)).toEqual([favourite, rope]);
    expect(await listOf(alice, '?type=spell')).toEqual([spell]);
    expect(await listOf(alice, `?characterId=${hero.id}&type=item`)).toEqual([rope]);
  });

  it('refuses an entry the catalogue does not have, and an unknown type', async () => {
    const unknown = await star(alice, { id: 'owlbear-king', type: 'beast' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).details?.fields?.[0]).toEqual({
      path: 'body.id',
      message: 'There is no beast "owlbear-king" in the catalogue',
    });
    // A spell's id is not a beast.
    expect((await star(alice, { id: 'aid', type: 'beast' })).statusCode).toBe(400);
    const kind = await star(alice, { id: 'wolf', type: 'class' });
    expect(kind.statusCode).toBe(400);
    expect(errorOf(kind).details?.fields?.[0]?.path).toBe('body.type');
    expect((await star(alice, { id: '../wolf', type: 'beast' })).statusCode).toBe(400);
    expect((await star(alice, { type: 'beast' })).statusCode).toBe(400);
    expect((await listOf(alice)).map((entry) => entry.entity_id)).not.toContain('owlbear-king');
  });

  it('answers one favourite for a star retried with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'star-boar' };
    const first = await star(alice, { id: 'boar', type: 'beast' }, headers);
    const again = await star(alice, { id: 'boar', type: 'beast' }, headers);
    expect(dataOf<Favorite>(again)).toEqual(dataOf<Favorite>(first));
    expect((await listOf(alice, '?type=beast')).filter((f) => f.entity_id === 'boar')).toHaveLength(
      1,
    );
  });

  it(`refuses a new favourite past ${FAVORITES_PER_USER_MAX}, yet still answers an existing one`, async () => {
    const carol = await signUp(ctx.app, ctx.config, 'hoarder@example.com');
    const [user] = await ctx.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'hoarder@example.com'));
    const first = dataOf<Favorite>(await star(carol, { id: 'wolf', type: 'beast' }));
    await ctx.app.database.db.insert(favorites).values(
      Array.from({ length: FAVORITES_PER_USER_MAX - 1 }, (_, index) => ({
        userId: user!.id,
        entityType: 'item',
        entityId: `filler-${index}`,
      })),
    );
    const refused = await star(carol, { id: 'rope', type: 'item' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain(`At most ${FAVORITES_PER_USER_MAX} favourites`);
    expect(dataOf<Favorite>(await star(carol, { id: 'wolf', type: 'beast' }))).toEqual(first);
  });
});

describe('at the same moment', () => {
  it('makes one favourite of the same star sent several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        star(alice, { id: 'elk', type: 'beast', characterId: hero.id }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((response) => dataOf<Favorite>(response).id));
    expect(ids.size).toBe(1);
    const stored = (await listOf(alice, `?characterId=${hero.id}`)).filter(
      (favourite) => favourite.entity_id === 'elk',
    );
    expect(stored.map((favourite) => favourite.id)).toEqual([...ids]);
  });
});

describe('removing', () => {
  it('removes a favourite by its id; then it is gone', async () => {
    const favourite = dataOf<Favorite>(await star(alice, { id: 'cat', type: 'beast' }));
    const removed = await call('DELETE', `/api/favorites/${favourite.id}`, alice);
    expect(removed.statusCode).toBe(200);
    expect(dataOf<unknown>(removed)).toEqual({ id: favourite.id });
    expect((await listOf(alice)).map((entry) => entry.id)).not.toContain(favourite.id);
    const again = await call('DELETE', `/api/favorites/${favourite.id}`, alice);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'NOT_FOUND', message: 'Favorite not found' });
  });
});

describe('only the owner', () => {
  it('another user cannot see, star for, filter by or remove what is not theirs', async () => {
    const alices = dataOf<Favorite>(
      await star(alice, { id: 'hawk', type: 'beast', characterId: hero.id }),
    );
    // Bob's list holds only his own.
    expect(await listOf(bob)).toEqual([]);
    const filtered = await call('GET', `/api/favorites?characterId=${hero.id}`, bob);
    expect(filtered.statusCode).toBe(404);
    expect(errorOf(filtered).code).toBe('CHAR.NOT_FOUND');
    // Starring for Alice's character answers as for a character that does not exist.
    const forHers = await star(bob, { id: 'hawk', type: 'beast', characterId: hero.id });
    const forNone = await star(bob, { id: 'hawk', type: 'beast', characterId: 'no-such-hero' });
    expect(forHers.statusCode).toBe(404);
    expect(forHers.json()).toEqual(forNone.json());
    expect(errorOf(forHers).code).toBe('CHAR.NOT_FOUND');
    // Removing hers answers as removing nothing, and leaves it.
    const removed = await call('DELETE', `/api/favorites/${alices.id}`, bob);
    const missing = await call('DELETE', '/api/favorites/no-such-favourite', bob);
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toEqual(missing.json());
    expect(await listOf(alice, `?characterId=${hero.id}&type=beast`)).toContainEqual(alices);
    // His own character works for him.
    const his = await star(bob, { id: 'hawk', type: 'beast', characterId: bobsHero.id });
    expect(dataOf<Favorite>(his).characterId).toBe(bobsHero.id);
    expect((await listOf(bob)).map((entry) => entry.characterId)).toEqual([bobsHero.id]);
  });

  it.each([
    ['GET', '/api/favorites', undefined],
    ['POST', '/api/favorites', { id: 'wolf', type: 'beast' }],
    ['DELETE', '/api/favorites/some-id', undefined],
  ] as const)('answers 401 to %s %s without a token', async (method, url, payload) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: json,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('FAILED_AUTHENTICATION');
  });

  it('removes a character’s favourites with the character', async () => {
    const gone = await createCharacter(app, alice);
    await star(alice, { id: 'deer', type: 'beast', characterId: gone.id });
    const hidden = await call('POST', `/api/characters/${gone.id}`, alice, { active: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const deleted = await call('DELETE', `/api/characters/${gone.id}`, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listOf(alice)).map((entry) => entry.characterId)).not.toContain(gone.id);
  });
});
