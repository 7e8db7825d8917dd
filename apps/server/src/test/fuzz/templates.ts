/** Ids of what the fuzzed account owns, so that crafted requests reach past the 404s. */
export interface FuzzFixture {
  userId: string;
  characterId: string;
  otherCharacterId: string;
  inventoryId: string;
  itemId: string;
  customItemId: string;
  presetId: string;
  presetItemId: string;
  uploadName: string;
}

const HIT_POINTS = { current: 12, max: 12, max_mod: 0, temp: 0 };
const ATTRIBUTES = { str: 15, dex: 14, con: 13, int: 12, wis: 10, cha: 8 };

/**
 * A well-formed body for each route that takes one (keyed `METHOD path` as Fastify lists it),
 * for the fuzzer to spoil one place of. Never the account's password: a fuzzed account
 * deletion must not succeed.
 */
export function bodyTemplates(ids: FuzzFixture): Record<string, unknown> {
  const inventory = '/api/inventory/:characterId|:id|:inventoryId';
  return {
    'POST /api/auth/register': { email: 'fuzz-new@example.com', password: 'correct horse' },
    'POST /api/auth/login': { email: 'fuzz@example.com', password: 'wrong password' },
    'POST /api/verify/resend': { email: 'fuzz@example.com' },
    'PUT /api/auth/user': {
      settings: { lang: 'en', sources: ['srd'], navanim: true, navtext: false },
    },
    'DELETE /api/auth/user': { password: 'not the password', confirm: 'nope' },
    'POST /api/campaigns/user': { name: 'Ada', avatar_color: '#a1b2c3', avatar_id: 'owl' },
    'POST /api/auth/google': { credential: 'not.a.jwt', code: 'x' },
    'POST /api/auth/telegram': { id: 1, first_name: 'Ada', auth_date: 1, hash: 'a'.repeat(64) },
    'POST /api/characters': {
      name: 'Fuzzed',
      specie: 'human',
      background: 'soldier',
      classes: [{ id: 'fighter', level: 1 }],
      attributes: ATTRIBUTES,
      options: { lang: ['elvish'], 'fighter-skills': ['athletics', 'perception'] },
      hp: HIT_POINTS,
      presets: [],
      items: [{ item_id: 'torch', quantity: 1 }],
      avatar: `/api/uploads/${ids.uploadName}`,
      settings: { abilityType: 1, menu: { magic: { show: true, order: 1 } } },
    },
    'POST /api/characters/:id': {
      name: 'Renamed',
      avatar: `/api/uploads/${ids.uploadName}`,
      classes: [{ id: 'fighter', level: 2, hit_dice: 1 }],
      attributes: ATTRIBUTES,
      skills: { athletics: 1 },
      features: [{ id: 'feat-x', path: 'fighter-1', choice: 'fighter-style', title: 'x' }],
      resources: { 'prop-exhaustion': 1 },
      options: { lang: ['elvish'] },
      spell_slots: [[0], []],
      spells: { 'fire-bolt': { prepared: true, class: 'wizard' } },
      hp: HIT_POINTS,
      saving_death: { failures: 0, successes: 1 },
      ac_mod: 1,
      conditions: ['prone'],
      resistances: ['fire'],
      settings: { theme: 'dark' },
      active: true,
    },
    [`POST ${inventory}`]: { name: 'Sack', type: 'backpack', capacity: 30 },
    [`PUT ${inventory}`]: { name: 'Bag', type: 'storage', capacity: null, opened: true },
    'PUT /api/inventory/item/:id': {
      quantity: 2,
      equipped: false,
      notes: 'wet',
      container_id: null,
      inventory_id: ids.inventoryId,
      item_data: { name: 'Torch' },
      options: { colour: 'red' },
      characterId: ids.characterId,
    },
    'PUT /api/inventory/item/:id/custom': { name: 'Rope', weight: 1, description: 'long' },
    [`POST ${inventory}/items`]: { itemId: 'torch', quantity: 1, containerId: null },
    [`POST ${inventory}/split`]: { quantity: 1, newQuantity: 1 },
    'POST /api/inventory/add-custom-item': {
      name: 'Lucky coin',
      weight: 0,
      value: 1,
      inventory_id: ids.inventoryId,
      quantity: 1,
    },
    'POST /api/inventory/give': {
      itemId: ids.itemId,
      characterId: ids.otherCharacterId,
      quantity: 1,
      fromCharacterId: ids.characterId,
    },
    'POST /api/presets': { name: 'Kit', description: 'd', items: [{ item_id: 'torch' }] },
    'PUT /api/presets/:id': { name: 'Kit 2', gold: 3 },
    'POST /api/presets/:id/items': { item_id: 'torch', quantity: 2 },
    'PUT /api/presets/items/:itemId': { quantity: 3 },
    'POST /api/presets/apply': { inventoryId: ids.inventoryId, presetId: ids.presetId },
    'POST /api/content': { store: 'items', entry: { id: 'fuzz', name: 'Fuzz' } },
  };
}

/** Every id the account owns, for path parameters. */
export const ownedIds = (ids: FuzzFixture): string[] => [
  ids.characterId,
  ids.otherCharacterId,
  ids.inventoryId,
  ids.itemId,
  ids.customItemId,
  ids.presetId,
  ids.presetItemId,
  ids.userId,
];
