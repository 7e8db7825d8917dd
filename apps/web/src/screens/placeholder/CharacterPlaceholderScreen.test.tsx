import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import { openMagic, withMagicCatalogue } from '../magic/magicTestKit.ts';

withMagicCatalogue();

describe('character pages not built yet', () => {
  it.each([['/notes', 'Notes']])(
    '%s keeps the character page frame and its menu',
    async (path, title) => {
      openMagic(makeCharacter(), path);
      const placeholder = await screen.findByTestId('placeholder');
      expect(placeholder.textContent).toContain('still being forged');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      const menu = screen.getByRole('navigation', { name: 'Character menu' });
      expect(within(menu).getByRole('link', { name: 'Character' }).getAttribute('href')).toBe(
        '/character',
      );
    },
  );
});
