import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { Favorite } from '@hearth/contract';

import type { MockCall } from '../../test/mockFetch.ts';
import { apiError } from '../../test/mockFetch.ts';
import {
  listedTitles,
  listShown,
  openItems,
  setOnline,
  toasts,
  withItemsCatalogue,
} from './itemsTestKit.ts';

withItemsCatalogue();

afterEach(async () => {
  await setOnline(true);
});

const favorite = (entityId: string, id = `f-${entityId}`): Favorite => ({
  id,
  entity_type: 'item',
  entity_id: entityId,
  characterId: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

const star = (title: string) => screen.findByRole('button', { name: `Favourite: ${title}` });

describe('item favourites', () => {
  it('lists starred items first and stars another at once', async () => {
    const { api } = openItems('/items/inv-pack', {
      'GET /api/favorites': {
        body: [favorite('rope'), { ...favorite('dagger'), entity_type: 'spell' }],
      },
      'POST /api/favorites': (call: MockCall) => ({
        body: favorite((call.body as { id: string }).id, 'f-new'),
      }),
    });
    await listShown();
    // Rope is starred: first in the list; a spell favourite with a dagger's id is not an item's.
    await waitFor(() => expect(listedTitles()[0]).toBe('Rope'));
    expect((await star('Rope')).getAttribute('aria-pressed')).toBe('true');
    const dagger = await star('Dagger');
    expect(dagger.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(dagger);
    expect((await star('Dagger')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.callsTo('POST /api/favorites')).toHaveLength(1));
    expect(api.callsTo('POST /api/favorites')[0]!.body).toEqual({ id: 'dagger', type: 'item' });
    await waitFor(() => expect(listedTitles().slice(0, 2).sort()).toEqual(['Dagger', 'Rope']));
  });

  it('unstars by the favourite id, and puts the star back with the toast when that fails', async () => {
    const { api } = openItems('/items/inv-pack', {
      'GET /api/favorites': { body: [favorite('rope')] },
      'DELETE /api/favorites/f-rope': apiError(500, 'INTERNAL', 'boom'),
    });
    const rope = await star('Rope');
    await waitFor(() => expect(rope.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(rope);
    await waitFor(() => expect(api.callsTo('DELETE /api/favorites/f-rope')).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('error: Failed to remove favorite'));
    expect((await star('Rope')).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when starring fails, and the star stays off', async () => {
    openItems('/items/inv-pack', {
      'GET /api/favorites': { body: [] },
      'POST /api/favorites': apiError(500, 'INTERNAL', 'boom'),
    });
    await userEvent.click(await star('Dagger'));
    await waitFor(() => expect(toasts()).toContain('error: Failed to set favorite'));
    expect((await star('Dagger')).getAttribute('aria-pressed')).toBe('false');
  });
});
