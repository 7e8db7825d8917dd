import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import {
  makeWizard,
  openMagic,
  SAVE_WAIT,
  scrollItem,
  withMagicCatalogue,
} from './magicTestKit.ts';

withMagicCatalogue();

const greatsword = scrollItem({ id: 'sword', item_id: 'greatsword', quantity: 1, equipped: true });

const rowTitles = (group: string) =>
  within(screen.getByTestId(`actions-${group}`))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.attack-row__title')?.textContent);

describe('/actions', () => {
  it("puts a fighter's greatsword under Action with its hit bonus, damage and reach", async () => {
    openMagic(makeCharacter(), '/actions', [greatsword]);
    const sword = await screen.findByTestId('attack-sword');
    expect(screen.getByTestId('attacks-per-action').textContent).toBe('1');
    expect(rowTitles('action')).toEqual(['Greatsword', 'Unarmed Strike']);
    // STR 17 (+3), proficiency +2.
    expect(within(sword).getByTestId('to-hit').textContent).toBe('+5');
    expect(within(sword).getByTestId('damage').textContent).toBe('2d6 + 3 slashing · Reach 5 ft');
    expect(within(screen.getByTestId('attack-unarmed')).getByTestId('damage').textContent).toBe(
      '4 bludgeoning · Reach 5 ft',
    );
    // A fighter casts nothing: no other groups.
    expect(screen.queryByTestId('actions-bonus')).toBeNull();
    expect(screen.queryByTestId('actions-reaction')).toBeNull();
  });

  it("lists a wizard's damaging spells by casting time, Fire Bolt's dice at level 5", async () => {
    openMagic(
      makeWizard({
        classes: [{ id: 'wizard', level: 5, hit_dice: 0 }],
        spells: {
          ...makeWizard().spells,
          'cure-wounds': { extra: true },
        },
      }),
      '/actions',
    );
    const bolt = await screen.findByTestId('spell-attack-fire-bolt');
    // INT 17 (+3), proficiency +3 at level 5.
    expect(bolt.textContent).toContain('+6');
    expect(within(bolt).getByTestId('damage').textContent).toBe('2d10 fire · Evocation cantrip');
    const action = rowTitles('action');
    expect(action).toEqual(
      expect.arrayContaining(['Fire Bolt', 'Magic Missile', 'Unarmed Strike']),
    );
    // Spells that deal no damage (Shield, Light, Hold Person, Cure Wounds) and book-only ones
    // are left out; Web burns (2d4 fire).
    expect(action).toContain('Web');
    expect(action).not.toContain('Hold Person');
    expect(action).not.toContain('Light');
    expect(action).not.toContain('Burning Hands');
    expect(action).not.toContain('Cure Wounds');
    // Shield is a reaction but deals no damage.
    expect(screen.queryByTestId('actions-reaction')).toBeNull();
    const missile = screen.getByTestId('spell-attack-magic-missile');
    expect(within(missile).getByTestId('damage').textContent).toBe(
      '3 × 1d4+1 force · Level 1 Evocation',
    );
  });

  it('groups a bonus-action spell apart and opens the spell drawer with Cast', async () => {
    const { saved } = openMagic(
      makeCharacter({
        name: 'Aragorn',
        classes: [{ id: 'ranger', level: 1, hit_dice: 0 }],
        attributes: { str: 12, dex: 15, con: 13, int: 10, wis: 16, cha: 8 },
        options: { 'soldier-bonus': ['dex', 'dex', 'con'] },
      }),
      '/actions',
    );
    await screen.findByTestId('actions-bonus');
    expect(rowTitles('bonus')).toEqual(["Hunter's Mark"]);
    fireEvent.click(screen.getByRole('button', { name: /^Hunter's Mark/ }));
    const drawer = await screen.findByRole('dialog', { name: "Hunter's Mark" });
    expect(within(drawer).getByText('Casting time')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast with a level 1 slot' }));
    expect(await screen.findByTestId('concentration')).toBeTruthy();
    await waitFor(() => expect(saved()).toHaveLength(1), SAVE_WAIT);
    expect(saved()[0]?.spell_slots).toEqual([[1], []]);
  });
});
