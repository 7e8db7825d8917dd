import type { FastifyInstance } from 'fastify';

import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, Inventory, InventoryItem } from '@hearth/contract';
import { ABILITY_METHODS, suggestedDraft } from '@hearth/rules';

import { bearer, json } from '../../test/accounts.ts';

const catalogue = rulesCatalogueOf(loadCatalogue());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

/** Calls the API as the user of `token`, JSON in, with extra headers (an Idempotency-Key…). */
export function caller(app: () => FastifyInstance) {
  return (method: Method, url: string, token: string, payload?: object, headers = {}) =>
    app().inject({
      method,
      url,
      headers: { ...bearer(token), ...(payload ? json : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
}

/** The `data` of a successful answer. */
export function dataOf<T>(response: { json: <R>() => R }): T {
  return response.json<{ data: T }>().data;
}

/**
 * A level 1 fighter with starting gear (its pack inside a backpack), two spell scrolls and an
 * empty backpack in its body inventory; `item(id)` finds a stack of it there by catalogue id,
 * a loose one holding nothing when there is one.
 */
export async function createFighter(app: () => FastifyInstance, token: string, name = 'Brienne') {
  const call = caller(app);
  const draft = suggestedDraft(catalogue, {
    classId: 'fighter',
    backgroundId: 'soldier',
    speciesId: 'human',
    method: ABILITY_METHODS.pointBuy,
    name,
  });
  const created = await call('POST', '/api/characters', token, {
    name,
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'fighter', level: 1 }],
    attributes: draft.attributes,
    options: draft.options,
    hp: draft.hp,
    presets: draft.presets,
    items: [
      { item_id: 'spell-scroll', quantity: 2 },
      { item_id: 'backpack', quantity: 1 },
    ],
    settings: { abilityType: 1 },
  });
  const character = dataOf<Character>(created);
  const [inventory] = dataOf<Inventory[]>(
    await call('GET', `/api/inventory/${character.id}`, token),
  );
  // Its kit's pack came packed in a backpack; the backpack sent apart is loose and empty.
  const holdsSomething = (stack: InventoryItem) =>
    inventory!.items.some((entry) => entry.container_id === stack.id);
  const item = (id: string): InventoryItem => {
    const stacks = inventory!.items.filter((entry) => entry.item_id === id);
    const found =
      stacks.find((stack) => stack.container_id === null && !holdsSomething(stack)) ?? stacks[0];
    if (!found) throw new Error(`the fighter has no ${id}`);
    return found;
  };
  return { character, inventory: inventory!, item };
}

/** Every inventory of a character, with its items, as the API lists them. */
export async function inventoriesOf(
  app: () => FastifyInstance,
  token: string,
  characterId: string,
): Promise<Inventory[]> {
  return dataOf<Inventory[]>(await caller(app)('GET', `/api/inventory/${characterId}`, token));
}
