import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { CharacterPage } from './CharacterPage.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces('character');
});

afterEach(() => localStorage.clear());

describe('character page header', () => {
  it('puts the save status under the title, not beside it with the buttons', () => {
    const character = makeCharacter({ id: 'c1', name: 'Osric' });
    localStorage.setItem(
      'pending_character_c1',
      JSON.stringify({ characterId: 'c1', body: { name: 'Osric' }, key: 'k', revision: 1 }),
    );
    render(
      <MemoryRouter>
        <CharacterPage
          character={character}
          title="Inventory"
          actions={<button type="button">Create inventory</button>}
        >
          <p>Body</p>
        </CharacterPage>
      </MemoryRouter>,
    );
    const title = screen.getByRole('heading', { name: 'Inventory' });
    const status = screen.getByRole('status');
    // The heading column takes the room the buttons leave; the status shares the name's line.
    expect(title.parentElement?.contains(status)).toBe(true);
    expect(status.closest('.character-page__meta')?.textContent).toContain('Osric');
    const header = title.closest('header');
    expect([...(header?.children ?? [])].some((child) => child === status)).toBe(false);
  });
});
