import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Preset as PresetEntry } from '@hearth/content';
import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterSheet, CreateCharacterBody } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { characters, idempotencyKeys, inventories, inventoryItems } from '../../db/schema/index.ts';
import { TRINKETS } from '../../generators/trinkets.ts';
import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const ctx = useTestApp();
const catalogue = rulesCatalogueOf(loadCatalogue());

let alice: string;
let bob: string;
let aliceId: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object, headers = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? json : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** The wizard's own proposal for a class, background and species, as the creation form. */
function form(
  classId = 'fighter',
  backgroundId = 'soldier',
  speciesId = 'human',
): CreateCharacterBody {
  const draft = suggestedDraft(catalogue, {
    classId,
    backgroundId,
    speciesId,
    method: ABILITY_METHODS.pointBuy,
    name: 'Brienne',
  });
  return {
    name: draft.name,
    specie: speciesId,
    background: backgroundId,
    classes: [{ id: classId, level: 1 }],
    attributes: draft.attributes,
    options: { ...draft.options, lang: ['elvish'] },
    hp: draft.hp,
    presets: draft.presets,
    items: [{ item_id: 'torch', quantity: 2 }],
    settings: { abilityType: ABILITY_METHODS.pointBuy },
  };
}

async function create(token: string, body = form()): Promise<Character> {
  const response = await call('POST', '/api/characters', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Character }>().data;
}

beforeAll(async () => {
  alice = await signUp(ctx.app, ctx.config, 'alice@example.com');
  bob = await signUp(ctx.app, ctx.config, 'bob@example.com');
  const me = await call('GET', '/api/auth/user', alice);
  aliceId = me.json<{ data: { id: string } }>().data.id;
});

describe('creating a character', () => {
  it('stores the form and turns the presets and items into the starting inventory', async () => {
    const created = await create(alice);
    expect(created).toMatchObject({
      name: 'Brienne',
      user_id: aliceId,
      active: true,
      specie: 'human',
      background: 'soldier',
      classes: [{ id: 'fighter', level: 1, hit_dice: 0 }],
      version: 1,
      settings: { abilityType: 1 },
    });
    expect(created.options.lang).toEqual(['elvish']);
    const db = ctx.database.connection.db;
    const [inventory] = await db
      .select()
      .from(inventories)
      .where(eq(inventories.characterId, created.id));
    expect(inventory).toMatchObject({ type: 'body', name: 'Equipment' });
    const items = await db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.inventoryId, inventory!.id));
    const byId: Record<string, number> = {};
    for (const item of items) byId[item.itemId!] = (byId[item.itemId!] ?? 0) + item.quantity;
    // Fighter option A (chain mail, greatsword, 10 torches…) plus the two torches sent.
    expect(byId).toMatchObject({ 'chain-mail': 1, greatsword: 1, torch: 12 });
    // Its Dungeoneer's Pack comes packed: the pack's gear inside the backpack, the rest beside it.
    const backpack = items.find((item) => item.itemId === 'backpack')!;
    expect(backpack.containerId).toBeNull();
    const packed = items.filter((item) => item.containerId === backpack.id);
    const pack = (loadCatalogue().presets.entries as PresetEntry[]).find(
      (preset) => preset.id === 'dungeoneers-pack',
    )!;
    expect(packed.map((item) => [item.itemId, item.quantity]).sort()).toEqual(
      pack.items
        .filter((line) => line.item_id !== 'backpack')
        .map((line) => [line.item_id, line.quantity])
        .sort(),
    );
    expect(packed.some((item) => item.equipped)).toBe(false);
    const looseTorches = items.filter((item) => item.itemId === 'torch' && !item.containerId);
    expect(looseTorches.map((item) => item.quantity)).toEqual([2]);
    // The chosen presets' gold arrives as that many gold pieces.
    expect(byId['gold-piece']).toBe(
      (loadCatalogue().presets.entries as { id: string; gold?: number }[])
        .filter((preset) => form().presets?.includes(preset.id))
        .reduce((sum, preset) => sum + (preset.gold ?? 0), 0),
    );
    // The armor is worn and the weapons (the Soldier's too) are in hand from the start.
    const equipped = items.filter((item) => item.equipped).map((item) => item.itemId);
    expect(equipped.sort()).toEqual([
      'chain-mail',
      'flail',
      'greatsword',
      'javelin',
      'shortbow',
      'spear',
    ]);
    const listed = await call('GET', `/api/inventory/${created.id}`, alice);
    expect(listed.statusCode).toBe(200);
    const [body] = listed.json<{
      data: { type: string; items: { item_id: string; custom: boolean }[] }[];
    }>().data;
    expect(body?.type).toBe('body');
    expect(body?.items.map((item) => item.item_id)).toEqual(
      expect.arrayContaining(['chain-mail', 'torch']),
    );
    expect((await call('GET', `/api/inventory/${created.id}`, bob)).statusCode).toBe(404);
  });

  it('refuses a form the wizard would not let through, field by field', async () => {
    const bad = form();
    bad.attributes = { ...bad.attributes, cha: 7 };
    bad.options = {
      ...bad.options,
      'fighter-skills': ['athletics'],
      lang: ['elvish', 'dwarvish', 'giant'],
    };
    bad.presets = ['wizard-a'];
    const response = await call('POST', '/api/characters', alice, bad);
    expect(response.statusCode).toBe(400);
    const fields = response.json<{
      data: { code: string; details: { fields: { path: string; key: string }[] } };
    }>().data;
    expect(fields.code).toBe('VALIDATION');
    expect(fields.details.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.options.fighter-skills', key: 'choice.incomplete' }),
        expect.objectContaining({ path: 'body.options.lang', key: 'languages.too-many' }),
        expect.objectContaining({ path: 'body.presets.class', key: 'wizard.equipment' }),
        expect.objectContaining({ path: 'body.attributes.cha', key: 'point-buy.range' }),
      ]),
    );
  });

  it('refuses unknown classes and items, and malformed bodies, without a 500', async () => {
    const unknown = { ...form(), classes: [{ id: 'necromancer', level: 1 }] };
    expect((await call('POST', '/api/characters', alice, unknown)).statusCode).toBe(400);
    const item = { ...form(), items: [{ item_id: 'sword-of-nowhere', quantity: 1 }] };
    const refused = await call('POST', '/api/characters', alice, item);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('body.items.0.item_id');
    // A magic item that is one of several kinds, or made over a base weapon, is added from the
    // inventory, where the kind and the base are chosen; the creation form has no room for them.
    const vorpal = { ...form(), items: [{ item_id: 'vorpal-sword', quantity: 1 }] };
    const choose = await call('POST', '/api/characters', alice, vorpal);
    expect(choose.statusCode).toBe(400);
    expect(choose.body).toContain('body.items.0.item_id');
    expect(choose.body).toContain('Vorpal Sword comes in several kinds or over a base item');
    const levelTwo = { ...form(), classes: [{ id: 'fighter', level: 2 }] };
    expect((await call('POST', '/api/characters', alice, levelTwo)).statusCode).toBe(400);
    expect((await call('POST', '/api/characters', alice, { name: 'x' })).statusCode).toBe(400);
  });

  it('applies a replayed creation once and answers it the same', async () => {
    const key = { 'idempotency-key': 'create-once-1' };
    const first = await call('POST', '/api/characters', alice, form(), key);
    const again = await call('POST', '/api/characters', alice, form(), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const id = first.json<{ data: Character }>().data.id;
    const rows = await ctx.database.connection.db
      .select()
      .from(characters)
      .where(eq(characters.id, id));
    expect(rows).toHaveLength(1);
    const [racing, raced] = await Promise.all([
      call('POST', '/api/characters', alice, form(), { 'idempotency-key': 'create-race' }),
      call('POST', '/api/characters', alice, form(), { 'idempotency-key': 'create-race' }),
    ]);
    expect(raced.json()).toEqual(racing.json());
    const other = await call('POST', '/api/characters', alice, { ...form(), name: 'Other' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ data: { code: string } }>().data.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('reading characters', () => {
  it('lists only one’s own, most recently updated first', async () => {
    const older = await create(alice, { ...form(), name: 'Older' });
    const newer = await create(alice, { ...form(), name: 'Newer' });
    await create(bob, { ...form(), name: 'Bob’s' });
    const list = await call('GET', `/api/characters/user/${aliceId}`, alice);
    expect(list.statusCode).toBe(200);
    const names = list.json<{ data: Character[] }>().data.map((c) => c.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(names).not.toContain('Bob’s');
    expect(names).toContain(older.name);
    expect(newer.user_id).toBe(aliceId);
    expect((await call('GET', `/api/characters/user/${aliceId}`, bob)).statusCode).toBe(403);
  });

  it('answers CHAR.NOT_FOUND for unknown ids and for other users’ characters alike', async () => {
    const mine = await create(alice);
    expect((await call('GET', `/api/characters/${mine.id}`, alice)).json()).toEqual({ data: mine });
    for (const [id, token] of [
      [mine.id, bob],
      ['no-such-character', alice],
    ] as const) {
      const response = await call('GET', `/api/characters/${id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ data: { code: string } }>().data.code).toBe('CHAR.NOT_FOUND');
      expect(response.body).not.toContain('Brienne');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/characters/${mine.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('updating a character', () => {
  it('replaces the fields sent, strips nulls and empty strings, moves version and updated_at', async () => {
    const mine = await create(alice);
    const response = await call('POST', `/api/characters/${mine.id}`, alice, {
      hp: { ...mine.hp, current: 5 },
      conditions: ['poisoned'],
      name: '',
      avatar: null,
      specie: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ data: Character }>().data;
    expect(updated).toMatchObject({
      name: 'Brienne',
      specie: 'human',
      conditions: ['poisoned'],
      version: 2,
    });
    expect(updated.hp.current).toBe(5);
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(mine.updated_at));
    const cleared = await call('POST', `/api/characters/${mine.id}`, alice, { conditions: [] });
    expect(cleared.json<{ data: Character }>().data.conditions).toEqual([]);
  });

  it('refuses what breaks a rule, with field errors, and saves nothing of it', async () => {
    const mine = await create(alice);
    const refused = await call('POST', `/api/characters/${mine.id}`, alice, {
      name: 'Renamed',
      hp: { ...mine.hp, current: mine.hp.max + 5 },
      options: { ...mine.options, lang: ['elvish', 'dwarvish', 'giant'] },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json<{
      data: { details: { fields: { path: string; message: string }[] } };
    }>().data.details.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.hp.current' }),
        expect.objectContaining({
          path: 'body.options.lang',
          message: 'Common and at most 2 more languages',
        }),
      ]),
    );
    const stored = (await call('GET', `/api/characters/${mine.id}`, alice)).json<{
      data: Character;
    }>().data;
    expect(stored).toEqual(mine);
  });

  it('saves hit points, death saves and conditions alone as the full update would, keeping the rest', async () => {
    const mine = await create(alice);
    const live = {
      hp: { ...mine.hp, current: 2, temp: 4 },
      saving_death: { failures: 1, successes: 2 },
      conditions: ['prone'],
    };
    const response = await call('POST', `/api/characters/${mine.id}`, alice, live);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<{ data: Character }>().data;
    expect(answered).toEqual({
      ...mine,
      ...live,
      version: 2,
      updated_at: answered.updated_at,
    });
    const stored = (await call('GET', `/api/characters/${mine.id}`, alice)).json<{
      data: Character;
    }>().data;
    expect(stored).toEqual(answered);
    // The same change through the full update (an Idempotency-Key runs it in a transaction).
    const other = await create(alice);
    const keyed = await call('POST', `/api/characters/${other.id}`, alice, live, {
      'idempotency-key': `live-${other.id}`,
    });
    const { id: _id, updated_at: _at, ...keyedRest } = keyed.json<{ data: Character }>().data;
    const { id: _id2, updated_at: _at2, ...answeredRest } = answered;
    expect(keyedRest).toEqual(answeredRest);
  });

  it('refuses hit points beyond the maximum sent alone, and a death-save count beyond 3', async () => {
    const mine = await create(alice);
    const over = await call('POST', `/api/characters/${mine.id}`, alice, {
      hp: { ...mine.hp, current: mine.hp.max + 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(
      over.json<{ data: { details: { fields: { path: string }[] } } }>().data.details.fields,
    ).toEqual([expect.objectContaining({ path: 'body.hp.current' })]);
    const saves = await call('POST', `/api/characters/${mine.id}`, alice, {
      saving_death: { failures: 4, successes: 0 },
    });
    expect(saves.statusCode).toBe(400);
    const stored = (await call('GET', `/api/characters/${mine.id}`, alice)).json<{
      data: Character;
    }>().data;
    expect(stored).toEqual(mine);
  });

  it('refuses out-of-range values and unknown fields at the schema', async () => {
    const mine = await create(alice);
    expect(
      (await call('POST', `/api/characters/${mine.id}`, alice, { ac_mod: 21 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/characters/${mine.id}`, alice, { user_id: 'someone' })).statusCode,
    ).toBe(400);
    const skills = await call('POST', `/api/characters/${mine.id}`, alice, {
      skills: { athletics: 3 },
    });
    expect(skills.statusCode).toBe(400);
  });

  it('lets only the owner change a character', async () => {
    const mine = await create(alice);
    const response = await call('POST', `/api/characters/${mine.id}`, bob, { name: 'Stolen' });
    expect(response.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/characters/${mine.id}`, alice)).json<{ data: Character }>().data
        .name,
    ).toBe('Brienne');
  });

  it('applies a replayed update once (the offline queue’s retry)', async () => {
    const mine = await create(alice);
    const key = { 'idempotency-key': `update-${mine.id}` };
    const body = { hp: { ...mine.hp, current: 3 } };
    const first = await call('POST', `/api/characters/${mine.id}`, alice, body, key);
    await call('POST', `/api/characters/${mine.id}`, alice, { name: 'Later edit' });
    const replay = await call('POST', `/api/characters/${mine.id}`, alice, body, key);
    expect(replay.json()).toEqual(first.json());
    const stored = (await call('GET', `/api/characters/${mine.id}`, alice)).json<{
      data: Character;
    }>().data;
    expect(stored).toMatchObject({ name: 'Later edit', version: 3 });
    const remembered = await ctx.database.connection.db.select().from(idempotencyKeys);
    expect(remembered.some((row) => row.key === key['idempotency-key'])).toBe(true);
    const malformed = await call('POST', `/api/characters/${mine.id}`, alice, body, {
      'idempotency-key': 'a b',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers when the catalogue is re-checked during a save, and a concurrent replay answers the same', async () => {
    const mine = await create(alice);
    // The live catalogue re-checks the database once a second: the save must not wait on itself.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const key = { 'idempotency-key': `race-${mine.id}` };
    const body = { conditions: ['prone'] };
    const [first, second] = await Promise.all([
      call('POST', `/api/characters/${mine.id}`, alice, body, key),
      call('POST', `/api/characters/${mine.id}`, alice, body, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const stored = (await call('GET', `/api/characters/${mine.id}`, alice)).json<{
      data: Character;
    }>().data;
    expect(stored.version).toBe(2);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('keeps concurrent updates of one character in order: none is lost', async () => {
    const mine = await create(alice);
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('POST', `/api/characters/${mine.id}`, alice, {
          resources: { [`prop-test-${index}`]: index },
        }),
      ),
    );
    const stored = (await call('GET', `/api/characters/${mine.id}`, alice)).json<{
      data: Character;
    }>().data;
    expect(stored.version).toBe(6);
  });
});

describe('hiding, showing and deleting', () => {
  it('deletes only a hidden character, with its inventory', async () => {
    const mine = await create(alice);
    const refused = await call('DELETE', `/api/characters/${mine.id}`, alice);
    expect(refused.statusCode).toBe(409);
    const hidden = await call('POST', `/api/characters/${mine.id}`, alice, { active: false });
    expect(hidden.json<{ data: Character }>().data.active).toBe(false);
    expect((await call('DELETE', `/api/characters/${mine.id}`, bob)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/characters/${mine.id}`, alice);
    expect(deleted.json()).toEqual({ data: { id: mine.id } });
    expect((await call('GET', `/api/characters/${mine.id}`, alice)).statusCode).toBe(404);
    const left = await ctx.database.connection.db
      .select()
      .from(inventories)
      .where(eq(inventories.characterId, mine.id));
    expect(left).toEqual([]);
  });

  it('shows a hidden character again', async () => {
    const mine = await create(alice);
    await call('POST', `/api/characters/${mine.id}`, alice, { active: false });
    const shown = await call('POST', `/api/characters/${mine.id}`, alice, { active: true });
    expect(shown.json<{ data: Character }>().data.active).toBe(true);
  });
});

describe('the derived sheet', () => {
  it('is what the rules derive for a level-5 wizard (worked SRD example)', async () => {
    const wizard = await create(alice, { ...form('wizard', 'sage', 'elf'), name: 'Merla' });
    const options = {
      ...wizard.options,
      'sage-bonus': ['int', 'int', 'con'],
      'wizard-skills': ['insight', 'investigation'],
      'wizard-scholar-scholar': ['arcana'],
      'wizard-asi-4-ability-increase': ['int', 'dex'],
    };
    const update = await call('POST', `/api/characters/${wizard.id}`, alice, {
      classes: [{ id: 'wizard', level: 5, hit_dice: 0 }],
      attributes: { str: 10, dex: 13, con: 14, int: 15, wis: 12, cha: 8 },
      hp: { current: 32, max: 32, max_mod: 0, temp: 0 },
      options,
      features: [
        { id: 'evoker', path: 'wizard-subclass', choice: 'wizard-subclass-subclass-3' },
        {
          id: 'ability-score-improvement',
          path: 'wizard-asi-4',
          choice: 'wizard-ability-score-improvement-feat-4',
        },
      ],
    });
    expect(update.statusCode, update.body).toBe(200);
    const response = await call('GET', `/api/characters/${wizard.id}/sheet`, alice);
    expect(response.statusCode).toBe(200);
    const sheet = response.json<{ data: CharacterSheet }>().data;
    expect(sheet).toMatchObject({
      level: 5,
      proficiencyBonus: 3,
      abilities: { int: { score: { value: 18 }, mod: 4, save: { value: 7 } } },
      spellSlots: [4, 3, 2],
      initiative: { value: 2 },
      hp: { current: 32, max: { value: 32 }, bloodied: false },
      deathSaves: { state: 'in-progress', shown: false },
      attacksPerAction: { value: 1 },
    });
    expect(sheet.spellcasting[0]).toMatchObject({
      classId: 'wizard',
      saveDc: { value: 15 },
      attackBonus: { value: 7 },
    });
    expect(sheet.skills.arcana).toMatchObject({ proficiency: 2, mod: { value: 10 } });
    // Where a skill's proficiency comes from reaches the API too.
    expect(sheet.skills.insight?.sources).toEqual([
      expect.objectContaining({ source: 'class:wizard', choice: 'wizard-skills' }),
    ]);
    expect(sheet.proficiencyBreakdown.value).toBe(3);
    expect(sheet.training.languages.map((language) => language.id)).toContain('common');
    // The starting quarterstaff from Wizard option A is carried, not equipped.
    expect(sheet.carry.weight).toBeGreaterThan(0);
    expect((await call('GET', `/api/characters/${wizard.id}/sheet`, bob)).statusCode).toBe(404);
  });

  it('sees the armor the character wears in its inventory', async () => {
    const fighter = await create(alice);
    const db = ctx.database.connection.db;
    const [inventory] = await db
      .select()
      .from(inventories)
      .where(eq(inventories.characterId, fighter.id));
    await db
      .update(inventoryItems)
      .set({ equipped: true })
      .where(eq(inventoryItems.inventoryId, inventory!.id));
    const sheet = (await call('GET', `/api/characters/${fighter.id}/sheet`, alice)).json<{
      data: CharacterSheet;
    }>().data;
    expect(sheet.ac.value).toBe(16); // chain mail
    expect(sheet.attacks.map((attack) => attack.itemId)).toEqual(
      expect.arrayContaining(['greatsword']),
    );
  });
});

describe('generators', () => {
  it('gives a name, from the species’ table when one is asked for', async () => {
    const any = await ctx.app.inject({ method: 'GET', url: '/api/gen/name' });
    expect(any.json<{ data: { name: string } }>().data.name).toMatch(/^\S+ \S+$/);
    const dwarf = await ctx.app.inject({ method: 'GET', url: '/api/gen/name?species=dwarf' });
    expect(dwarf.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/gen/name?species=Not%20A%20Slug' }))
        .statusCode,
    ).toBe(400);
  });

  it('gives a trinket from the SRD trinket table', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/gen/trinket' });
    expect(TRINKETS).toContain(response.json<{ data: { trinket: string } }>().data.trinket);
  });
});
