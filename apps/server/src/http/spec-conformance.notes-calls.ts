import type { Favorite, Note } from '@hearth/contract';

import type { ConformanceCall } from './spec-conformance.calls.ts';
import type { World } from './spec-conformance.world.ts';

/**
 * The built calls of spec platform §7 Notes and the favourites of §7 "Rules, favourites…", as
 * {@link ConformanceCall}s: exactly the spec's payload, the set-up each needs, its answer.
 */

const NOTE = [
  'id',
  'character_id',
  'title',
  'content',
  'color',
  'pinned',
  'status',
  'order_position',
  'updated_at',
] as const;
const FAVORITE = ['id', 'entity_type', 'entity_id', 'characterId'] as const;

/** A note of a new character of the world's user, with the character. */
async function noteOf({ api, character }: World, title = 'Rumours') {
  const { character: hero } = await character();
  const note = await api<Note>('POST', 'notes', { character_id: hero.id, title, content: '' });
  return { hero, note };
}

export const NOTES_CALLS: readonly ConformanceCall[] = [
  // platform §7 Notes
  {
    call: 'GET notes',
    method: 'GET',
    request: async (world) => {
      const { hero } = await noteOf(world);
      return { url: 'notes', payload: { character_id: hero.id, status: 'active' } };
    },
    status: 200,
    answer: 'list',
  },
  {
    call: 'GET notes/{id}',
    method: 'GET',
    request: async (world) => ({ url: `notes/${(await noteOf(world)).note.id}` }),
    status: 200,
    answer: NOTE,
  },
  {
    call: 'PUT notes/{id}',
    method: 'PUT',
    request: async (world) => ({
      url: `notes/${(await noteOf(world)).note.id}`,
      payload: { title: 'Rumours', content: 'The mill burned.' },
    }),
    status: 200,
    answer: NOTE,
  },
  {
    call: 'DELETE notes/{id}',
    method: 'DELETE',
    request: async (world) => ({
      url: `notes/${(await noteOf(world)).note.id}`,
      payload: { soft: true },
    }),
    status: 200,
    answer: ['id', 'note'],
  },
  {
    call: 'POST notes',
    method: 'POST',
    request: async ({ character }) => ({
      url: 'notes',
      payload: {
        character_id: (await character()).character.id,
        title: 'Rumours',
        content: '',
      },
    }),
    status: 201,
    answer: NOTE,
  },
  {
    call: 'PUT notes/order',
    method: 'PUT',
    request: async (world) => {
      const { hero, note: first } = await noteOf(world);
      const second = await world.api<Note>('POST', 'notes', {
        character_id: hero.id,
        title: 'Debts',
        content: '',
      });
      return { url: 'notes/order', payload: { noteIds: [second.id, first.id] } };
    },
    status: 200,
    answer: 'list',
  },

  // platform §7 Rules, favourites, generators, content
  {
    call: 'GET favorites',
    method: 'GET',
    request: async () => ({ url: 'favorites' }),
    status: 200,
    answer: 'list',
  },
  {
    call: 'POST favorites',
    method: 'POST',
    request: async ({ character }) => ({
      url: 'favorites',
      payload: { id: 'wolf', type: 'beast', characterId: (await character()).character.id },
    }),
    status: 200,
    answer: FAVORITE,
  },
  {
    call: 'DELETE favorites/{id}',
    method: 'DELETE',
    request: async ({ api }) => {
      const favourite = await api<Favorite>('POST', 'favorites', { id: 'aid', type: 'spell' });
      return { url: `favorites/${favourite.id}` };
    },
    status: 200,
    answer: ['id'],
  },
];
