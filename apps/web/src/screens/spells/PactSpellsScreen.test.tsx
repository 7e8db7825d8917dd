import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { wholeList } from '../../components/search/searchTestKit.ts';
import {
  ALL_SPELLS,
  counters,
  listedTitles,
  openCharacter,
  resultCount,
  SAVE_WAIT,
  toggle,
  tomeWarlock,
  withSpellCatalogue,
} from './spellsTestKit.ts';

withSpellCatalogue();

const choices = ALL_SPELLS.filter(
  (spell) => spell.level === 0 || (spell.level === 1 && spell.ritual),
);

describe('/pact-spells', () => {
  it('takes exactly 3 cantrips and 2 level-1 rituals from any class, then disables more', async () => {
    const user = userEvent.setup();
    const { saved } = openCharacter(tomeWarlock(), '/pact-spells');
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Pact book: Sacred Flame' });
    await wholeList();
    expect(counters()).toEqual(['Cantrips 0 / 3', 'Rituals 0 / 2']);
    expect(screen.getByRole('list', { name: 'To do' }).textContent).toContain(
      'The pact book takes 3 cantrips and 2 rituals (0 and 0 chosen)',
    );
    // Cantrips and level 1 rituals of every class, nothing else.
    expect(resultCount()).toBe(choices.length);
    expect(listedTitles()).toContain('Guidance');
    expect(listedTitles()).toContain('Find Familiar');
    expect(listedTitles()).not.toContain('Magic Missile');
    expect(listedTitles()).not.toContain('Augury');
    expect(screen.getByRole('region', { name: 'Level 1 rituals' })).toBeDefined();

    for (const name of ['Sacred Flame', 'Guidance', 'Fire Bolt']) {
      await user.click(toggle(`Pact book: ${name}`));
      await wholeList();
    }
    expect(counters()).toEqual(['Cantrips 3 / 3', 'Rituals 0 / 2']);
    expect(toggle('Pact book: Light')).toHaveProperty('disabled', true);
    expect(toggle('Pact book: Detect Magic')).toHaveProperty('disabled', false);

    await user.click(toggle('Pact book: Detect Magic'));
    await wholeList();
    await user.click(toggle('Pact book: Find Familiar'));
    await wholeList();
    expect(counters()).toEqual(['Cantrips 3 / 3', 'Rituals 2 / 2']);
    expect(toggle('Pact book: Alarm')).toHaveProperty('disabled', true);
    expect(toggle('Pact book: Detect Magic')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('list', { name: 'To do' })).toBeNull();

    // Letting one go frees its place.
    await user.click(toggle('Pact book: Guidance'));
    await wholeList();
    expect(toggle('Pact book: Light')).toHaveProperty('disabled', false);
    await user.click(toggle('Pact book: Light'));
    await wholeList();

    await waitFor(
      () =>
        expect(saved().at(-1)?.spells).toEqual({
          'sacred-flame': { pact: true },
          'fire-bolt': { pact: true },
          light: { pact: true },
          'detect-magic': { pact: true },
          'find-familiar': { pact: true },
        }),
      SAVE_WAIT,
    );
  });

  it('refuses a level-1 spell without the Ritual tag and a spell already prepared', async () => {
    const user = userEvent.setup();
    openCharacter(tomeWarlock({ 'eldritch-blast': { prepared: true } }), '/pact-spells');
    const search = await screen.findByRole('searchbox', { name: 'Search spells' });
    await wholeList();
    // Magic Missile is not a ritual: not offered at all.
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'magic missile' } });
    act(() => vi.advanceTimersByTime(200));
    expect(resultCount()).toBe(0);
    fireEvent.change(search, { target: { value: 'eldritch' } });
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    expect(listedTitles()).toEqual(['Eldritch Blast']);
    expect(toggle('Pact book: Eldritch Blast')).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Eldritch Blast' }));
    await wholeList();
    const drawer = await screen.findByRole('dialog', { name: 'Eldritch Blast' });
    await wholeList();
    expect(drawer.textContent).toContain('You already have it prepared.');
  });

  it('filters its choices like the spells page, without the ritual filter', async () => {
    const user = userEvent.setup();
    openCharacter(tomeWarlock(), '/pact-spells');
    await wholeList({ loaded: true });
    await screen.findByRole('button', { name: 'Pact book: Light' });
    await wholeList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await wholeList();
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(within(panel).queryByRole('radiogroup', { name: 'Ritual' })).toBeNull();
    const levels = within(panel).getByRole('group', { name: 'Level' });
    expect(
      within(levels)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Cantrip', '1']);
    await user.click(within(levels).getByRole('button', { name: '1' }));
    await wholeList();
    expect(resultCount()).toBe(choices.filter((spell) => spell.level === 1).length);
    await user.click(
      within(within(panel).getByRole('group', { name: 'Class' })).getByRole('button', {
        name: 'Wizard',
      }),
    );
    expect([...listedTitles()].sort()).toEqual(
      choices
        .filter((spell) => spell.level === 1 && spell.classes.includes('wizard'))
        .map((spell) => spell.title)
        .sort(),
    );
  });

  it('without Pact of the Tome says so and links to the features', async () => {
    openCharacter({ ...tomeWarlock(), features: [] }, '/pact-spells');
    expect(await screen.findByText(/Hexa does not have Pact of the Tome/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose invocations' }).getAttribute('href')).toBe(
      '/features/edit',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
