import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CreateCharacterBody } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// The server refuses what the app would not offer, each refusal naming the field and the
// reason in words (the rules' key and parameters beside the English message).
const ctx = useTestApp();
const catalogue = rulesCatalogueOf(loadCatalogue());
const INVOCATIONS = 'warlock-eldritch-invocations-invocations-1';

let token: string;

interface Refusal {
  data: {
    code: string;
    details: {
      fields: { path: string; message: string; key: string; params?: object }[];
    };
  };
}

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...json }, payload });

/** A level-1 warlock (human sage) from the wizard's own proposal: STR 8, CHA 15 + 2. */
async function createWarlock(): Promise<Character> {
  const draft = suggestedDraft(catalogue, {
    classId: 'warlock',
    backgroundId: 'sage',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Vex',
  });
  const body: CreateCharacterBody = {
    name: draft.name,
    specie: 'human',
    background: 'sage',
    classes: [{ id: 'warlock', level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    items: [],
    settings: { abilityType: ABILITY_METHODS.pointBuy },
  };
  const response = await post('/api/characters', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Character }>().data;
}

const invocation = (id: string) => ({ id, path: `${INVOCATIONS}-${id}`, choice: INVOCATIONS });

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'warlock@example.com');
});

describe('prerequisites the server holds to', () => {
  it('refuses Lifedrinker at Warlock 1, saying which level and which pact it needs', async () => {
    const warlock = await createWarlock();
    const refused = await post(`/api/characters/${warlock.id}`, {
      features: [invocation('lifedrinker')],
    });
    expect(refused.statusCode).toBe(400);
    const { code, details } = refused.json<Refusal>().data;
    expect(code).toBe('VALIDATION');
    expect(details.fields).toEqual([
      {
        path: `body.options.${INVOCATIONS}`,
        message: 'Lifedrinker: Needs Warlock level 9',
        key: 'feat.class-level',
        params: { feat: 'lifedrinker', class: 'warlock', level: 9 },
      },
      {
        path: `body.options.${INVOCATIONS}`,
        message: 'Lifedrinker: Needs Pact of the Blade',
        key: 'feat.feature',
        params: { feat: 'lifedrinker', feature: 'pact-of-the-blade' },
      },
    ]);
  });

  it('lets a level-9 Warlock with Pact of the Blade take Lifedrinker', async () => {
    const warlock = await createWarlock();
    const raised = await post(`/api/characters/${warlock.id}`, {
      classes: [{ id: 'warlock', level: 9, hit_dice: 0 }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const taken = await post(`/api/characters/${warlock.id}`, {
      features: [invocation('pact-of-the-blade'), invocation('lifedrinker')],
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('refuses multiclassing into Barbarian with STR 8, naming the class and the score', async () => {
    const warlock = await createWarlock();
    expect(warlock.attributes.str).toBe(8);
    const refused = await post(`/api/characters/${warlock.id}`, {
      classes: [
        { id: 'warlock', level: 1, hit_dice: 0 },
        { id: 'barbarian', level: 1, hit_dice: 0 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Refusal>().data.details.fields).toEqual([
      {
        path: 'body.classes.1.id',
        message: 'Barbarian needs Strength 13 or more to multiclass',
        key: 'multiclass.ability',
        params: { class: 'barbarian', abilities: 'str', min: 13 },
      },
    ]);
  });

  it('refuses an epic boon taken from the feats page at level 1', async () => {
    const warlock = await createWarlock();
    const refused = await post(`/api/characters/${warlock.id}`, {
      features: [{ id: 'boon-of-fate', path: 'feat-boon-of-fate' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Refusal>().data.details.fields).toEqual([
      expect.objectContaining({
        path: 'body.features.feat-boon-of-fate',
        message: 'Boon of Fate: Needs level 19',
      }),
    ]);
  });
});
