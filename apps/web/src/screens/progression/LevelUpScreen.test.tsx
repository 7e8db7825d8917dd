import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import { openCharacter, SAVE_WAIT, withCatalogue } from './progressionTestKit.ts';

withCatalogue();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/lvlup', () => {
  it("lists the character's classes and the way to add one", async () => {
    openCharacter(
      {
        classes: [
          { id: 'fighter', level: 3, hit_dice: 0 },
          { id: 'rogue', level: 1, hit_dice: 0 },
        ],
      },
      '/lvlup',
    );
    const list = await screen.findByRole('list', { name: 'Your classes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/lvlup/fighter',
      '/lvlup/rogue',
    ]);
    expect(links[0]?.textContent).toContain('Level 3 → 4');
    expect(screen.getByRole('link', { name: 'Add a class (beta)' }).getAttribute('href')).toBe(
      '/lvlup/classes',
    );
    expect(screen.queryByText('You have maximum level')).toBeNull();
  });

  it("says 'You have maximum level' at level 20 and offers no new class", async () => {
    openCharacter({ classes: [{ id: 'fighter', level: 20, hit_dice: 0 }] }, '/lvlup');
    expect(await screen.findByText('You have maximum level')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a class (beta)' })).toBeNull();
  });
});

describe('/lvlup/{id}', () => {
  it('levels a fighter from 1 to 2 with 6 + CON modifier HP, then opens /features/edit', async () => {
    // CON 13 + 1 from the soldier's increase: 14, modifier +2.
    const { router, saved } = openCharacter({}, '/lvlup/fighter');
    await screen.findByRole('heading', { name: 'Level up: Fighter' });
    expect(field('New level').value).toBe('2');
    expect(screen.getByTestId('level-direction').textContent).toBe('Level up from 1 to 2');
    expect(field('Hit points gained').value).toBe('8');
    expect(screen.getByTestId('level-max-hp').textContent).toBe('Maximum HP 12 → 20');
    const gained = screen.getByRole('region', { name: 'New features' });
    expect(within(gained).getByText('Action Surge')).toBeTruthy();
    expect(within(gained).getByText('Tactical Mind')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Level up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/features/edit'));
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    expect(saved()[0]).toMatchObject({
      classes: [{ id: 'fighter', level: 2, hit_dice: 0 }],
      hp: { current: 12, max: 20, max_mod: 0, temp: 0 },
    });
  });

  it('keeps the HP the player types, and levels down by the HP lost', async () => {
    const { saved } = openCharacter(
      {
        classes: [{ id: 'fighter', level: 3, hit_dice: 0 }],
        hp: { current: 28, max: 28, max_mod: 0, temp: 0 },
      },
      '/lvlup/fighter',
    );
    await screen.findByRole('heading', { name: 'Level up: Fighter' });
    fireEvent.change(field('New level'), { target: { value: '1' } });
    expect(screen.getByTestId('level-direction').textContent).toBe('Level down from 3 to 1');
    expect(field('Hit points lost').value).toBe('16');
    fireEvent.change(field('Hit points lost'), { target: { value: '15' } });
    expect(screen.getByTestId('level-max-hp').textContent).toBe('Maximum HP 28 → 13');
    fireEvent.click(screen.getByRole('button', { name: 'Level down' }));
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    expect(saved()[0]).toMatchObject({
      classes: [{ id: 'fighter', level: 1 }],
      hp: { current: 13, max: 13 },
    });
  });

  it('adds what Dwarven Toughness gives per level to the suggested HP', async () => {
    openCharacter(
      { specie: 'dwarf', hp: { current: 13, max: 13, max_mod: 0, temp: 0 } },
      '/lvlup/fighter',
    );
    await screen.findByRole('heading', { name: 'Level up: Fighter' });
    // 6 (d10) + 2 (CON 14) + 1 (Dwarven Toughness).
    expect(field('Hit points gained').value).toBe('9');
    fireEvent.change(field('New level'), { target: { value: '4' } });
    expect(field('Hit points gained').value).toBe('27');
  });

  it("says 'You have maximum level' at the class's highest level", async () => {
    openCharacter(
      {
        classes: [
          { id: 'fighter', level: 17, hit_dice: 0 },
          { id: 'rogue', level: 3, hit_dice: 0 },
        ],
      },
      '/lvlup/fighter',
    );
    expect(await screen.findByText('You have maximum level')).toBeTruthy();
    expect(field('New level').value).toBe('17');
    expect((screen.getByRole('button', { name: 'Level up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // The target cannot pass 20 minus the other classes' levels.
    expect((screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('needs a connection to change levels (spec: progression saving)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await onlineStatus.check();
    try {
      openCharacter({}, '/lvlup/fighter');
      expect(
        await screen.findByText('You are offline: changing levels needs a connection.'),
      ).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Level up' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    } finally {
      offline.mockRestore();
      await onlineStatus.check();
    }
    expect(onlineStatus.get()).toBe(true);
    expect((screen.getByRole('button', { name: 'Level up' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('explains a class the character does not have', async () => {
    openCharacter({}, '/lvlup/wizard');
    expect(await screen.findByText('The character does not have this class')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to level up' }).getAttribute('href')).toBe(
      '/lvlup',
    );
  });
});

describe('/lvlup/classes', () => {
  it('adds a rogue to a fighter with 5 + CON modifier HP, once a class is chosen', async () => {
    const { router, saved } = openCharacter({}, '/lvlup/classes');
    const classes = await screen.findByRole('radiogroup', { name: 'Class' });
    expect(within(classes).queryByRole('radio', { name: /^Fighter/ })).toBeNull();
    expect(screen.getByText('Choose a class')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add class' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(classes).getByRole('radio', { name: /^Rogue/ }));
    expect(field('Hit points gained').value).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rogue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/features/edit'));
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    expect(saved()[0]).toMatchObject({
      classes: [
        { id: 'fighter', level: 1, hit_dice: 0 },
        { id: 'rogue', level: 1, hit_dice: 0 },
      ],
      hp: { max: 19 },
    });
  });

  it('offers no class at total level 20', async () => {
    openCharacter({ classes: [{ id: 'fighter', level: 20, hit_dice: 0 }] }, '/lvlup/classes');
    expect(await screen.findByText('You have maximum level')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Class' })).toBeNull();
  });
});

describe('/classes', () => {
  it('shows each class with its hit die, subclass and spellcasting, linked to its level change', async () => {
    openCharacter(
      {
        classes: [
          { id: 'fighter', level: 3, hit_dice: 1 },
          { id: 'wizard', level: 1, hit_dice: 0 },
        ],
        features: [
          {
            id: 'champion',
            path: 'fighter-subclass-subclass-3-champion',
            choice: 'fighter-subclass-subclass-3',
          },
        ],
      },
      '/classes',
    );
    const fighter = await screen.findByTestId('class-fighter');
    expect(fighter.textContent).toContain('Level 3');
    expect(fighter.textContent).toContain('d10 · 2 of 3 left');
    expect(fighter.textContent).toContain('Champion');
    expect(within(fighter).getByRole('link', { name: 'Change level' }).getAttribute('href')).toBe(
      '/lvlup/fighter',
    );
    const wizard = screen.getByTestId('class-wizard');
    expect(wizard.textContent).toContain('Chosen at level 3');
    expect(wizard.textContent).toMatch(/Intelligence · full caster · save DC \d+/);
    expect(screen.getByRole('link', { name: 'Add a class (beta)' }).getAttribute('href')).toBe(
      '/lvlup/classes',
    );
  });
});
