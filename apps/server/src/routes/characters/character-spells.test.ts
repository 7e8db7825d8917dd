import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterSheet, CreateCharacterBody } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json, signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// A character's spells through HTTP: unknown ids are refused, choices the rules do not back are
// saved and flagged on the sheet.
const ctx = useTestApp();
const catalogue = rulesCatalogueOf(loadCatalogue());

let token: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? json : {}) },
    ...(payload ? { payload } : {}),
  });

async function createWizard(): Promise<Character> {
  const draft = suggestedDraft(catalogue, {
    classId: 'wizard',
    backgroundId: 'sage',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Merla',
  });
  const body: CreateCharacterBody = {
    name: draft.name,
    specie: 'human',
    background: 'sage',
    classes: [{ id: 'wizard', level: 1 }],
    attributes: draft.attributes,
    options: { ...draft.options, lang: ['elvish', 'draconic'] },
    hp: draft.hp,
    presets: draft.presets,
    items: [],
    settings: { abilityType: ABILITY_METHODS.pointBuy },
  };
  const response = await call('POST', '/api/characters', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Character }>().data;
}

interface Refusal {
  code: string;
  details: { fields: { path: string; key: string; message: string }[] };
}

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'merla@example.com');
});

describe("a character's spells", () => {
  it('refuses a spell id the catalogue does not know, naming it, and saves nothing', async () => {
    const wizard = await createWizard();
    const refused = await call('POST', `/api/characters/${wizard.id}`, {
      name: 'Merla the Bold',
      spells: { ...wizard.spells, 'magic-rocket': { prepared: true } },
    });
    expect(refused.statusCode).toBe(400);
    const error = refused.json<{ data: Refusal }>().data;
    expect(error.code).toBe('VALIDATION');
    expect(error.details.fields).toEqual([
      {
        path: 'body.spells.magic-rocket',
        key: 'spells.unknown',
        message: 'Unknown spell "magic-rocket"',
        params: { spell: 'magic-rocket' },
      },
    ]);
    const stored = (await call('GET', `/api/characters/${wizard.id}`)).json<{ data: Character }>()
      .data;
    expect(stored).toEqual(wizard);
  });

  it('saves a spell off the class list or above its slots, and flags it on the sheet', async () => {
    const wizard = await createWizard();
    const saved = await call('POST', `/api/characters/${wizard.id}`, {
      spells: {
        ...wizard.spells,
        'cure-wounds': { prepared: true },
        fireball: { prepared: true, book: true },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sheet = (await call('GET', `/api/characters/${wizard.id}/sheet`)).json<{
      data: CharacterSheet;
    }>().data;
    const flags = sheet.problems.filter((found) =>
      ['spells.cure-wounds', 'spells.fireball'].includes(found.path),
    );
    expect(flags).toHaveLength(2);
    expect(flags).toEqual(
      expect.arrayContaining([
        {
          path: 'spells.cure-wounds',
          key: 'spells.off-list',
          params: { spell: 'Cure Wounds', class: 'Wizard' },
          severity: 'warning',
        },
        {
          path: 'spells.fireball',
          key: 'spells.too-high',
          params: { spell: 'Fireball', level: 3, highest: 1 },
          severity: 'warning',
        },
      ]),
    );
  });
});
