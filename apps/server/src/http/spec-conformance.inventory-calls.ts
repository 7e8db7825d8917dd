import type { InventoryItem, Preset } from '@hearth/contract';

import { rule, testBeast } from '../test/catalogue-fixture.ts';
import type { ConformanceCall } from './spec-conformance.calls.ts';
import type { World } from './spec-conformance.world.ts';

/**
 * The built calls of spec platform §7 Inventory, Presets, Beasts and Rules (the content
 * writes) and character §7 (item update, transfer, split, inventory creation), as
 * {@link ConformanceCall}s: exactly the spec's payload, the set-up each needs, its answer.
 */

const ITEM = ['id', 'item_id', 'quantity', 'inventory_id', 'container_id', 'item_data'] as const;
const INVENTORY = ['id', 'name', 'type', 'capacity', 'items'] as const;
const PRESET = ['id', 'name', 'description', 'icon', 'class_id', 'background_id', 'items'] as const;
const PRESET_LINE = ['id', 'item_id', 'quantity'] as const;
const CONTENT_WRITE = ['store', 'id', 'version'] as const;

let entries = 0;
/** A catalogue id no other call of the run uses. */
const freshId = (kind: string) => `spec-${kind}-${(entries += 1)}`;

/** A stack of arrows (20 more than the fighter's own) loose in a new fighter's body inventory. */
async function arrows({ character, api }: World) {
  const { body } = await character();
  return api<InventoryItem>('POST', `inventory/${body.id}/items`, {
    itemId: 'arrows',
    quantity: 20,
  });
}

/** A new entry written to a store, as an admin adds one. */
async function writtenEntry({ api }: World, store: 'rules' | 'beasts') {
  const id = freshId(store);
  await api('POST', store, store === 'rules' ? rule(id, 'condition') : testBeast(id));
  return id;
}

/** A line of one of the user's own presets. */
async function ownPresetLine(world: World) {
  const preset = await world.ownPreset();
  return preset.items[0]!;
}

export const INVENTORY_CALLS: readonly ConformanceCall[] = [
  // platform §7 Inventory; character §7 Inventory item update, Item transfer, Inventory creation
  {
    call: 'GET inventory/{characterId}',
    method: 'GET',
    request: async ({ character }) => ({ url: `inventory/${(await character()).character.id}` }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST inventory/{characterId}',
    method: 'POST',
    request: async ({ character }) => {
      const { character: hero } = await character();
      // Character §7 ('inventory/create') sends the character too; platform §7 name, capacity, type.
      return {
        url: `inventory/${hero.id}`,
        payload: { characterId: hero.id, name: 'Saddlebags', type: 'mount', capacity: 30 },
      };
    },
    status: 201,
    answer: INVENTORY,
  },
  {
    call: 'PUT inventory/{id}',
    method: 'PUT',
    request: async ({ character }) => ({
      url: `inventory/${(await character()).body.id}`,
      payload: { name: 'Worn gear' },
    }),
    status: 200,
    answer: INVENTORY,
  },
  {
    call: 'POST inventory/{inventoryId}/items',
    method: 'POST',
    request: async ({ character }) => {
      const { body, stackOf } = await character();
      return {
        url: `inventory/${body.id}/items`,
        payload: {
          inventoryId: body.id,
          itemId: 'rope',
          quantity: 1,
          containerId: stackOf('backpack').id,
        },
      };
    },
    status: 201,
    answer: ITEM,
  },
  {
    call: 'PUT inventory/item/{id}',
    method: 'PUT',
    request: async ({ character }) => {
      const { character: hero, body, stackOf } = await character();
      return {
        url: `inventory/item/${stackOf('torch').id}`,
        payload: {
          container_id: null,
          equipped: false,
          open: false,
          characterId: hero.id,
          quantity: 3,
          attuned: false,
          notes: 'Smells of pine smoke',
          inventory_id: body.id,
          item_data: { name: 'Old torch' },
          options: { colour: 'amber' },
        },
      };
    },
    status: 200,
    answer: ITEM,
  },
  {
    call: 'DELETE inventory/item/{id}',
    method: 'DELETE',
    request: async ({ character }) => ({
      url: `inventory/item/${(await character()).stackOf('torch').id}`,
    }),
    status: 200,
    answer: ['id'],
  },
  {
    call: 'POST inventory/add-custom-item',
    method: 'POST',
    request: async ({ character }) => {
      const { body, stackOf } = await character();
      return {
        url: 'inventory/add-custom-item',
        payload: {
          name: 'Grandfather’s sword',
          weight: 3,
          value: 15,
          description: 'Nicked, but sharp.',
          countable: false,
          attunement: false,
          inventory_id: body.id,
          container_id: stackOf('backpack').id,
          item_id: 'longsword',
        },
      };
    },
    status: 201,
    answer: ITEM,
  },
  {
    call: 'POST inventory/{id}/split',
    method: 'POST',
    request: async (world) => {
      const stack = await arrows(world);
      return {
        url: `inventory/${stack.id}/split`,
        payload: { quantity: stack.quantity - 5, newQuantity: 5 },
      };
    },
    status: 200,
    answer: ['item', 'created'],
  },
  {
    call: 'give an item to a character (path not shown)',
    method: 'POST',
    request: async ({ character }) => {
      const giver = await character();
      const receiver = await character();
      return {
        url: 'inventory/give',
        payload: { itemId: giver.stackOf('torch').id, characterId: receiver.character.id },
      };
    },
    status: 200,
    answer: ['given', 'left'],
  },

  // platform §7 Presets (GET presets is the catalogue's, listed there)
  {
    call: 'GET presets/{id}',
    method: 'GET',
    request: async ({ ownPreset }) => ({ url: `presets/${(await ownPreset()).id}` }),
    status: 200,
    answer: PRESET,
  },
  {
    call: 'GET presets/{id}/items',
    method: 'GET',
    request: async ({ ownPreset }) => ({ url: `presets/${(await ownPreset()).id}/items` }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST presets',
    method: 'POST',
    request: async () => ({
      url: 'presets',
      payload: {
        name: 'Dungeon delve',
        description: 'Light, rope, a way out',
        icon: 'torch',
        class_id: 'fighter',
        background_id: 'soldier',
        items: [
          { item_id: 'torch', quantity: 5 },
          { item_id: 'rope', quantity: 1 },
        ],
      },
    }),
    status: 201,
    answer: PRESET,
  },
  {
    call: 'PUT presets/{id}',
    method: 'PUT',
    request: async ({ ownPreset }) => ({
      url: `presets/${(await ownPreset()).id}`,
      payload: { name: 'Camping kit, light', description: 'For one night' },
    }),
    status: 200,
    answer: PRESET,
  },
  {
    call: 'DELETE presets/{id}',
    method: 'DELETE',
    request: async ({ ownPreset }) => ({ url: `presets/${(await ownPreset()).id}` }),
    status: 200,
    answer: ['id'],
  },
  {
    call: 'POST presets/apply',
    method: 'POST',
    request: async ({ character, api }) => {
      const { body } = await character();
      const pack = await api<Preset>('GET', 'presets/burglars-pack');
      return { url: 'presets/apply', payload: { inventoryId: body.id, presetId: pack.id } };
    },
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST presets/{id}/items',
    method: 'POST',
    request: async ({ ownPreset }) => ({
      url: `presets/${(await ownPreset()).id}/items`,
      payload: { item_id: 'torch', quantity: 5 },
    }),
    status: 201,
    answer: PRESET_LINE,
  },
  {
    call: 'PUT presets/items/{itemId}',
    method: 'PUT',
    request: async (world) => ({
      url: `presets/items/${(await ownPresetLine(world)).id}`,
      payload: { quantity: 2 },
    }),
    status: 200,
    answer: PRESET_LINE,
  },
  {
    call: 'DELETE presets/items/{itemId}',
    method: 'DELETE',
    request: async (world) => ({ url: `presets/items/${(await ownPresetLine(world)).id}` }),
    status: 200,
    answer: ['id'],
  },

  // platform §7 Beasts ("standard create, read, update, delete") and Rules ("CRUD on rules")
  ...(['rules', 'beasts'] as const).flatMap((store): ConformanceCall[] => {
    const entry = (id: string) => (store === 'rules' ? rule(id, 'condition') : testBeast(id));
    return [
      {
        call: `GET ${store}/{id}`,
        method: 'GET',
        request: async (world) => ({ url: `${store}/${await writtenEntry(world, store)}` }),
        status: 200,
        answer: ['id', 'source', 'title_id', 'description_id'],
      },
      {
        call: `POST ${store}`,
        method: 'POST',
        request: async () => ({ url: store, payload: entry(freshId(store)) }),
        status: 201,
        answer: CONTENT_WRITE,
      },
      {
        call: `PUT ${store}/{id}`,
        method: 'PUT',
        request: async (world) => {
          const id = await writtenEntry(world, store);
          return { url: `${store}/${id}`, payload: { ...entry(id), description: 'Rewritten.' } };
        },
        status: 200,
        answer: CONTENT_WRITE,
      },
      {
        call: `DELETE ${store}/{id}`,
        method: 'DELETE',
        request: async (world) => ({ url: `${store}/${await writtenEntry(world, store)}` }),
        status: 200,
        answer: CONTENT_WRITE,
      },
    ];
  }),
  {
    call: 'POST content',
    method: 'POST',
    request: async () => ({
      url: 'content',
      payload: { store: 'rules', entry: rule(freshId('rules'), 'condition') },
    }),
    status: 201,
    answer: CONTENT_WRITE,
  },
  {
    call: 'PUT content/{id}',
    method: 'PUT',
    request: async (world) => {
      const id = await writtenEntry(world, 'rules');
      return {
        url: `content/${id}`,
        payload: { store: 'rules', entry: rule(id, 'condition', { description: 'Rewritten.' }) },
      };
    },
    status: 200,
    answer: CONTENT_WRITE,
  },
];
