import type { APIRequestContext } from '@playwright/test';

/** The character fields the API answers with that the tests read. */
export interface CreatedCharacter {
  id: string;
  name: string;
  version: number;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A human wizard (Sage) made through the API with the wizard's own proposal (point buy:
 * INT 15 + 2, DEX 15, CON 15 + 1) and its starting equipment (or the `presets` given), then
 * raised to `level` with average hit points.
 */
export async function createWizard(
  request: APIRequestContext,
  token: string,
  name: string,
  level: number,
  presets: readonly string[] = ['wizard-a', 'sage-a'],
): Promise<CreatedCharacter> {
  const created = await request.post('/api/characters', {
    headers: auth(token),
    data: {
      name,
      specie: 'human',
      background: 'sage',
      classes: [{ id: 'wizard', level: 1 }],
      attributes: { str: 8, dex: 15, con: 15, int: 15, wis: 8, cha: 8 },
      options: {
        lang: ['elvish', 'draconic'],
        'wizard-skills': ['arcana', 'history'],
        'sage-bonus': ['int', 'int', 'con'],
        'human-size': ['2'],
      },
      hp: { current: 9, max: 9, max_mod: 0, temp: 0 },
      presets,
      settings: { abilityType: 1 },
    },
  });
  if (created.status() !== 201)
    throw new Error(`create: ${created.status()} ${await created.text()}`);
  const character = ((await created.json()) as { data: CreatedCharacter }).data;
  if (level === 1) return character;
  // d6 hit dice: 6 at level 1, then 4 a level; CON 16 adds 3 a level.
  const hp = 6 + 4 * (level - 1) + 3 * level;
  const raised = await request.post(`/api/characters/${character.id}`, {
    headers: auth(token),
    data: {
      classes: [{ id: 'wizard', level, hit_dice: 0 }],
      hp: { current: hp, max: hp, max_mod: 0, temp: 0 },
    },
  });
  if (raised.status() !== 200)
    throw new Error(`level up: ${raised.status()} ${await raised.text()}`);
  return ((await raised.json()) as { data: CreatedCharacter }).data;
}

/** A custom item put straight into an inventory (set-up for tests of what is done with it). */
export async function addCustomItem(
  request: APIRequestContext,
  token: string,
  item: { name: string; inventory_id: string; weight?: number; attunement?: boolean },
): Promise<void> {
  const created = await request.post('/api/inventory/add-custom-item', {
    headers: auth(token),
    data: item,
  });
  if (created.status() !== 201)
    throw new Error(`custom item: ${created.status()} ${await created.text()}`);
}

/** The id of the character's first inventory (its body: what it wears and carries). */
/** Puts so many of a catalogue item into an inventory, as the items page would. */
export async function addCatalogueItem(
  request: APIRequestContext,
  token: string,
  inventoryId: string,
  item: { itemId: string; quantity?: number },
): Promise<void> {
  const added = await request.post(`/api/inventory/${inventoryId}/items`, {
    headers: auth(token),
    data: item,
  });
  if (added.status() !== 201) throw new Error(`add item: ${added.status()} ${await added.text()}`);
}

export async function bodyInventoryId(
  request: APIRequestContext,
  token: string,
  characterId: string,
): Promise<string> {
  const answer = await request.get(`/api/inventory/${characterId}`, { headers: auth(token) });
  const [body] = ((await answer.json()) as { data: { id: string }[] }).data;
  if (!body) throw new Error('the character has no inventory');
  return body.id;
}
