import { beforeAll, describe, expect, it } from 'vitest';

import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { changesOf, syncKit } from './sync-test-kit.ts';

// Issue 19: two devices edit one character offline; each update says what it was based on and
// the server merges field by field, keeping what it overwrote in the history.

const ctx = useTestApp();
const { create, update, updated, read, history } = syncKit(() => ctx.app);
let alice: string;

const PHONE = { id: 'device-phone', label: 'Chrome on Android' };
const TABLET = { id: 'device-tablet', label: 'Safari on iPad' };

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'merge@example.com');
});

describe('updates based on the same copy', () => {
  it('count both devices’ damage', async () => {
    const hero = await create(alice);
    const base = { hp: hero.hp };
    const start = hero.hp.current;
    await updated(alice, hero.id, { hp: { ...hero.hp, current: start - 5 }, base }, 'dmg-5');
    const answer = await updated(alice, hero.id, {
      hp: { ...hero.hp, current: start - 3 },
      base,
      device: TABLET,
    });
    expect(answer.hp.current).toBe(start - 8);
    expect((await read(alice, hero.id)).hp.current).toBe(start - 8);
    expect(changesOf(await history(alice, hero.id))).toEqual([
      { field: 'hp', path: ['current'], old: start - 5, new: start - 8, conflict: false },
      { field: 'hp', path: ['current'], old: start, new: start - 5, conflict: false },
    ]);
  });

  it('keep the conditions either device added and drop those either removed', async () => {
    const hero = await updated(alice, (await create(alice)).id, { conditions: ['blinded'] });
    const base = { conditions: ['blinded'] };
    await updated(alice, hero.id, { conditions: ['blinded', 'poisoned'], base, device: PHONE });
    const answer = await updated(alice, hero.id, { conditions: ['prone'], base, device: TABLET });
    expect([...answer.conditions].sort()).toEqual(['poisoned', 'prone']);
  });

  it('let the later name win, the overwritten one kept in the history as a conflict', async () => {
    const hero = await create(alice);
    const base = { name: hero.name };
    await updated(alice, hero.id, { name: 'Ser Brienne', base, device: PHONE });
    const answer = await updated(alice, hero.id, { name: 'Lady Brienne', base, device: TABLET });
    expect(answer.name).toBe('Lady Brienne');
    const [latest, earlier] = await history(alice, hero.id);
    expect(latest).toMatchObject({
      field: 'name',
      path: [],
      old: 'Ser Brienne',
      new: 'Lady Brienne',
      conflict: true,
      device_id: TABLET.id,
      device_label: TABLET.label,
      version: answer.version,
      user_id: hero.user_id,
    });
    expect(Date.parse(latest!.at)).not.toBeNaN();
    expect(earlier).toMatchObject({
      old: 'Brienne',
      new: 'Ser Brienne',
      conflict: false,
      device_id: PHONE.id,
    });
  });

  it('merge spells spell by spell', async () => {
    const wizard = await create(alice, 'wizard', 'Merla');
    const base = { spells: wizard.spells };
    await updated(alice, wizard.id, {
      spells: { ...wizard.spells, 'magic-missile': { prepared: true } },
      base,
    });
    const answer = await updated(alice, wizard.id, {
      spells: { ...wizard.spells, shield: { prepared: true, favorite: true } },
      base,
    });
    expect(answer.spells).toMatchObject({
      'magic-missile': { prepared: true },
      shield: { prepared: true, favorite: true },
    });
    const [latest] = await history(alice, wizard.id);
    expect(latest).toMatchObject({ field: 'spells', path: ['shield'], old: null });
  });

  it('refuse a merged result that breaks a rule, with field errors, saving nothing', async () => {
    const wizard = await create(alice, 'wizard', 'Merla');
    const base = { spell_slots: wizard.spell_slots };
    // A level 1 wizard has two 1st-level slots: one device spent one, the other both.
    await updated(alice, wizard.id, { spell_slots: [[1], []], base });
    const refused = await update(alice, wizard.id, { spell_slots: [[2], []], base });
    expect(refused.statusCode).toBe(400);
    const error = refused.json<{
      data: { code: string; details: { fields: { path: string }[] } };
    }>().data;
    expect(error.code).toBe('VALIDATION');
    expect(error.details.fields).toEqual([
      expect.objectContaining({ path: 'body.spell_slots.0.0' }),
    ]);
    expect((await read(alice, wizard.id)).spell_slots).toEqual([[1], []]);
    expect(await history(alice, wizard.id)).toHaveLength(1);
  });

  it('replace the fields that have no base value, as before', async () => {
    const hero = await create(alice);
    await updated(alice, hero.id, { name: 'Elsewhere' });
    const answer = await updated(alice, hero.id, {
      name: 'Here',
      hp: { ...hero.hp, temp: 3 },
      base: { hp: hero.hp },
    });
    expect(answer).toMatchObject({ name: 'Here', hp: { temp: 3 } });
    const written = (await history(alice, hero.id)).filter((entry) => entry.version === 3);
    expect(changesOf(written)).toEqual([
      { field: 'hp', path: ['temp'], old: 0, new: 3, conflict: false },
      { field: 'name', path: [], old: 'Elsewhere', new: 'Here', conflict: false },
    ]);
  });
});

describe('a replayed update (the outbox’s retry)', () => {
  it('applies once and adds no history', async () => {
    const hero = await create(alice);
    const body = { hp: { ...hero.hp, current: hero.hp.current - 2 }, base: { hp: hero.hp } };
    const first = await updated(alice, hero.id, body, 'replay-once');
    const entries = await history(alice, hero.id);
    const again = await update(alice, hero.id, body, 'replay-once');
    expect(again.json()).toEqual({ data: first });
    expect((await read(alice, hero.id)).hp.current).toBe(hero.hp.current - 2);
    expect(await history(alice, hero.id)).toEqual(entries);
  });
});

describe('a malformed base', () => {
  it.each([
    ['a counter of the wrong type', { hp: { current: 'lots', max: 1, max_mod: 0, temp: 0 } }],
    ['a field that is not one', { strength: 3 }],
    ['a set of numbers', { conditions: [1, 2] }],
  ])('is refused with field errors: %s', async (_what, base) => {
    const hero = await create(alice);
    const response = await update(alice, hero.id, {
      hp: hero.hp,
      conditions: [],
      base: base as never,
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<{
      data: { code: string; details: { fields: { path: string }[] } };
    }>().data;
    expect(error.code).toBe('VALIDATION');
    expect(error.details.fields.length).toBeGreaterThan(0);
    expect(error.details.fields.every((field) => field.path.startsWith('body.base'))).toBe(true);
    expect(await read(alice, hero.id)).toEqual(hero);
  });

  it('is refused with a bad device too', async () => {
    const hero = await create(alice);
    const response = await update(alice, hero.id, {
      name: 'X',
      device: { id: '', label: 'x'.repeat(61) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('live changes without a base (the one-statement path)', () => {
  it('record the same history as a merged update does, with the device', async () => {
    const [fast, merged] = [await create(alice), await create(alice)];
    const change = {
      hp: { ...fast.hp, current: fast.hp.current - 4, temp: 2 },
      saving_death: { failures: 1, successes: 0 },
      conditions: ['prone'],
      name: 'Renamed',
      active: false,
    };
    await updated(alice, fast.id, { ...change, device: PHONE });
    const { id: _id, version: _v, updated_at: _at, user_id: _u, ...copy } = merged;
    await updated(alice, merged.id, { ...change, base: copy, device: PHONE });
    const sorted = (entries: Awaited<ReturnType<typeof history>>) =>
      changesOf(entries).sort((a, b) =>
        `${a.field}${a.path.join()}`.localeCompare(`${b.field}${b.path.join()}`),
      );
    const fastHistory = await history(alice, fast.id);
    expect(sorted(fastHistory)).toEqual(sorted(await history(alice, merged.id)));
    expect(sorted(fastHistory)).toEqual([
      { field: 'active', path: [], old: true, new: false, conflict: false },
      { field: 'conditions', path: [], old: [], new: ['prone'], conflict: false },
      {
        field: 'hp',
        path: ['current'],
        old: fast.hp.current,
        new: fast.hp.current - 4,
        conflict: false,
      },
      { field: 'hp', path: ['temp'], old: 0, new: 2, conflict: false },
      { field: 'name', path: [], old: 'Brienne', new: 'Renamed', conflict: false },
      { field: 'saving_death', path: ['failures'], old: 0, new: 1, conflict: false },
    ]);
    expect(fastHistory.every((entry) => entry.device_id === PHONE.id)).toBe(true);
    expect(fastHistory.every((entry) => entry.version === 2)).toBe(true);
  });

  it('record nothing for values sent unchanged, yet count the write', async () => {
    const hero = await create(alice);
    const answer = await updated(alice, hero.id, { hp: hero.hp });
    expect(answer.version).toBe(2);
    expect(await history(alice, hero.id)).toEqual([]);
  });
});
