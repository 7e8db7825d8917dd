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
  // platform §7 Campaigns
  unbuilt('GET campaigns', 'GET', 'campaigns'),
  unbuilt('GET campaigns/{id}', 'GET', 'campaigns/c1'),
  unbuilt('PUT campaigns/{id}', 'PUT', 'campaigns/c1', { name: 'The Sunless Sea' }),
  unbuilt('DELETE campaigns/{id}', 'DELETE', 'campaigns/c1'),
  unbuilt('POST campaigns', 'POST', 'campaigns', { name: 'The Sunless Sea' }),
  unbuilt('GET campaigns/{id}/invite-link', 'GET', 'campaigns/c1/invite-link', { t: 1764280000 }),
  unbuilt('GET campaigns/by-token/{token}', 'GET', 'campaigns/by-token/t1'),
  unbuilt('GET campaigns/join/{token}', 'GET', 'campaigns/join/t1'),
  unbuilt('GET campaigns/leave', 'GET', 'campaigns/leave', { userId: 'u1', campaignId: 'c1' }),
  unbuilt(
    'GET campaigns/campaign-characters/{campaignId}',
    'GET',
    'campaigns/campaign-characters/c1',
  ),
  unbuilt(
    'GET campaigns/character-campaigns/{characterId}',
    'GET',
    'campaigns/character-campaigns/h1',
  ),
  unbuilt(
    'POST campaigns/add-character-to-campaign',
    'POST',
    'campaigns/add-character-to-campaign',
    {
      campaign_id: 'c1',
      character_id: 'h1',
    },
  ),
  unbuilt(
    'PUT campaigns/{campaignId}/characters/{characterId}',
    'PUT',
    'campaigns/c1/characters/h1',
    {
      active: true,
    },
  ),
  unbuilt(
    'DELETE campaigns/{campaignId}/characters/{characterId}',
    'DELETE',
    'campaigns/c1/characters/h1',
  ),
  unbuilt('GET campaigns/{campaignId}/inventories', 'GET', 'campaigns/c1/inventories'),
  unbuilt(
    'POST campaigns/{campaignId}/inventory/add-item',
    'POST',
    'campaigns/c1/inventory/add-item',
    {
      itemId: 'rope',
      quantity: 1,
    },
  ),

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
