import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterSheet, CreateCharacterBody } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

/**
 * Correcting a character after creation (issue 14: the origin screen): the species, background
 * and base scores go through the ordinary update, which checks them as the wizard does.
 */
const ctx = useTestApp();
const catalogue = rulesCatalogueOf(loadCatalogue());

let token: string;

type FieldErrors = { data: { details: { fields: { path: string; message: string }[] } } };

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...json }, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A point-buy human soldier fighter: STR 15 + 2, DEX 15 + 1, CON 15. */
async function createFighter(): Promise<Character> {
  const draft = suggestedDraft(catalogue, {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Brienne',
  });
  const body: CreateCharacterBody = {
    name: draft.name,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    settings: { abilityType: ABILITY_METHODS.pointBuy },
  };
  const response = await post('/api/characters', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Character }>().data;
}

async function stored(id: string): Promise<Character> {
  return (await get(`/api/characters/${id}`)).json<{ data: Character }>().data;
}

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'origin@example.com');
});

describe('correcting the origin after creation', () => {
  it('refuses point-buy scores over the budget, in words, and saves nothing', async () => {
    const fighter = await createFighter();
    expect(fighter.attributes).toEqual({ str: 15, dex: 15, con: 15, int: 8, wis: 8, cha: 8 });
    const refused = await post(`/api/characters/${fighter.id}`, {
      attributes: { ...fighter.attributes, wis: 12 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrors>().data.details.fields).toEqual([
      expect.objectContaining({ path: 'body.attributes', message: '4 points over the budget' }),
    ]);
    expect(await stored(fighter.id)).toEqual(fighter);
  });

  it('takes the same scores under custom entry, the method saved with them', async () => {
    const fighter = await createFighter();
    const attributes = { ...fighter.attributes, wis: 12 };
    const saved = await post(`/api/characters/${fighter.id}`, {
      attributes,
      settings: { ...fighter.settings, abilityType: ABILITY_METHODS.custom },
      options: { ...fighter.options, 'ability-type': ['2'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Character }>().data).toMatchObject({
      attributes,
      settings: { abilityType: 2 },
    });
  });

  it('refuses a standard-array character scores that are not the array', async () => {
    const fighter = await createFighter();
    const switched = await post(`/api/characters/${fighter.id}`, {
      settings: { ...fighter.settings, abilityType: ABILITY_METHODS.array },
    });
    expect(switched.statusCode).toBe(400);
    expect(switched.json<FieldErrors>().data.details.fields).toEqual([
      expect.objectContaining({
        path: 'body.attributes',
        message: 'Use each of 15, 14, 13, 12, 10, 8 once',
      }),
    ]);
  });

  it('changes the background with its new increase; the sheet follows', async () => {
    const fighter = await createFighter();
    const { 'soldier-bonus': _bonus, 'soldier-tool': _tool, ...options } = fighter.options;
    const saved = await post(`/api/characters/${fighter.id}`, {
      background: 'sage',
      options: { ...options, 'sage-bonus': ['con', 'con', 'wis'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sheet = (await get(`/api/characters/${fighter.id}/sheet`)).json<{
      data: CharacterSheet;
    }>().data;
    expect(sheet).toMatchObject({
      abilities: { str: { score: { value: 15 } }, con: { score: { value: 17 } } },
      skills: { arcana: { proficiency: 1 }, intimidation: { proficiency: 0 } },
    });
  });

  it('refuses an increase the new background does not offer, and an unknown species', async () => {
    const fighter = await createFighter();
    const refused = await post(`/api/characters/${fighter.id}`, {
      background: 'sage',
      options: { ...fighter.options, 'sage-bonus': ['str', 'str', 'wis'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrors>().data.details.fields).toContainEqual(
      expect.objectContaining({
        path: 'body.options.sage-bonus',
        message: 'The background does not raise this ability',
      }),
    );
    const unknown = await post(`/api/characters/${fighter.id}`, { specie: 'martian' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<FieldErrors>().data.details.fields).toEqual([
      expect.objectContaining({ path: 'body.specie', message: 'Unknown species "martian"' }),
    ]);
    expect(await stored(fighter.id)).toEqual(fighter);
  });
});
