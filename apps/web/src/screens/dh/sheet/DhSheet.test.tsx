import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeDhCharacter } from '../../../data/dh/dhTestKit.ts';
import { openDhPage, resetDhDevice, storedDhCharacter } from '../common/dhScreenTestKit.ts';

const ID = '1700000000000';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetDhDevice();
});

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

const drawer = () => screen.getByTestId('drawer');

async function takeDamage(amount: number, options: { armor?: boolean } = {}) {
  await userEvent.click(screen.getByRole('button', { name: 'Take damage' }));
  const field = within(drawer()).getByLabelText('Damage');
  await userEvent.clear(field);
  await userEvent.type(field, String(amount));
  if (options.armor) {
    await userEvent.click(within(drawer()).getByRole('switch', { name: /Mark an armor slot/ }));
  }
}

describe('the second-system sheet: damage', () => {
  // Chainmail at level 1: Major from 7 + 1 = 8, Severe from 15 + 1 = 16 (SRD thresholds + level).
  it('shows the band a hit falls into, then marks its Hit Points', async () => {
    await openDhPage(makeDhCharacter({ id: ID }), `/dh/character/${ID}`);
    expect(screen.getByTestId('dh-major').textContent).toContain('8');
    expect(screen.getByTestId('dh-severe').textContent).toContain('16');
    await takeDamage(7);
    expect(screen.getByTestId('dh-severity').textContent).toBe('Minor: mark 1 Hit Point');
    await takeDamage(8);
    expect(screen.getByTestId('dh-severity').textContent).toBe('Major: mark 2 Hit Points');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Mark 2 Hit Points' }));
    expect(screen.getByTestId('dh-damage-outcome').textContent).toContain(
      'Major damage: 2 Hit Points marked.',
    );
    expect(screen.getByTestId('dh-track-hp-count').textContent).toBe('2 / 7');
    expect((await storedDhCharacter(ID))?.hpFilled).toBe(2);
  });

  it('marks an armor slot to take one Hit Point less', async () => {
    await openDhPage(makeDhCharacter({ id: ID }), `/dh/character/${ID}`);
    await takeDamage(16, { armor: true });
    expect(screen.getByTestId('dh-severity').textContent).toBe('Severe: mark 3 Hit Points');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Mark 2 Hit Points' }));
    expect(screen.getByTestId('dh-damage-outcome').textContent).toContain(
      'An armor slot took part of the blow.',
    );
    expect(screen.getByTestId('dh-track-hp-count').textContent).toBe('2 / 7');
    expect(screen.getByTestId('dh-track-armor-count').textContent).toBe('1 / 4');
  });

  it('asks for a death move when the last Hit Point is marked, and rolls the one chosen', async () => {
    await openDhPage(makeDhCharacter({ id: ID, hpFilled: 6 }), `/dh/character/${ID}`);
    await takeDamage(3);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Mark 1 Hit Point' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Choose a death move' }));
    const moves = drawer();
    expect(within(moves).getByRole('heading', { name: 'Blaze of Glory' })).toBeTruthy();
    expect(within(moves).getByRole('heading', { name: 'Avoid Death' })).toBeTruthy();
    // The Hope Die rolls 12: above the level, so no scar.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    await userEvent.click(within(moves).getByRole('button', { name: 'Roll the Hope Die' }));
    const outcome = screen.getByTestId('dh-death-outcome');
    expect(outcome.textContent).toContain('Hope Die: 12');
    expect(outcome.textContent).not.toContain('scar');
    const stored = await storedDhCharacter(ID);
    expect(stored?.fate).toBe('unconscious');
    expect(stored?.scars).toBe(0);
  });

  it('keeps the death move on the sheet until one is made', async () => {
    await openDhPage(makeDhCharacter({ id: ID, hpFilled: 7 }), `/dh/character/${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a death move' }));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Go out in a blaze' }));
    expect((await storedDhCharacter(ID))?.fate).toBe('dead');
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Choose a death move' })).toBeNull();
    expect(screen.getByTestId('dh-fate').textContent).toContain('veil of death');
  });
});

describe('the second-system sheet: tracks and rests', () => {
  it('marks up to a tapped slot and clears from a marked one', async () => {
    await openDhPage(makeDhCharacter({ id: ID }), `/dh/character/${ID}`);
    const stress = within(screen.getByRole('group', { name: 'Stress' }));
    await userEvent.click(stress.getByRole('button', { name: 'Stress 4' }));
    expect(screen.getByTestId('dh-track-stress-count').textContent).toBe('4 / 6');
    await userEvent.click(stress.getByRole('button', { name: 'Stress 2' }));
    expect(screen.getByTestId('dh-track-stress-count').textContent).toBe('1 / 6');
  });

  it('marks a Hit Point for Stress that has no slot left, and shows Vulnerable', async () => {
    await openDhPage(makeDhCharacter({ id: ID, stressFilled: 6 }), `/dh/character/${ID}`);
    expect(screen.getByRole('button', { name: 'Vulnerable' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark one Stress' }));
    expect(screen.getByTestId('dh-track-stress-count').textContent).toBe('6 / 6');
    expect(screen.getByTestId('dh-track-hp-count').textContent).toBe('1 / 7');
  });

  it('takes two downtime moves on a short rest and shows what they rolled', async () => {
    await openDhPage(
      makeDhCharacter({ id: ID, hpFilled: 5, hopeFilled: 2 }),
      `/dh/character/${ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Short rest' }));
    const rest = drawer();
    const take = within(rest).getByRole('button', { name: /^Rest/ }) as HTMLButtonElement;
    expect(take.disabled).toBe(true);
    await userEvent.click(within(rest).getByRole('button', { name: 'One more Tend to Wounds' }));
    await userEvent.click(within(rest).getByRole('button', { name: 'One more Prepare' }));
    expect(take.disabled).toBe(false);
    // 1d4 rolls 2: 2 + tier 1 = 3 Hit Points cleared.
    vi.spyOn(Math, 'random').mockReturnValue(0.3);
    await userEvent.click(take);
    const results = screen.getByTestId('dh-rest-results').textContent;
    expect(results).toContain('Tend to Wounds: rolled 2 + 1, 3 Hit Points cleared.');
    expect(results).toContain('Prepare: 1 Hope gained.');
    const stored = await storedDhCharacter(ID);
    expect(stored?.hpFilled).toBe(2);
    expect(stored?.hopeFilled).toBe(3);
    expect(stored?.shortRestsInRow).toBe(1);
  });

  it('offers only a long rest after three short rests in a row', async () => {
    await openDhPage(makeDhCharacter({ id: ID, shortRestsInRow: 3 }), `/dh/character/${ID}`);
    expect(screen.getByTestId('dh-must-rest-long')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Short rest' }));
    expect(within(drawer()).getByRole('status').textContent).toContain('must be a long rest');
    expect(within(drawer()).queryByRole('button', { name: /^Rest/ })).toBeNull();
  });
});

describe('the second-system sheet: a character not on this device', () => {
  it('says so and leads back to the list', async () => {
    const view = await openDhPage(makeDhCharacter({ id: ID }), '/dh/character/elsewhere', {
      ready: 'Character not found',
    });
    expect(screen.getByText(/live only in the browser that created them/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Daggerheart characters' }));
    // The list's code loads first: the navigation ends when it is there.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dh/list'));
  });
});
