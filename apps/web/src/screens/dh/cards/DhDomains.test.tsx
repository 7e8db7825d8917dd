import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { makeDhCharacter } from '../../../data/dh/dhTestKit.ts';
import { openDhPage, resetDhDevice, storedDhCharacter } from '../common/dhScreenTestKit.ts';

const ID = '1700000000000';
const PAGE = `/dh/domains/${ID}`;

afterEach(resetDhDevice);

const cardNamed = (title: string) => screen.getByRole('article', { name: title });
const FIVE = ['not-good-enough', 'whirlwind', 'get-back-up', 'bare-bones', 'forceful-push'];

describe('second-system domain cards', () => {
  it('moves a card to the vault and back into the loadout', async () => {
    await openDhPage(
      makeDhCharacter({ id: ID, cards: { active: ['whirlwind'], all: ['whirlwind'] } }),
      PAGE,
    );
    await userEvent.click(
      within(cardNamed('Whirlwind')).getByRole('button', { name: 'To the vault' }),
    );
    expect(screen.getByText('No active cards.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Vault 1' }));
    await userEvent.click(
      within(cardNamed('Whirlwind')).getByRole('button', { name: 'To the loadout' }),
    );
    expect((await storedDhCharacter(ID))?.cards).toEqual({
      active: ['whirlwind'],
      all: ['whirlwind'],
    });
  });

  it('refuses a sixth card in the loadout and says why', async () => {
    await openDhPage(
      makeDhCharacter({ id: ID, cards: { active: FIVE, all: [...FIVE, 'i-am-your-shield'] } }),
      PAGE,
    );
    expect(screen.getByTestId('dh-loadout-limit').textContent).toContain('full');
    await userEvent.click(screen.getByRole('tab', { name: 'Vault 1' }));
    await userEvent.click(
      within(cardNamed('I Am Your Shield')).getByRole('button', { name: 'To the loadout' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The loadout is full (5 cards): move a card to the vault first.',
    );
    expect((await storedDhCharacter(ID))?.cards.active).toEqual(FIVE);
  });

  it('asks before removing a card, which then leaves the loadout and the vault', async () => {
    await openDhPage(
      makeDhCharacter({
        id: ID,
        cards: { active: ['whirlwind'], all: ['whirlwind', 'bare-bones'] },
      }),
      PAGE,
    );
    await userEvent.click(within(cardNamed('Whirlwind')).getByRole('button', { name: 'Remove' }));
    const modal = screen.getByTestId('modal');
    expect(modal.textContent).toContain('Whirlwind leaves your cards');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(cardNamed('Whirlwind')).toBeTruthy();
    await userEvent.click(within(cardNamed('Whirlwind')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(screen.getByTestId('modal')).getByRole('button', { name: 'Remove' }),
    );
    expect(screen.queryByRole('article', { name: 'Whirlwind' })).toBeNull();
    expect((await storedDhCharacter(ID))?.cards).toEqual({ active: [], all: ['bare-bones'] });
  });

  it('adds a card of the character domains at or below their level', async () => {
    await openDhPage(makeDhCharacter({ id: ID, cards: { active: [], all: [] } }), PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const picker = screen.getByTestId('drawer');
    // Level 1: the level-2 cards are not offered.
    expect(within(picker).queryByRole('article', { name: 'Body Basher' })).toBeNull();
    await userEvent.type(within(picker).getByLabelText('Search cards'), 'shield');
    await userEvent.click(
      within(within(picker).getByRole('article', { name: 'I Am Your Shield' })).getByRole(
        'button',
        { name: 'Take' },
      ),
    );
    expect(cardNamed('I Am Your Shield')).toBeTruthy();
    expect((await storedDhCharacter(ID))?.cards).toEqual({
      active: ['i-am-your-shield'],
      all: ['i-am-your-shield'],
    });
  });
});
