import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeWizard, openMagic, withMagicCatalogue } from './magicTestKit.ts';

withMagicCatalogue();

describe('spell choices the rules do not back', () => {
  it('flags a prepared spell off the class list, and one above the levels the class casts', async () => {
    openMagic(
      makeWizard({
        spells: {
          ...makeWizard().spells,
          'cure-wounds': { prepared: true },
          fireball: { prepared: true, book: true },
        },
      }),
      '/magic/known',
    );
    const cure = await screen.findAllByTestId('spell-cure-wounds');
    expect(within(cure[0]!).getByRole('note').textContent).toBe(
      'Cure Wounds is not on the Wizard spell list',
    );
    // A level 3 wizard casts spells up to level 2.
    const fireball = screen.getAllByTestId('spell-fireball')[0]!;
    expect(within(fireball).getByRole('note').textContent).toBe(
      'Fireball is a level 3 spell; you cast spells up to level 2',
    );
    // Spells the wizard may prepare carry no flag.
    const missile = screen.getAllByTestId('spell-magic-missile')[0]!;
    expect(within(missile).queryByRole('note')).toBeNull();
  });
});
