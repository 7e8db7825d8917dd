import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Favorite } from '@hearth/contract';

import type { MockCall } from '../../test/mockFetch.ts';
import { bestiaryShown, openBeasts, titlesIn, withBeastsCatalogue } from './beastsTestKit.ts';

withBeastsCatalogue();

const favorite = (entityId: string, id = `f-${entityId}`): Favorite => ({
  id,
  entity_type: 'beast',
  entity_id: entityId,
  characterId: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

const star = (title: string) => screen.findByRole('button', { name: `Favourite: ${title}` });

describe('beast favourites on /beasts-add', () => {
  it('puts starred beasts first in their challenge rating, and stars another at once', async () => {
    const { api } = openBeasts('/beasts-add', {
      routes: {
        'GET /api/favorites': { body: [favorite('wolf')] },
        'POST /api/favorites': (call: MockCall) => ({
          body: favorite((call.body as { id: string }).id, 'f-new'),
        }),
      },
    });
    await bestiaryShown();
    const before = titlesIn('1/4');
    expect(before.indexOf('Wolf')).toBeGreaterThan(0);
    await waitFor(() => expect(titlesIn('1/4')[0]).toBe('Wolf'));
    // Only its own group changes: the order elsewhere is the catalogue's.
    expect([...titlesIn('1/4')].sort()).toEqual([...before].sort());
    expect((await star('Wolf')).getAttribute('aria-pressed')).toBe('true');

    const cat = await star('Cat');
    await userEvent.click(cat);
    expect((await star('Cat')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.callsTo('POST /api/favorites')).toHaveLength(1));
    expect(api.callsTo('POST /api/favorites')[0]!.body).toEqual({ id: 'cat', type: 'beast' });
  });
});
