import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { wholeList } from '../../components/search/searchTestKit.ts';
import {
  cleric,
  counters,
  listedTitles,
  openCharacter,
  SAVE_WAIT,
  toggle,
  withSpellCatalogue,
  wizard,
} from './spellsTestKit.ts';

withSpellCatalogue();

describe('/spells: a cleric 1', () => {
  it('prepares up to the allowance and no further, and unpreparing frees a place', async () => {
    const user = userEvent.setup();
    const { saved } = openCharacter(cleric(), '/spells');
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Prepared: Bless' });
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Prepared 0 / 4']);
    // The cleric's list, cantrips and level 1 only.
    expect(listedTitles()).toContain('Guiding Bolt');
    expect(listedTitles()).not.toContain('Magic Missile');
    expect(listedTitles()).not.toContain('Spiritual Weapon');
    const todo = screen.getByRole('list', { name: 'To do' });
    expect(todo.textContent).toContain('0 of 4 spells prepared');

    for (const name of ['Bless', 'Cure Wounds', 'Healing Word', 'Shield of Faith']) {
      await user.click(toggle(`Prepared: ${name}`));
      await wholeList();
    }
    expect(counters()).toContain('Prepared 4 / 4');
    expect(toggle('Prepared: Bless').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Prepared: Command')).toHaveProperty('disabled', true);
    expect(toggle('Prepared: Guiding Bolt')).toHaveProperty('disabled', true);
    // A chosen one can still be let go.
    expect(toggle('Prepared: Bless')).toHaveProperty('disabled', false);
    expect(screen.getByRole('list', { name: 'To do' }).textContent).not.toContain('prepared');

    await user.click(toggle('Prepared: Bless'));
    await wholeList();
    expect(counters()).toContain('Prepared 3 / 4');
    expect(toggle('Prepared: Command')).toHaveProperty('disabled', false);
    await user.click(toggle('Prepared: Command'));
    await wholeList();

    // A slow run may save an earlier state first; the last save carries the final one.
    await waitFor(
      () =>
        expect(saved().at(-1)?.spells).toEqual({
          command: { prepared: true },
          'cure-wounds': { prepared: true },
          'healing-word': { prepared: true },
          'shield-of-faith': { prepared: true },
        }),
      SAVE_WAIT,
    );
  });

  it('counts known cantrips against their own allowance', async () => {
    const user = userEvent.setup();
    openCharacter(cleric(), '/spells');
    for (const name of ['Guidance', 'Light', 'Sacred Flame']) {
      await wholeList({ loaded: true });
      await user.click(await screen.findByRole('button', { name: `Known: ${name}` }));
      await wholeList();
    }
    expect(counters()).toEqual(['Cantrips 3 / 3', 'Prepared 0 / 4']);
    expect(toggle('Known: Thaumaturgy')).toHaveProperty('disabled', true);
    // Cantrips do not use prepared places.
    expect(toggle('Prepared: Bless')).toHaveProperty('disabled', false);
    expect(screen.getByRole('list', { name: 'To do' }).textContent).not.toContain('cantrips');
  });

  it('opens a spell in a drawer with its details and its toggles', async () => {
    const user = userEvent.setup();
    openCharacter(cleric(), '/spells');
    await wholeList({ loaded: true });
    await user.click(await screen.findByRole('button', { name: 'Guiding Bolt' }));
    await wholeList();
    const drawer = await screen.findByRole('dialog', { name: 'Guiding Bolt' });
    await wholeList();
    await within(drawer).findByTestId('spell-details');
    expect(drawer.textContent).toContain('Level 1 Evocation');
    await user.click(within(drawer).getByRole('button', { name: 'Prepared: Guiding Bolt' }));
    await wholeList();
    expect(counters()).toContain('Prepared 1 / 4');
    // Extra: a plain toggle, counted against nothing.
    await user.click(within(drawer).getByRole('button', { name: 'Extra: Guiding Bolt' }));
    await wholeList();
    expect(
      within(drawer)
        .getByRole('button', { name: 'Extra: Guiding Bolt' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('/spells: a wizard', () => {
  it('writes levelled spells in the spellbook, never a cantrip, and prepares from it', async () => {
    const user = userEvent.setup();
    const { saved } = openCharacter(wizard(), '/spells');
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Spellbook: Magic Missile' });
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Prepared 0 / 4', 'Spellbook 0 / 6']);
    // A cantrip has no place in the book.
    expect(screen.queryByRole('button', { name: 'Spellbook: Fire Bolt' })).toBeNull();
    expect(toggle('Known: Fire Bolt')).toHaveProperty('disabled', false);
    // A wizard prepares from the book.
    expect(toggle('Prepared: Magic Missile')).toHaveProperty('disabled', true);

    const book = ['Magic Missile', 'Shield', 'Sleep', 'Mage Armor', 'Detect Magic', 'Identify'];
    for (const name of book) await user.click(toggle(`Spellbook: ${name}`));
    expect(counters()).toContain('Spellbook 6 / 6');
    // The minimum is no maximum.
    await user.click(toggle('Spellbook: Alarm'));
    await wholeList();
    expect(counters()).toContain('Spellbook 7 / 6');

    await user.click(toggle('Prepared: Magic Missile'));
    await wholeList();
    expect(counters()).toContain('Prepared 1 / 4');
    // Still in the book (counted once), and held there while prepared.
    expect(counters()).toContain('Spellbook 7 / 6');
    expect(toggle('Spellbook: Magic Missile')).toHaveProperty('disabled', true);
    await user.click(toggle('Prepared: Magic Missile'));
    await wholeList();
    expect(toggle('Spellbook: Magic Missile').getAttribute('aria-pressed')).toBe('true');
    expect(counters()).toContain('Spellbook 7 / 6');

    // The "In your spellbook" filter shows the book only.
    await user.click(screen.getByRole('button', { name: 'In your spellbook' }));
    await wholeList();
    expect(listedTitles()).toEqual([
      'Alarm',
      'Detect Magic',
      'Identify',
      'Mage Armor',
      'Magic Missile',
      'Shield',
      'Sleep',
    ]);
    await user.click(toggle('Prepared: Shield'));
    await wholeList();
    await waitFor(
      () =>
        expect(saved().at(-1)?.spells).toMatchObject({ shield: { book: true, prepared: true } }),
      SAVE_WAIT,
    );
    expect(saved().at(-1)?.spells?.['magic-missile']).toEqual({ book: true });
  });

  it('says in the drawer why a spell outside the book cannot be prepared yet', async () => {
    const user = userEvent.setup();
    openCharacter(wizard(), '/spells');
    await wholeList({ loaded: true });
    await user.click(await screen.findByRole('button', { name: 'Burning Hands' }));
    await wholeList();
    const drawer = await screen.findByRole('dialog', { name: 'Burning Hands' });
    await wholeList();
    const book = within(drawer).getByRole('button', { name: 'Spellbook: Burning Hands' });
    const prepare = within(drawer).getByRole('button', { name: 'Prepared: Burning Hands' });
    expect(book).toHaveProperty('disabled', false);
    expect(prepare).toHaveProperty('disabled', true);
    expect(drawer.textContent?.match(/Write it in your spellbook first/g)).toHaveLength(1);
    await user.click(book);
    await wholeList();
    expect(prepare).toHaveProperty('disabled', false);
    expect(drawer.textContent).not.toContain('Write it in your spellbook first');
  });
});

describe('/spells: a cleric 3 / wizard 2', () => {
  it("shows each class's list and counts, and names the class a spell counts for", async () => {
    const user = userEvent.setup();
    const { saved } = openCharacter(
      {
        ...cleric(),
        classes: [
          { id: 'cleric', level: 3, hit_dice: 0 },
          { id: 'wizard', level: 2, hit_dice: 0 },
        ],
        options: {
          'cleric-skills': ['history', 'insight'],
          'wizard-skills': ['arcana', 'history'],
        },
      },
      '/spells',
    );
    const tabs = await screen.findByRole('tablist', { name: 'Casting class' });
    await wholeList();
    expect(within(tabs).getByRole('tab', { name: 'Cleric' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Prepared: Spiritual Weapon' });
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Prepared 0 / 6']);
    expect(listedTitles()).not.toContain('Magic Missile');
    // Each class prepares as if single-classed: a cleric 3 has level 2 spells, a wizard 2 not.
    expect(listedTitles()).toContain('Spiritual Weapon');
    await user.click(toggle('Prepared: Detect Magic'));
    await wholeList();
    await user.click(toggle('Prepared: Bless'));
    await wholeList();
    expect(counters()).toContain('Prepared 2 / 6');

    await user.click(within(tabs).getByRole('tab', { name: 'Wizard' }));
    await wholeList();
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Spellbook: Magic Missile' });
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Prepared 0 / 5', 'Spellbook 0 / 8']);
    expect(listedTitles()).not.toContain('Bless');
    expect(listedTitles()).not.toContain('Misty Step');
    // Detect Magic counts for the cleric: the wizard cannot take it too.
    expect(toggle('Spellbook: Detect Magic')).toHaveProperty('disabled', true);
    expect(toggle('Prepared: Detect Magic')).toHaveProperty('disabled', true);
    await user.click(toggle('Spellbook: Magic Missile'));
    await wholeList();
    await user.click(toggle('Prepared: Magic Missile'));
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Prepared 1 / 5', 'Spellbook 1 / 8']);

    await waitFor(
      () =>
        expect(saved().at(-1)?.spells).toEqual({
          'detect-magic': { prepared: true, class: 'cleric' },
          bless: { prepared: true, class: 'cleric' },
          'magic-missile': { book: true, prepared: true, class: 'wizard' },
        }),
      SAVE_WAIT,
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Cleric' }));
    await wholeList();
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Prepared: Bless' });
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Prepared 2 / 6']);
  });
});

describe('/spells: no casting class', () => {
  it('says so and still lets spells be marked Extra', async () => {
    const user = userEvent.setup();
    openCharacter({}, '/spells');
    expect(await screen.findByText(/Brienne has no spellcasting class/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open features' }).getAttribute('href')).toBe(
      '/features/view',
    );
    await wholeList({ loaded: true });
    await user.click(await screen.findByRole('button', { name: 'Extra: Fireball' }));
    await wholeList();
    expect(toggle('Extra: Fireball').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Prepared:/ })).toBeNull();
  });
});
