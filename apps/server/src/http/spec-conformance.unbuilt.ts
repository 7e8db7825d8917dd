import type { Method, SpecRequest } from './spec-conformance.world.ts';

/**
 * Calls of spec platform §7 and character §7 that belong to later issues (campaigns, notes,
 * background images and streams, character beasts, favourites, the second game system's
 * catalogue). The conformance test asserts each is still unrouted (404 "Not found", not a
 * resource's own 404): whoever builds one moves it to the conformance lists, with its payload.
 */
export interface UnbuiltCall {
  call: string;
  method: Method;
  /** The spec's payload, sent as the conformance calls are, with placeholder ids. */
  request: SpecRequest;
}

const unbuilt = (call: string, method: Method, url: string, payload?: Record<string, unknown>) => ({
  call,
  method,
  request: { url, ...(payload ? { payload } : {}) },
});

export const NOT_YET_BUILT: readonly UnbuiltCall[] = [
  // platform §7 Notes
  unbuilt('GET notes', 'GET', 'notes', { character_id: 'h1', status: 'active' }),
  unbuilt('GET notes/{id}', 'GET', 'notes/n1'),
  unbuilt('PUT notes/{id}', 'PUT', 'notes/n1', { title: 'Rumours', content: 'The mill burned.' }),
  unbuilt('DELETE notes/{id}', 'DELETE', 'notes/n1', { soft: true }),
  unbuilt('POST notes', 'POST', 'notes', { character_id: 'h1', title: 'Rumours', content: '' }),
  unbuilt('PUT notes/order', 'PUT', 'notes/order', { noteIds: ['n2', 'n1'] }),

  // platform §7 Images and streams
  unbuilt('GET background-images', 'GET', 'background-images'),
  unbuilt('POST background-images', 'POST', 'background-images', { url: '/api/uploads/x.webp' }),
  unbuilt('DELETE background-images/{id}', 'DELETE', 'background-images/b1'),
  unbuilt('GET streams/{id}', 'GET', 'streams/s1'),
  unbuilt('PUT streams/{id}', 'PUT', 'streams/s1', { title: 'Session 12' }),

  // platform §7 Catalogue: the second game system's stores
  unbuilt('GET dh-cards', 'GET', 'dh-cards'),
  unbuilt('GET dh-classes', 'GET', 'dh-classes'),
  unbuilt('GET dh-armor', 'GET', 'dh-armor'),
  unbuilt('GET dh-weapon', 'GET', 'dh-weapon'),

  // platform §7 Beasts; character §7 Character beasts
  unbuilt('GET character-beasts/{characterId}', 'GET', 'character-beasts/h1'),
  unbuilt('POST character-beasts/{characterId}', 'POST', 'character-beasts/h1', {
    beast_id: 'wolf',
    type: 'wildshape',
    notes: 'Swift',
  }),
  unbuilt('PUT character-beasts/{id}', 'PUT', 'character-beasts/b1', { active: true, pin: true }),
  unbuilt('DELETE character-beasts/{id}', 'DELETE', 'character-beasts/b1'),

  // platform §7 Rules, favourites, generators, content
  unbuilt('GET favorites', 'GET', 'favorites'),
  unbuilt('POST favorites', 'POST', 'favorites', { id: 'wolf', type: 'beast', characterId: 'h1' }),
  unbuilt('DELETE favorites/{id}', 'DELETE', 'favorites/f1'),
];

/**
 * Built calls that deliberately refuse the spec's payload, each with why and the refusal the
 * test asserts, so that the choice stays visible and is revisited on purpose.
 */
export interface DeviatingCall extends UnbuiltCall {
  reason: string;
  refusal: { status: number };
}

export const DELIBERATE_DEVIATIONS: readonly DeviatingCall[] = [
  {
    call: 'POST auth/telegram',
    method: 'POST',
    request: { url: 'auth/telegram', payload: { telegramId: 424242, name: 'Tess' } },
    reason:
      'The spec’s { telegramId, name } is unsigned: anyone could sign in as anyone. The server ' +
      'takes Telegram’s signed Login Widget payload instead (id, names, auth_date, hash).',
    refusal: { status: 400 },
  },
];
