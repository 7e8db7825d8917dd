import { beforeAll, describe, expect, it } from 'vitest';

import type { CharacterBeast, CharacterBeastType } from '@hearth/contract';
import { MAX_BEASTS_PER_CHARACTER } from '@hearth/contract';

import { characterBeasts } from '../../db/schema/index.ts';
import { signUp, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { beastCalls, createFighter, dataOf, errorOf } from './character-beast-test-kit.ts';

// A clock moved between adds, so that "added order" is an order and not a tie.
const clock = testClock();
const ctx = useTestApp({ build: { now: clock.now } });
const app = () => ctx.app;
const { call, add, list, put } = beastCalls(app);
let alice: string;

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'druid@example.com');
});

/** A new character of Alice's with the given beasts added in this order, a second apart. */
async function druidWith(...beasts: [string, CharacterBeastType][]) {
  const { character } = await createFighter(app, alice);
  const added: CharacterBeast[] = [];
  for (const [beastId, type] of beasts) {
    clock.advance(1000);
    added.push(await add(alice, character.id, { beast_id: beastId, type }));
  }
  return { character, added };
}

const activeOf = (beasts: CharacterBeast[]) =>
  beasts.filter((beast) => beast.active).map((beast) => `${beast.beast_id}:${beast.type}`);

describe('adding beasts', () => {
  it('adds a bestiary beast, inactive and last in the sort order', async () => {
    const { character } = await druidWith(['wolf', 'wildshape']);
    const created = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      beast_id: 'giant-spider',
      type: 'companion',
      notes: 'Named Webster',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(dataOf<CharacterBeast>(created)).toMatchObject({
      character_id: character.id,
      beast_id: 'giant-spider',
      type: 'companion',
      notes: 'Named Webster',
      active: false,
      pin: false,
      sort_order: 1,
    });
    const listed = await list(alice, character.id);
    expect(listed.map((beast) => beast.beast_id)).toEqual(['wolf', 'giant-spider']);
    expect(listed[0]).toMatchObject({ notes: '', sort_order: 0, type: 'wildshape' });
  });

  it('takes the spec’s characterId in the body, and refuses one naming another character', async () => {
    const { character } = await druidWith();
    const other = await druidWith();
    const same = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      characterId: character.id,
      beast_id: 'wolf',
      type: 'wildshape',
      notes: 'Swift',
    });
    expect(same.statusCode, same.body).toBe(201);
    const mismatched = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      characterId: other.character.id,
      beast_id: 'cat',
      type: 'familiar',
    });
    expect(mismatched.statusCode).toBe(400);
    expect(errorOf(mismatched)).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [{ path: 'body.characterId', message: 'Must be the id in the path' }] },
    });
    expect((await list(alice, character.id)).map((beast) => beast.beast_id)).toEqual(['wolf']);
    expect(await list(alice, other.character.id)).toEqual([]);
  });

  it.each([
    [{ beast_id: 'wolf' }, 'Type is required'],
    [{ beast_id: 'wolf', type: 'pet' }, 'Type must be one of'],
    [{ beast_id: 'wolf', type: '' }, 'Type must be one of'],
    [{ beast_id: 'wolf', type: null }, 'Type must be one of'],
  ])('requires a known type: %j', async (payload, message) => {
    const { character } = await druidWith();
    const refused = await call('POST', `/api/character-beasts/${character.id}`, alice, payload);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'VALIDATION',
      details: { fields: [{ path: 'body.type', message: expect.stringContaining(message) }] },
    });
    expect(await list(alice, character.id)).toEqual([]);
  });

  it('adds every type of the closed set', async () => {
    const { character } = await druidWith();
    for (const type of ['wildshape', 'companion', 'familiar', 'summon', 'mount']) {
      await add(alice, character.id, {
        beast_id: 'riding-horse',
        type: type as CharacterBeastType,
      });
    }
    expect((await list(alice, character.id)).map((beast) => beast.type)).toEqual([
      'wildshape',
      'companion',
      'familiar',
      'summon',
      'mount',
    ]);
  });

  it('refuses a beast the bestiary does not have, and a malformed id', async () => {
    const { character } = await druidWith();
    const unknown = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      beast_id: 'gryphon-of-the-moon',
      type: 'wildshape',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      code: 'VALIDATION',
      details: {
        fields: [{ path: 'body.beast_id', message: 'Unknown beast "gryphon-of-the-moon"' }],
      },
    });
    for (const beastId of ['Wolf', '../wolf', '', 'x'.repeat(101)]) {
      const malformed = await call('POST', `/api/character-beasts/${character.id}`, alice, {
        beast_id: beastId,
        type: 'wildshape',
      });
      expect(malformed.statusCode, beastId).toBe(400);
      expect(errorOf(malformed).details?.fields?.[0]?.path).toBe('body.beast_id');
    }
    expect(await list(alice, character.id)).toEqual([]);
  });

  it('takes any creature as a companion, but only a Beast as a Wild Shape form', async () => {
    const { character } = await druidWith();
    const form = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      beast_id: 'owlbear',
      type: 'wildshape',
    });
    expect(form.statusCode).toBe(400);
    expect(errorOf(form)).toMatchObject({
      code: 'VALIDATION',
      details: {
        fields: [
          {
            path: 'body.beast_id',
            message: 'Only a Beast can be a Wild Shape form; Owlbear is not',
          },
        ],
      },
    });
    const companion = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      beast_id: 'owlbear',
      type: 'companion',
    });
    expect(companion.statusCode).toBe(201);
    expect((await list(alice, character.id)).map((beast) => beast.beast_id)).toEqual(['owlbear']);
  });

  it('refuses unknown fields and notes that are not text', async () => {
    const { character } = await druidWith();
    for (const payload of [
      { beast_id: 'wolf', type: 'wildshape', active: true },
      { beast_id: 'wolf', type: 'wildshape', notes: 7 },
      { beast_id: 'wolf', type: 'wildshape', notes: 'x'.repeat(10_001) },
    ]) {
      const refused = await call('POST', `/api/character-beasts/${character.id}`, alice, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await list(alice, character.id)).toEqual([]);
  });

  it('refuses the same beast twice with the same type, but not with another type', async () => {
    const { character } = await druidWith(['wolf', 'wildshape']);
    const again = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      beast_id: 'wolf',
      type: 'wildshape',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'CONFLICT',
      message: 'Wolf is already a wild shape',
    });
    await add(alice, character.id, { beast_id: 'wolf', type: 'companion' });
    expect((await list(alice, character.id)).map((beast) => beast.type)).toEqual([
      'wildshape',
      'companion',
    ]);
  });

  it('refuses two concurrent adds of the same beast and type but one', async () => {
    const { character } = await druidWith();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', `/api/character-beasts/${character.id}`, alice, {
          beast_id: 'hawk',
          type: 'familiar',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await list(alice, character.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_BEASTS_PER_CHARACTER} beasts per character`, async () => {
    const { character } = await druidWith();
    await ctx.app.database.db.insert(characterBeasts).values(
      Array.from({ length: MAX_BEASTS_PER_CHARACTER }, (_, index) => ({
        characterId: character.id,
        beastId: `beast-${index}`,
        sortOrder: index,
      })),
    );
    const refused = await call('POST', `/api/character-beasts/${character.id}`, alice, {
      beast_id: 'wolf',
      type: 'wildshape',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain(`at most ${MAX_BEASTS_PER_CHARACTER} beasts`);
    expect(await list(alice, character.id)).toHaveLength(MAX_BEASTS_PER_CHARACTER);
  });

  it('answers a replay with the same Idempotency-Key without adding twice', async () => {
    const { character } = await druidWith();
    const send = () =>
      call(
        'POST',
        `/api/character-beasts/${character.id}`,
        alice,
        { beast_id: 'owl', type: 'familiar' },
        { 'idempotency-key': `add-owl-${character.id}` },
      );
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await list(alice, character.id)).toHaveLength(1);
  });
});

describe('listing beasts', () => {
  it('lists pinned beasts first, then by sort order, then in the order they were added', async () => {
    const { character, added } = await druidWith(
      ['wolf', 'wildshape'],
      ['cat', 'familiar'],
      ['brown-bear', 'wildshape'],
      ['mastiff', 'companion'],
    );
    const [wolf, cat, bear, mastiff] = added as [
      CharacterBeast,
      CharacterBeast,
      CharacterBeast,
      CharacterBeast,
    ];
    const order = async () => (await list(alice, character.id)).map((beast) => beast.beast_id);
    expect(await order()).toEqual(['wolf', 'cat', 'brown-bear', 'mastiff']);

    expect((await put(alice, mastiff.id, { pin: true })).statusCode).toBe(200);
    expect(await order()).toEqual(['mastiff', 'wolf', 'cat', 'brown-bear']);

    // The same sort order: the one added first comes first.
    expect((await put(alice, wolf.id, { sort_order: 7 })).statusCode).toBe(200);
    expect((await put(alice, cat.id, { sort_order: 7 })).statusCode).toBe(200);
    expect(await order()).toEqual(['mastiff', 'brown-bear', 'wolf', 'cat']);

    expect((await put(alice, bear.id, { pin: true, sort_order: 9 })).statusCode).toBe(200);
    expect(await order()).toEqual(['mastiff', 'brown-bear', 'wolf', 'cat']);
    expect((await put(alice, mastiff.id, { sort_order: 10 })).statusCode).toBe(200);
    expect(await order()).toEqual(['brown-bear', 'mastiff', 'wolf', 'cat']);
  });

  it('adds a new beast after the last sort order, even after reordering', async () => {
    const { character, added } = await druidWith(['wolf', 'wildshape']);
    await put(alice, added[0]!.id, { sort_order: 41 });
    const next = await add(alice, character.id, { beast_id: 'cat', type: 'familiar' });
    expect(next.sort_order).toBe(42);
  });

  it('answers an empty list for a character without beasts', async () => {
    const { character } = await druidWith();
    expect(await list(alice, character.id)).toEqual([]);
  });
});

describe('changing beasts', () => {
  it('toggles the pin and changes notes, sort order and type', async () => {
    const { added } = await druidWith(['wolf', 'wildshape']);
    const id = added[0]!.id;
    clock.advance(1000);
    const pinned = await put(alice, id, { id, pin: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    const view = dataOf<CharacterBeast>(pinned);
    expect(view).toMatchObject({ id, pin: true, active: false });
    expect(view.updated_at > added[0]!.updated_at).toBe(true);
    expect(dataOf<CharacterBeast>(await put(alice, id, { pin: false })).pin).toBe(false);
    const changed = await put(alice, id, {
      notes: 'Grey muzzle',
      sort_order: 3,
      type: 'companion',
    });
    expect(dataOf<CharacterBeast>(changed)).toMatchObject({
      notes: 'Grey muzzle',
      sort_order: 3,
      type: 'companion',
      pin: false,
    });
  });

  it('activating one deactivates the other of its type, and only of its type', async () => {
    const { character, added } = await druidWith(
      ['wolf', 'wildshape'],
      ['brown-bear', 'wildshape'],
      ['mastiff', 'companion'],
    );
    const [wolf, bear, mastiff] = added as [CharacterBeast, CharacterBeast, CharacterBeast];
    expect(dataOf<CharacterBeast>(await put(alice, wolf.id, { active: true })).active).toBe(true);
    await put(alice, mastiff.id, { active: true });
    expect(activeOf(await list(alice, character.id))).toEqual([
      'wolf:wildshape',
      'mastiff:companion',
    ]);

    const bearActive = await put(alice, bear.id, { id: bear.id, active: true, pin: true });
    expect(bearActive.statusCode, bearActive.body).toBe(200);
    const listed = await list(alice, character.id);
    expect(activeOf(listed)).toEqual(['brown-bear:wildshape', 'mastiff:companion']);
    // The deactivated one changed too: a device comparing updated_at sees it.
    const wolfNow = listed.find((beast) => beast.id === wolf.id)!;
    expect(wolfNow.updated_at > wolf.updated_at).toBe(true);

    // Activating the active one again changes nothing else; deactivating leaves none.
    expect((await put(alice, bear.id, { active: true })).statusCode).toBe(200);
    expect(activeOf(await list(alice, character.id))).toEqual([
      'brown-bear:wildshape',
      'mastiff:companion',
    ]);
    expect((await put(alice, bear.id, { active: false })).statusCode).toBe(200);
    expect(activeOf(await list(alice, character.id))).toEqual(['mastiff:companion']);
  });

  it('retyping an active beast deactivates the active one of its new type', async () => {
    const { character, added } = await druidWith(['wolf', 'wildshape'], ['mastiff', 'companion']);
    const [wolf, mastiff] = added as [CharacterBeast, CharacterBeast];
    await put(alice, wolf.id, { active: true });
    await put(alice, mastiff.id, { active: true });
    const retyped = await put(alice, wolf.id, { type: 'companion' });
    expect(dataOf<CharacterBeast>(retyped)).toMatchObject({ type: 'companion', active: true });
    expect(activeOf(await list(alice, character.id))).toEqual(['wolf:companion']);
  });

  it('lets parallel activations of one type end with exactly one active', async () => {
    const { character, added } = await druidWith(
      ['wolf', 'wildshape'],
      ['brown-bear', 'wildshape'],
      ['giant-spider', 'wildshape'],
      ['dire-wolf', 'wildshape'],
      ['cat', 'familiar'],
    );
    const answers = await Promise.all(added.map((beast) => put(alice, beast.id, { active: true })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const listed = await list(alice, character.id);
    expect(listed.filter((beast) => beast.type === 'wildshape' && beast.active)).toHaveLength(1);
    expect(activeOf(listed)).toContain('cat:familiar');
  });

  it('refuses a body id naming another beast, an empty change and unknown fields', async () => {
    const { added } = await druidWith(['wolf', 'wildshape'], ['cat', 'familiar']);
    const [wolf, cat] = added as [CharacterBeast, CharacterBeast];
    const mismatched = await put(alice, wolf.id, { id: cat.id, active: true });
    expect(mismatched.statusCode).toBe(400);
    expect(errorOf(mismatched).details?.fields).toEqual([
      { path: 'body.id', message: 'Must be the id in the path' },
    ]);
    for (const payload of [
      {},
      { id: wolf.id },
      { type: 'pet' },
      { active: 'yes' },
      { sort_order: -1 },
      { sort_order: 1.5 },
      { beast_id: 'cat' },
    ]) {
      const refused = await put(alice, wolf.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION');
    }
    const unchanged = await list(alice, wolf.character_id);
    expect(unchanged.find((beast) => beast.id === wolf.id)).toEqual(wolf);
    expect(unchanged.find((beast) => beast.id === cat.id)?.active).toBe(false);
  });

  it('answers 404 for a beast that does not exist', async () => {
    const missing = await put(alice, 'no-such-beast', { pin: true });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ code: 'NOT_FOUND', message: 'Beast not found' });
  });
});

describe('removing beasts', () => {
  it('deletes one beast, then answers 404 for it', async () => {
    const { character, added } = await druidWith(['wolf', 'wildshape'], ['cat', 'familiar']);
    const [wolf, cat] = added as [CharacterBeast, CharacterBeast];
    const deleted = await call('DELETE', `/api/character-beasts/${wolf.id}`, alice);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(dataOf(deleted)).toEqual({ id: wolf.id });
    expect((await list(alice, character.id)).map((beast) => beast.id)).toEqual([cat.id]);
    const again = await call('DELETE', `/api/character-beasts/${wolf.id}`, alice);
    expect(again.statusCode).toBe(404);
    expect((await put(alice, wolf.id, { pin: true })).statusCode).toBe(404);
  });

  it('frees the type: another can be the active wild shape after the active one is deleted', async () => {
    const { character, added } = await druidWith(['wolf', 'wildshape'], ['cat', 'wildshape']);
    const [wolf, cat] = added as [CharacterBeast, CharacterBeast];
    await put(alice, wolf.id, { active: true });
    await call('DELETE', `/api/character-beasts/${wolf.id}`, alice);
    await put(alice, cat.id, { active: true });
    expect(activeOf(await list(alice, character.id))).toEqual(['cat:wildshape']);
    // The same beast and type can be added again once removed.
    await add(alice, character.id, { beast_id: 'wolf', type: 'wildshape' });
  });

  it('goes with its character', async () => {
    const { character, added } = await druidWith(['wolf', 'wildshape']);
    await call('POST', `/api/characters/${character.id}`, alice, { active: false });
    const gone = await call('DELETE', `/api/characters/${character.id}`, alice);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await put(alice, added[0]!.id, { pin: true })).statusCode).toBe(404);
    expect((await call('GET', `/api/character-beasts/${character.id}`, alice)).statusCode).toBe(
      404,
    );
  });
});
