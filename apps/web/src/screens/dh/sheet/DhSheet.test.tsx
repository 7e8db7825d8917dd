import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { makeDhCharacter } from '../../../data/dh/dhTestKit.ts';
import { openDhPage, resetDhDevice, storedDhCharacter } from '../common/dhScreenTestKit.ts';

const ID = '1700000000000';

afterEach(resetDhDevice);

const hopeSlot = (index: number) =>
  within(screen.getByRole('group', { name: 'Hope' })).getAllByRole('button')[index - 1]!;

describe('the second-system sheet: Hope', () => {
  it('spends one Hope on a tap at or below the filled count and gains one above it', async () => {
    await openDhPage(makeDhCharacter({ id: ID, hopeFilled: 3 }), `/dh/character/${ID}`);
    expect(screen.getByTestId('dh-hope').textContent).toBe('3 / 6');
    await userEvent.click(hopeSlot(1));
    expect(screen.getByTestId('dh-hope').textContent).toBe('2 / 6');
    await userEvent.click(hopeSlot(6));
    expect(screen.getByTestId('dh-hope').textContent).toBe('3 / 6');
    expect((await storedDhCharacter(ID))?.hopeFilled).toBe(3);
  });

  it('shows blocked and scarred slots; a tap lifts the block, a scar stays crossed out', async () => {
    await openDhPage(
      makeDhCharacter({ id: ID, hopeFilled: 1, hopeBlocked: 2, scars: 1 }),
      `/dh/character/${ID}`,
    );
    // Six slots: one scarred (max 5), two blocked (available 3), one filled.
    expect((hopeSlot(6) as HTMLButtonElement).disabled).toBe(true);
    expect(hopeSlot(6).getAttribute('aria-label')).toMatch(/scar/);
    expect(hopeSlot(5).getAttribute('aria-label')).toMatch(/blocked/);
    expect(hopeSlot(4).getAttribute('aria-label')).toMatch(/blocked/);
    expect(screen.getByTestId('dh-hope').textContent).toBe('1 / 3');
    await userEvent.click(hopeSlot(3));
    expect(screen.getByTestId('dh-hope').textContent).toBe('2 / 5');
    expect(hopeSlot(5).getAttribute('aria-label')).toMatch(/empty/);
    const stored = await storedDhCharacter(ID);
    expect(stored?.hopeBlocked).toBe(0);
    expect(stored?.hopeFilled).toBe(2);
  });
});
