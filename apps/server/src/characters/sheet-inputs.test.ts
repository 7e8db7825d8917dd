import { beforeAll, describe, expect, it } from 'vitest';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json, signUp } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { charactersRepository } from './characters-repository.ts';
import { findSheetInputs } from './sheet-inputs.ts';

// The sheet reads the record and its carried stacks in one query (issue 16): it must answer
// exactly what the two reads it replaces answer, stack for stack and value for value.

const ctx = useTestApp();
let token: string;
let character: Character;

async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload ? json : {}) },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: T }>().data;
}

const byId = <T extends { id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'sheet-inputs@example.com');
  const draft = suggestedDraft(rulesCatalogueOf(loadCatalogue()), {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name: 'Sandor',
  });
  // Starting packs put stacks in containers; the custom item has a fractional weight; the
  // mount's saddlebags are not carried.
  character = await ok<Character>('POST', '/api/characters', {
    name: draft.name,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    items: [{ item_id: 'rope', quantity: 2 }],
  });
  const [body] = await ok<{ id: string }[]>('GET', `/api/inventory/${character.id}`);
  await ok('POST', '/api/inventory/add-custom-item', {
    name: 'Lucky pebble',
    weight: 0.1,
    inventory_id: body!.id,
  });
  const saddlebags = await ok<{ id: string }>('POST', `/api/inventory/${character.id}`, {
    name: 'Saddlebags',
    type: 'mount',
  });
  await ok('POST', `/api/inventory/${saddlebags.id}/items`, { itemId: 'antitoxin' });
});

describe('the sheet inputs', () => {
  it('are the record and the carried stacks the two separate reads answer', async () => {
    const db = ctx.app.database.db;
    const found = await findSheetInputs(db, character.id);
    expect(found!.row).toEqual(await charactersRepository.find(db, character.id));
    const carried = await charactersRepository.carriedItems(db, character.id);
    expect(carried.some((item) => item.containerId !== null)).toBe(true);
    expect(carried.some((item) => item.customWeight === 0.1)).toBe(true);
    expect(carried.some((item) => item.itemId === 'antitoxin')).toBe(false);
    expect(byId(found!.carried)).toEqual(byId(carried));
  });

  it('are nothing for a character that does not exist', async () => {
    expect(await findSheetInputs(ctx.app.database.db, 'no-such-character')).toBeNull();
  });
});
