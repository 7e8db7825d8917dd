import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { makeDhCharacter } from '../../../data/dh/dhTestKit.ts';
import { openDhPage, resetDhDevice, storedDhCharacter } from '../common/dhScreenTestKit.ts';

const ID = '1700000000000';
const PAGE = `/dh/character/${ID}/equipment`;

afterEach(resetDhDevice);

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
const row = (name: string) => screen.getByRole('button', { name });

describe('second-system equipment', () => {
  it('clears the secondary weapon when a two-handed primary is equipped, and says why', async () => {
    await openDhPage(
      makeDhCharacter({
        id: ID,
        equippedPrimaryWeapon: 'broadsword',
        equippedSecondaryWeapon: 'round-shield',
      }),
      PAGE,
    );
    expect(screen.getByTestId('dh-equipped-secondary').textContent).toBe('Round Shield');
    await tab('Primary');
    await userEvent.click(row('Battleaxe'));
    expect(screen.getByTestId('dh-equipped-primary').textContent).toBe('Battleaxe');
    expect(screen.getByTestId('dh-equipped-secondary').textContent).toBe('Nothing');
    await tab('Secondary');
    expect(screen.getByTestId('dh-two-handed').textContent).toContain('Battleaxe takes both hands');
    await userEvent.click(row('Round Shield'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The primary weapon must be one-handed to take a secondary weapon.',
    );
    expect(row('Round Shield').getAttribute('aria-pressed')).toBe('false');
    const stored = await storedDhCharacter(ID);
    expect(stored?.equippedPrimaryWeapon).toBe('battleaxe');
    expect(stored?.equippedSecondaryWeapon).toBeNull();
  });

  it('takes off the equipped armor on a tap and puts another on', async () => {
    await openDhPage(makeDhCharacter({ id: ID, armorFilled: 2 }), PAGE);
    expect(row('Chainmail Armor').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(row('Chainmail Armor'));
    expect(screen.getByTestId('dh-equipped-armor').textContent).toBe('Nothing');
    await userEvent.click(row('Gambeson Armor'));
    expect(screen.getByTestId('dh-equipped-armor').textContent).toBe('Gambeson Armor');
    const stored = await storedDhCharacter(ID);
    expect(stored?.equippedArmor).toBe('gambeson-armor');
    expect(stored?.armorFilled).toBe(0);
  });

  it('counts gold in handfuls, pouches and chests', async () => {
    await openDhPage(makeDhCharacter({ id: ID, gold: 90 }), PAGE);
    expect(screen.getByTestId('dh-gold-fists').textContent).toBe('9');
    await userEvent.click(screen.getByRole('button', { name: 'One more of Handfuls' }));
    expect(screen.getByTestId('dh-gold-pouches').textContent).toBe('1');
    expect(screen.getByTestId('dh-gold-fists').textContent).toBe('0');
    expect(screen.getByTestId('dh-gold-total').textContent).toBe('100 coins');
    const lessChest = screen.getByRole('button', { name: 'One less of Chests' });
    expect((lessChest as HTMLButtonElement).disabled).toBe(true);
    expect((await storedDhCharacter(ID))?.gold).toBe(100);
  });

  it('adds an item and a line of the player own, counts and removes them', async () => {
    await openDhPage(makeDhCharacter({ id: ID, inventory: [] }), PAGE);
    await tab('Inventory');
    await userEvent.click(screen.getByRole('button', { name: 'Add an item or consumable' }));
    await userEvent.click(
      within(screen.getByTestId('drawer')).getByRole('button', { name: 'Add' }),
    );
    await userEvent.type(screen.getByLabelText('Something of your own'), 'Lucky coin{Enter}');
    const lines = screen.getAllByTestId('dh-inventory-line');
    expect(lines.map((line) => line.querySelector('strong')?.textContent)).toEqual([
      'Minor Health Potion',
      'Lucky coin',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'One more Minor Health Potion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lucky coin' }));
    const stored = await storedDhCharacter(ID);
    expect(stored?.inventory).toEqual([
      { id: 'line-1', kind: 'consumable', ref: 'minor-health-potion', quantity: 2 },
    ]);
  });
});
