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
  // platform §7 Images and streams
  unbuilt('GET background-images', 'GET', 'background-images'),
  unbuilt('POST background-images', 'POST', 'background-images', { url: '/api/uploads/x.webp' }),
  unbuilt('DELETE background-images/{id}', 'DELETE', 'background-images/b1'),
  unbuilt('GET streams/{id}', 'GET', 'streams/s1'),
  unbuilt('PUT streams/{id}', 'PUT', 'streams/s1', { title: 'Session 12' }),
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
