import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

const STORES = {
  classes: ['fighter'],
  species: ['human'],
  backgrounds: ['soldier'],
  rules: ['exhaustion', 'poisoned', 'prone', 'unconscious', 'incapacitated'],
};

async function openSheet(character: Character) {
  mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': { body: [makeInventory('42')] },
    'POST /api/characters/42': (call) => ({
      body: { ...character, ...(call.body as object), version: character.version + 1 },
    }),
  });
  renderApp('/character');
  await screen.findByRole('heading', { level: 1, name: character.name }, { timeout: 5000 });
}

const current = () => screen.getByTestId('hp-current').textContent;

async function openHpDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Change hit points' }));
  return screen.findByTestId('drawer');
}

async function hit(drawer: HTMLElement, amount: number, critical = false) {
  const field = within(drawer).getByLabelText('Amount');
  await userEvent.clear(field);
  await userEvent.type(field, String(amount));
  if (critical) await userEvent.click(within(drawer).getByRole('switch', { name: 'Critical hit' }));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Damage' }));
}

describe('hit points on the sheet', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue(STORES);
  });

  afterEach(async () => {
    await clearCatalogue(Object.keys(STORES));
  });

  it('keeps current HP while the maximum is cleared and retyped (issue 14)', async () => {
    await openSheet(makeCharacter({ hp: { current: 9, max: 12, max_mod: 0, temp: 0 } }));
    const drawer = await openHpDrawer();
    const max = within(drawer).getByLabelText('Base');
    await userEvent.clear(max);
    expect(current()).toBe('9');
    await userEvent.type(max, '1');
    expect(current()).toBe('9');
    await userEvent.type(max, '4{Enter}');
    expect(current()).toBe('9');
    expect(screen.getByTestId('hp-drawer-now').textContent).toContain('/ 14');
    // An empty field that loses focus goes back to its value instead of committing 0 (→ 1).
    await userEvent.clear(max);
    await userEvent.tab();
    expect((max as HTMLInputElement).value).toBe('14');
    expect(current()).toBe('9');
  });

  it('clamps current HP only to a committed lower maximum', async () => {
    await openSheet(makeCharacter({ hp: { current: 12, max: 12, max_mod: 0, temp: 0 } }));
    const drawer = await openHpDrawer();
    const max = within(drawer).getByLabelText('Base');
    await userEvent.clear(max);
    await userEvent.type(max, '10');
    expect(current()).toBe('12');
    await userEvent.tab();
    expect(current()).toBe('10');
  });

  it('undoes damage from its toast', async () => {
    await openSheet(makeCharacter());
    const drawer = await openHpDrawer();
    await hit(drawer, 5);
    expect(current()).toBe('7');
    // Another toast may be up first: wait for the damage's own.
    const toast = await waitFor(() => {
      const found = screen
        .getAllByTestId('toast')
        .find((item) => item.textContent?.includes('HP 12/12 → 7/12'));
      expect(found).toBeTruthy();
      return found!;
    });
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(current()).toBe('12');
  });

  it('counts damage at 0 HP as a failed death save, a critical hit as two', async () => {
    await openSheet(
      makeCharacter({
        hp: { current: 0, max: 12, max_mod: 0, temp: 0 },
        conditions: ['unconscious'],
      }),
    );
    const drawer = await openHpDrawer();
    await hit(drawer, 2);
    const saves = screen.getByTestId('death-saves');
    const failures = () =>
      within(saves)
        .getAllByRole('button', { name: /^Failures/ })
        .filter((pip) => pip.getAttribute('aria-pressed') === 'true').length;
    expect(failures()).toBe(1);
    await hit(drawer, 2, true);
    expect(failures()).toBe(3);
    expect(screen.getByTestId('death-state').textContent).toBe('Dead');
    const card = screen.getByTestId('hp-dead').closest('button')!;
    // Dead, not 'Unconscious'.
    expect(card.textContent).not.toContain('Unconscious');
  });

  it('does not heal the dead; a marked revival brings them back with 1 HP', async () => {
    await openSheet(
      makeCharacter({
        hp: { current: 0, max: 12, max_mod: 0, temp: 0 },
        conditions: ['unconscious'],
        saving_death: { failures: 3, successes: 1 },
      }),
    );
    const drawer = await openHpDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Heal' }));
    expect(current()).toBe('0');
    expect(await screen.findByText(/The dead are not healed/)).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as revived' }));
    expect(current()).toBe('1');
    expect(screen.queryByTestId('death-saves')).toBeNull();
  });

  it('drops the last roll from the status line once a pip is tapped', async () => {
    await openSheet(
      makeCharacter({
        hp: { current: 0, max: 12, max_mod: 0, temp: 0 },
        conditions: ['unconscious'],
      }),
    );
    const originalRandom = Math.random;
    Math.random = () => 0.5; // d20 → 11, a success
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Roll a death save' }));
    } finally {
      Math.random = originalRandom;
    }
    expect(screen.getByTestId('death-state').textContent).toContain('Rolled 11');
    await userEvent.click(screen.getByRole('button', { name: 'Failures 1' }));
    expect(screen.getByTestId('death-state').textContent).not.toContain('Rolled');
  });

  it('makes the Exhaustion switch and stepper one thing with a level', async () => {
    await openSheet(makeCharacter());
    await userEvent.click(screen.getByRole('button', { name: 'Conditions' }));
    const drawer = await screen.findByTestId('drawer');
    const toggle = within(drawer).getByRole('checkbox', { name: 'Exhaustion' });
    await userEvent.click(toggle);
    expect(screen.getByTestId('conditions-summary').textContent).toBe('Exhaustion 1');
    const up = within(drawer).getByRole('button', { name: 'Raise exhaustion' });
    await userEvent.click(up);
    expect(screen.getByTestId('conditions-summary').textContent).toBe('Exhaustion 2');
    const down = within(drawer).getByRole('button', { name: 'Lower exhaustion' });
    await userEvent.click(down);
    await userEvent.click(down);
    expect(screen.getByTestId('conditions-summary').textContent).toBe('No conditions');
    expect((toggle as HTMLInputElement).checked).toBe(false);
    // Level 6 kills.
    for (let level = 0; level < 6; level += 1) await userEvent.click(up);
    expect(current()).toBe('0');
    expect(screen.getByTestId('death-state').textContent).toBe('Dead');
  });
});
