import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openCharacter, SAVE_WAIT, withCatalogue } from './progressionTestKit.ts';

// After a level up the player is told what to choose now, with the way there, and is offered
// the HP gained on current HP too.
withCatalogue();

const INVOCATIONS = 'warlock-eldritch-invocations-invocations-1';

/** A complete level-1 warlock: two cantrips, two prepared spells, one invocation. */
const warlock = {
  specie: 'dwarf',
  background: 'soldier',
  classes: [{ id: 'warlock', level: 1, hit_dice: 0 }],
  attributes: { str: 8, dex: 14, con: 13, int: 10, wis: 12, cha: 15 },
  options: {
    'soldier-bonus': ['con', 'str', 'dex'],
    'soldier-tool': ['gaming-set-dice'],
    'warlock-skills': ['arcana', 'deception'],
  },
  features: [
    { id: 'armor-of-shadows', path: `${INVOCATIONS}-armor-of-shadows`, choice: INVOCATIONS },
  ],
  spells: {
    'eldritch-blast': { prepared: true, class: 'warlock' },
    'chill-touch': { prepared: true, class: 'warlock' },
    hex: { prepared: true, class: 'warlock' },
    bane: { prepared: true, class: 'warlock' },
  },
  hp: { current: 10, max: 10, max_mod: 0, temp: 0 },
};

describe('after a level up', () => {
  it('says what to choose now, with the way there, and offers the HP gained', async () => {
    const { router, saved } = openCharacter(warlock, '/lvlup/warlock');
    await screen.findByRole('heading', { name: 'Level up: Warlock' });
    // d8: 5 + CON modifier 2 (CON 13 + 1 from the soldier's increase), + 1 Dwarven Toughness.
    expect((screen.getByLabelText('Hit points gained') as HTMLInputElement).value).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: 'Level up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/features/edit'));

    const summary = await screen.findByRole('region', { name: 'Warlock level 2' });
    expect(within(summary).getByTestId('level-summary-hp').textContent).toBe('Hit points 10 / 18');
    const todo = within(summary).getByRole('list', { name: 'What to choose now' });
    const items = within(todo).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Eldritch InvocationsWarlock · level 11 out of 3 options selected',
      'Warlock spells2 of 3 spells prepared',
    ]);
    expect(
      within(todo)
        .getByRole('link', { name: /^Warlock spells/ })
        .getAttribute('href'),
    ).toBe('/spells?class=warlock');

    // The gained HP goes to current HP too, on the player's word.
    fireEvent.click(
      within(summary).getByRole('button', {
        name: 'Add the 8 HP gained to current HP too (18)',
      }),
    );
    await waitFor(() =>
      expect(within(summary).getByTestId('level-summary-hp').textContent).toBe(
        'Hit points 18 / 18',
      ),
    );
    expect(within(summary).queryByRole('button', { name: /^Add the/ })).toBeNull();
    await waitFor(
      () => expect(saved().at(-1)?.hp).toMatchObject({ current: 18, max: 18 }),
      SAVE_WAIT,
    );

    // A choice opens where it is made.
    fireEvent.click(within(todo).getByRole('button', { name: /^Eldritch Invocations/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('list', { name: 'Eldritch Invocations' })).toBeTruthy();
  });

  it('leads to the pact book when the Pact of the Tome needs picks, and hides on request', async () => {
    const { router } = openCharacter(
      {
        ...warlock,
        features: [
          { id: 'pact-of-the-tome', path: `${INVOCATIONS}-pact-of-the-tome`, choice: INVOCATIONS },
        ],
      },
      '/lvlup/warlock',
    );
    await screen.findByRole('heading', { name: 'Level up: Warlock' });
    fireEvent.click(screen.getByRole('button', { name: 'Level up' }));
    const summary = await screen.findByRole('region', { name: 'Warlock level 2' });
    expect(
      within(summary)
        .getByRole('link', { name: /^Book of Shadows/ })
        .getAttribute('href'),
    ).toBe('/pact-spells');
    fireEvent.click(within(summary).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByTestId('level-summary')).toBeNull());
    expect(router.state.location.pathname).toBe('/features/edit');
  });

  it('is not shown when the features page is opened on its own', async () => {
    openCharacter(warlock, '/features/edit');
    await screen.findByRole('link', { name: 'Classes' });
    expect(screen.queryByTestId('level-summary')).toBeNull();
  });
});

describe('a level down the server would refuse', () => {
  it('says what would no longer fit and waits until it is fixed', async () => {
    const invocation = (id: string) => ({ id, path: `${INVOCATIONS}-${id}`, choice: INVOCATIONS });
    openCharacter(
      {
        ...warlock,
        classes: [{ id: 'warlock', level: 5, hit_dice: 0 }],
        features: [
          invocation('pact-of-the-blade'),
          invocation('thirsting-blade'),
          invocation('armor-of-shadows'),
        ],
        hp: { current: 40, max: 40, max_mod: 0, temp: 0 },
      },
      '/lvlup/warlock',
    );
    await screen.findByRole('heading', { name: 'Level up: Warlock' });
    fireEvent.change(screen.getByLabelText('New level'), { target: { value: '4' } });
    // Warlock 4 still has 3 invocations, but Thirsting Blade needs Warlock level 5.
    const status = await screen.findByText('At level 4 these would no longer fit:');
    expect(status.closest('div')?.textContent).toContain(
      'Eldritch Invocations — Thirsting Blade: Needs Warlock level 5',
    );
    expect((screen.getByRole('button', { name: 'Level down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      screen
        .getByRole('link', { name: 'Change them on the features page first' })
        .getAttribute('href'),
    ).toBe('/features/edit');
  });
});
